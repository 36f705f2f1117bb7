/**
 * The little HTML handling the API needs: CMS bodies are cleaned once when they are stored, and
 * turned into readable text for PDFs. Not a general HTML parser; the input is CMS markup (a few
 * block and inline tags), and the sites sanitise again when they render it.
 */

/** Elements whose content is never text worth keeping. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
];

/** Tags kept by `sanitizeHtml`; anything else is unwrapped (its text stays). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'code',
  'pre',
  'mark',
]);

/** Attributes kept per tag (every other attribute, `on*` and `style` included, is dropped). */
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const URL_ATTRS = new Set(['href', 'src']);

/** Schemes a CMS link may use; anything else (`javascript:`, `data:`…) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const isSafeUrl = (url: string) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
};

const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeAttr = (value: string) =>
  value
    .replace(/&(?![a-z]+;|#\d+;|#x[\da-f]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag] ?? [];
  const kept: string[] = [];
  for (const match of raw.matchAll(ATTR)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(name)) continue;
    // Entities and control characters can hide a scheme ("jav&#x61;script:"), so decode first.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    const plain = decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '');
    if (URL_ATTRS.has(name) && !isSafeUrl(plain)) continue;
    if (name === 'target' && value !== '_blank' && value !== '_self') continue;
    kept.push(`${name}="${escapeAttr(value)}"`);
  }
  // A new tab must not get a handle on this window.
  if (
    tag === 'a' &&
    kept.some((a) => a === 'target="_blank"') &&
    !kept.some((a) => a.startsWith('rel='))
  ) {
    kept.push('rel="noopener noreferrer"');
  }
  return kept.length ? ` ${kept.join(' ')}` : '';
}

/**
 * CMS HTML through an allow-list: comments and scripting elements go with their content, unknown
 * tags are unwrapped, attributes are limited per tag and URLs to safe schemes.
 */
export function sanitizeHtml(html: string): string {
  let out = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of DROPPED_WITH_CONTENT) {
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '');
    out = out.replace(new RegExp(`<${tag}\\b[^>]*>`, 'gi'), '');
  }
  return out.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g,
    (_, close: string, name: string, rest: string) => {
      const tag = name.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) return '';
      if (close) return `</${tag}>`;
      const selfClosing = /\/\s*$/.test(rest) ? ' /' : '';
      return `<${tag}${cleanAttrs(tag, rest.replace(/\/\s*$/, ''))}${selfClosing}>`;
    },
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** One block of a document as plain text. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
  /** List items: the marker to print ("•", "1."); nested lists indent by `depth`. */
  marker?: string;
  depth?: number;
}

const inlineText = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
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

  let source = sanitizeHtml(html);
  for (const tag of ['figure', 'img'])
    source = source.replace(new RegExp(`<${tag}\\b[^>]*>`, 'gi'), ' ');
  const tokens = source.split(/(<\/?[a-zA-Z][^>]*>)/);
  for (const token of tokens) {
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(token);
    if (!tagMatch) {
      if (row) row[row.length - 1] = `${row[row.length - 1] ?? ''}${token}`;
      else text += token;
      continue;
    }
    const closing = tagMatch[1] === '/';
    const tag = (tagMatch[2] ?? '').toLowerCase();
    if (tag === 'br') {
      if (row) row[row.length - 1] = `${row[row.length - 1] ?? ''} `;
      else text += '<br>';
      continue;
    }
    if (tag === 'tr') {
      if (!closing) {
        flush();
        row = [];
      } else if (row) {
        const line = row
          .map((cell) => inlineText(cell).replace(/\n/g, ' '))
          .filter(Boolean)
          .join(' | ');
        if (line) blocks.push({ kind: 'paragraph', text: line });
        row = null;
      }
      continue;
    }
    if ((tag === 'td' || tag === 'th') && !closing) {
      row?.push('');
      continue;
    }
    if (row) continue;
    if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) lists.pop();
      else {
        const start = Number(/start="(\d+)"/.exec(token)?.[1] ?? 1);
        lists.push({ ordered: tag === 'ol', next: start });
      }
      continue;
    }
    if (tag === 'li') {
      flush();
      if (!closing) {
        const list = lists[lists.length - 1];
        kind = 'item';
        marker = list?.ordered ? `${list.next++}.` : '•';
      }
      continue;
    }
    if (/^h[1-6]$/.test(tag)) {
      flush();
      if (!closing) kind = 'heading';
      continue;
    }
    if (
      [
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
      ].includes(tag)
    ) {
      // A paragraph inside a list item belongs to the item.
      if (kind !== 'item') flush();
      continue;
    }
  }
  flush();
  return blocks;
}
