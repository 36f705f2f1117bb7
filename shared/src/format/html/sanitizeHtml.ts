/**
 * Allow-list HTML sanitiser for CMS content. The server already cleans what editors save, but
 * the browser is the last line: anything not listed here is dropped, so a new attack vector in
 * some tag or attribute we never thought about stays out by default.
 *
 * The markup is parsed into a plain tree (in the browser by DOMParser, which builds an inert
 * document: no script runs, no image loads; on the server by parse5, the same HTML parsing
 * algorithm), and the result is written out again node by node by one serialiser, so the server
 * and the browser produce the same string.
 */

/** Tags kept with their children. Values: the attributes each may keep. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  a: ['href', 'title', 'target'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  blockquote: [],
  figure: [],
  figcaption: [],
};

/** Headings that would compete with the page's own h1 (or are too deep) become allowed ones. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** Dropped together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'portal',
  'dialog',
]);

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** A URL with no scheme (path, query, fragment) or an allowed one. */
function safeUrl(value: string, kind: 'href' | 'src'): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so the
  // check must ignore them too.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return value.trim();
  if (kind === 'src') {
    if (/^https?:/i.test(compact) || SAFE_IMAGE_DATA.test(value.trim())) return value.trim();
    return null;
  }
  return SAFE_LINK.test(compact) ? value.trim() : null;
}

/** A parsed node: text, or an element with its attributes (comments and the like are left out). */
export type HtmlNode =
  | { text: string }
  | { tag: string; html: boolean; attributes: ReadonlyMap<string, string>; children: HtmlNode[] };

/** Parses a body's worth of HTML into plain nodes. */
export type HtmlParser = (html: string) => HtmlNode[];

const XHTML = 'http://www.w3.org/1999/xhtml';

function fromDom(node: Node): HtmlNode | null {
  if (node.nodeType === Node.TEXT_NODE) return { text: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const attributes = new Map<string, string>();
  for (const attribute of Array.from(element.attributes))
    attributes.set(attribute.name, attribute.value);
  return {
    tag: element.localName.toLowerCase(),
    html: element.namespaceURI === XHTML,
    attributes,
    children: domChildren(element),
  };
}

function domChildren(node: Node): HtmlNode[] {
  return Array.from(node.childNodes).flatMap((child) => fromDom(child) ?? []);
}

/** The browser's parser. */
export const domParser: HtmlParser = (html) =>
  domChildren(
    new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
      .body,
  );

let parser: HtmlParser = domParser;

/** The server render has no DOMParser: it sets one built on parse5 (start/renderSite). */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}

/**
 * CMS HTML as plain nodes, by the parser of where the code runs (DOMParser in the browser,
 * parse5 in the server render): for code that reads CMS markup while rendering.
 */
export function parseHtml(html: string): HtmlNode[] {
  return html ? parser(html) : [];
}

interface CleanElement {
  tag: string;
  attributes: [string, string][];
  children: (CleanElement | string)[];
}

function cleanAttributes(source: ReadonlyMap<string, string>, tag: string): [string, string][] {
  const out = new Map<string, string>();
  for (const name of ALLOWED[tag] ?? []) {
    const value = source.get(name);
    if (value === undefined) continue;
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name);
      if (url !== null) out.set(name, url);
    } else if (name === 'target') {
      if (value === '_blank' || value === '_self') out.set(name, value);
    } else if (
      name === 'colspan' ||
      name === 'rowspan' ||
      name === 'width' ||
      name === 'height' ||
      name === 'start'
    ) {
      if (/^\d{1,4}$/.test(value.trim())) out.set(name, value.trim());
    } else if (name === 'scope') {
      if (/^(row|col|rowgroup|colgroup)$/.test(value)) out.set(name, value);
    } else if (name === 'type') {
      if (/^[1aAiI]$/.test(value)) out.set(name, value);
    } else {
      out.set(name, value);
    }
  }
  if (tag === 'a' && out.get('target') === '_blank') {
    // A new tab must not get a handle on this window.
    out.set('rel', 'noopener noreferrer');
  }
  if (tag === 'img' && out.has('src')) {
    if (!out.has('alt')) out.set('alt', '');
    out.set('loading', 'lazy');
  }
  return [...out];
}

function cleanChildren(nodes: readonly HtmlNode[], target: (CleanElement | string)[]): void {
  for (const node of nodes) {
    if ('text' in node) {
      target.push(node.text);
      continue;
    }
    if (DROPPED.has(node.tag) || !node.html) continue;
    const tag = RENAMED[node.tag] ?? node.tag;
    if (!(tag in ALLOWED)) {
      // Unknown but harmless wrappers (div, span, font, section…): keep the text, lose the tag.
      cleanChildren(node.children, target);
      continue;
    }
    const attributes = cleanAttributes(node.attributes, tag);
    if (tag === 'img' && !attributes.some(([name]) => name === 'src')) continue;
    const clean: CleanElement = { tag, attributes, children: [] };
    cleanChildren(node.children, clean.children);
    target.push(clean);
  }
}

/** Elements with no end tag (HTML's serialisation algorithm writes none). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

// The escapes of HTML's fragment serialisation (what innerHTML gives).
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function serialize(nodes: readonly (CleanElement | string)[]): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += escapeText(node);
      continue;
    }
    out += `<${node.tag}`;
    for (const [name, value] of node.attributes) out += ` ${name}="${escapeAttribute(value)}"`;
    out += '>';
    if (VOID.has(node.tag)) continue;
    out += `${serialize(node.children)}</${node.tag}>`;
  }
  return out;
}

const asClean = (nodes: readonly HtmlNode[]): (CleanElement | string)[] =>
  nodes.map((node) =>
    'text' in node
      ? node.text
      : { tag: node.tag, attributes: [...node.attributes], children: asClean(node.children) },
  );

/** Parsed nodes back to HTML, as they are (not cleaned: sanitise the result before showing it). */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  return serialize(asClean(nodes));
}

/** Clean CMS HTML: only the allow-listed tags and attributes, no script, no event handler. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const clean: (CleanElement | string)[] = [];
  cleanChildren(parser(html), clean);
  return serialize(clean);
}
