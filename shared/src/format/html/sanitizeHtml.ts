/**
 * The one allow-list for CMS HTML: the API cleans bodies with it when it stores them (the seed,
 * over parse5) and the sites clean them again with it when they show them (RichContent, over
 * DOMParser in the browser and parse5 in the server render). The browser is the last line:
 * anything not listed here is dropped, so a new attack vector in some tag or attribute we never
 * thought about stays out by default.
 *
 * The markup is parsed into a plain tree (in the browser by DOMParser, which builds an inert
 * document: no script runs, no image loads; on the server by parse5, the same HTML parsing
 * algorithm), and the result is written out again node by node by one serialiser, so the server
 * and the browser produce the same string. The module needs neither React nor the DOM's types:
 * the browser's parser is looked up on `globalThis` when it is first used.
 *
 * The policy (one list since the API's store-time list and the sites' render-time list merged;
 * where they differed the render-time list won, because stored HTML is sanitised again when it
 * is rendered: a tag the renderer drops would only be hidden in storage, and whatever the
 * renderer keeps must survive storage. Cleaning is idempotent, so storing loses nothing):
 * - Kept: the tags of `ALLOWED`, each with its listed attributes only (no `class`, `style`,
 *   `id` or `on*`). Attribute values are checked: URLs by scheme (below), `target` is `_blank`
 *   or `_self`, sizes, spans and `start` are 1–4 digits, `scope` and `ol type` their keywords.
 * - Renamed: h1 → h2 (the page has its own h1), h5 and h6 → h4. The API used to unwrap h1 (its
 *   heading was lost on storage) and keep h5/h6.
 * - Unwrapped (tag dropped, text kept): every other HTML element: div, span, font, section,
 *   custom elements, and also dl/dt/dd, code, pre and mark, which the API used to store although
 *   no page ever showed them.
 * - Dropped with their content: `DROPPED` (scripting, embedding, forms and their controls, media,
 *   document-level elements), anything outside the HTML namespace (svg, math) and comments. The
 *   API used to drop only script, style, iframe, object, embed, template, noscript, svg, math and
 *   form, and kept the text of the others.
 * - URLs: `href` without a scheme (path, query, fragment) or http(s), mailto, tel; `src` without
 *   a scheme, http(s), or a base64 data URL of a PNG, JPEG, GIF or WebP image (an `img` without
 *   a usable `src` goes). Control characters and whitespace inside a scheme do not hide it, and
 *   neither do entities (the parser decodes them first).
 * - Added: `rel="noopener noreferrer"` on links with `target="_blank"`, and `alt=""` (when
 *   missing) and `loading="lazy"` on images. An editor's own `rel` or `loading` is not kept (the
 *   API used to keep them): the sanitiser sets them.
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

// The little of the DOM that the browser's parser reads, typed here so that the module compiles
// without the DOM's types (the API has none). Node types: 1 element, 3 text.
interface DomNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}
interface DomElement extends DomNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
}
type DomParserClass = new () => {
  parseFromString(html: string, type: 'text/html'): { readonly body: DomNode };
};

function fromDom(node: DomNode): HtmlNode | null {
  if (node.nodeType === 3) return { text: node.textContent ?? '' };
  if (node.nodeType !== 1) return null;
  const element = node as DomElement;
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

function domChildren(node: DomNode): HtmlNode[] {
  return Array.from(node.childNodes).flatMap((child) => fromDom(child) ?? []);
}

/** The browser's parser (DOMParser). Elsewhere use parse5Parser. */
export const domParser: HtmlParser = (html) => {
  const DomParser = (globalThis as { DOMParser?: DomParserClass }).DOMParser;
  if (!DomParser) {
    throw new Error('No DOMParser here: pass parse5Parser or install it with setHtmlParser');
  }
  return domChildren(
    new DomParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
      .body,
  );
};

let currentParser: HtmlParser = domParser;

/**
 * The parser that `parseHtml` and `sanitizeHtml` use when they are given none: DOMParser until
 * the server render sets one built on parse5 (start/renderSite). Code that is not rendering (the
 * API) passes its parser instead.
 */
export function setHtmlParser(next: HtmlParser): void {
  currentParser = next;
}

/**
 * CMS HTML as plain nodes, as they are (not cleaned), by the given parser or else by the parser
 * of where the code runs (DOMParser in the browser, parse5 in the server render).
 */
export function parseHtml(html: string, parse: HtmlParser = currentParser): HtmlNode[] {
  return html ? parse(html) : [];
}

/**
 * Whether the sanitiser removes this node together with everything inside it, for code that
 * reads the text of CMS HTML (the API's PDF text) and must leave out what a page never shows.
 */
export function isDroppedWithContent(node: HtmlNode): boolean {
  return !('text' in node) && (!node.html || DROPPED.has(node.tag));
}

type CleanElement = Extract<HtmlNode, { tag: string }>;

function cleanAttributes(source: ReadonlyMap<string, string>, tag: string): Map<string, string> {
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
  return out;
}

function cleanChildren(nodes: readonly HtmlNode[], target: HtmlNode[]): void {
  for (const node of nodes) {
    if ('text' in node) {
      target.push(node);
      continue;
    }
    if (isDroppedWithContent(node)) continue;
    const tag = RENAMED[node.tag] ?? node.tag;
    if (!(tag in ALLOWED)) {
      // Unknown but harmless wrappers (div, span, font, section…): keep the text, lose the tag.
      cleanChildren(node.children, target);
      continue;
    }
    const attributes = cleanAttributes(node.attributes, tag);
    if (tag === 'img' && !attributes.has('src')) continue;
    const clean: CleanElement = { tag, html: true, attributes, children: [] };
    cleanChildren(node.children, clean.children);
    target.push(clean);
  }
}

/** Parsed nodes through the allow-list (see the policy above), as a new tree. */
export function sanitizeNodes(nodes: readonly HtmlNode[]): HtmlNode[] {
  const clean: HtmlNode[] = [];
  cleanChildren(nodes, clean);
  return clean;
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

/** Parsed nodes back to HTML, as they are (not cleaned: sanitise the result before showing it). */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  let out = '';
  for (const node of nodes) {
    if ('text' in node) {
      out += escapeText(node.text);
      continue;
    }
    out += `<${node.tag}`;
    for (const [name, value] of node.attributes) out += ` ${name}="${escapeAttribute(value)}"`;
    out += '>';
    if (VOID.has(node.tag)) continue;
    out += `${serializeHtml(node.children)}</${node.tag}>`;
  }
  return out;
}

/**
 * Clean CMS HTML: only the allow-listed tags and attributes, no script, no event handler. Parsed
 * by the given parser, or else by the parser of where the code runs (see `setHtmlParser`).
 */
export function sanitizeHtml(html: string, parse: HtmlParser = currentParser): string {
  return serializeHtml(sanitizeNodes(parseHtml(html, parse)));
}
