/**
 * CMS HTML as readable text for PDFs. The markup is read by the shared sanitiser's parser
 * (parse5) and walked as a tree; what the sanitiser drops with its content (scripts, styles,
 * forms, svg…) is left out, so a PDF says no more than the page does.
 */
import {
  isDroppedWithContent,
  parseHtml,
  type HtmlNode,
} from '@brokerage/shared/format/html/sanitizeHtml.ts';
import { parse5Parser } from '@brokerage/shared/format/html/parse5Parser.ts';

/** One block of a document as plain text. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
  /** List items: the marker to print ("•", "1."); nested lists indent by `depth`. */
  marker?: string;
  depth?: number;
}

/** Elements that end the paragraph before them and start a new one. */
const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'table',
  'dl',
  'dt',
  'dd',
  'hr',
  'caption',
  'figcaption',
]);

/** Lines of a block: a line break (or a newline in the text) starts a line, spaces collapse. */
const inlineText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * CMS HTML as a list of readable blocks for a PDF: headings stay headings, list items keep a
 * bullet or their number, table rows become "cell | cell" lines, everything else paragraphs.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let text = '';
  let kind: TextBlock['kind'] = 'paragraph';
  let marker: string | undefined;
  /** The cells of the table row being read (everything inside a row is cell text). */
  let row: string[] | null = null;

  const flush = () => {
    const value = inlineText(text);
    text = '';
    if (value) {
      blocks.push(
        kind === 'item'
          ? { kind, text: value, marker: marker ?? '•', depth: Math.max(0, lists.length - 1) }
          : { kind, text: value },
      );
    }
    kind = 'paragraph';
    marker = undefined;
  };

  const addText = (value: string) => {
    if (!row) text += value;
    else if (row.length) row[row.length - 1] += value;
  };

  const open = (tag: string, attributes: ReadonlyMap<string, string>) => {
    if (tag === 'br') {
      addText(row ? ' ' : '\n');
      return;
    }
    // Pictures are no text; they still separate the words around them.
    if (tag === 'img' || tag === 'figure') addText(' ');
    if (tag === 'tr') {
      flush();
      row = [];
      return;
    }
    if (row) {
      if (tag === 'td' || tag === 'th') row.push('');
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const start = attributes.get('start') ?? '';
      lists.push({ ordered: tag === 'ol', next: /^\d+$/.test(start) ? Number(start) : 1 });
    } else if (tag === 'li') {
      flush();
      const list = lists[lists.length - 1];
      kind = 'item';
      marker = list?.ordered ? `${list.next++}.` : '•';
    } else if (/^h[1-6]$/.test(tag)) {
      flush();
      kind = 'heading';
    } else if (BLOCKS.has(tag) && kind !== 'item') {
      // A paragraph inside a list item belongs to the item.
      flush();
    }
  };

  const close = (tag: string) => {
    if (tag === 'tr') {
      if (row) {
        const line = row
          .map((cell) => inlineText(cell).replace(/\n/g, ' '))
          .filter(Boolean)
          .join(' | ');
        if (line) blocks.push({ kind: 'paragraph', text: line });
      }
      row = null;
      return;
    }
    if (row) return;
    if (tag === 'ul' || tag === 'ol') {
      flush();
      lists.pop();
    } else if (tag === 'li' || /^h[1-6]$/.test(tag)) {
      flush();
    } else if (BLOCKS.has(tag) && kind !== 'item') {
      flush();
    }
  };

  const walk = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if ('text' in node) addText(node.text);
      else if (!isDroppedWithContent(node)) {
        open(node.tag, node.attributes);
        walk(node.children);
        close(node.tag);
      }
    }
  };

  walk(parseHtml(html, parse5Parser));
  flush();
  return blocks;
}
