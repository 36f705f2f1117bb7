/**
 * Allow-list HTML sanitiser for CMS content. The server already cleans what editors save, but
 * the browser is the last line: anything not listed here is dropped, so a new attack vector in
 * some tag or attribute we never thought about stays out by default.
 *
 * DOMParser builds an inert document (no script runs, no image loads), and the result is
 * rebuilt node by node in a fresh document rather than edited in place.
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

function cleanAttributes(source: Element, target: Element, tag: string): void {
  const allowed = ALLOWED[tag] ?? [];
  for (const name of allowed) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name);
      if (url !== null) target.setAttribute(name, url);
    } else if (name === 'target') {
      if (value === '_blank' || value === '_self') target.setAttribute(name, value);
    } else if (name === 'colspan' || name === 'rowspan' || name === 'width' || name === 'height' || name === 'start') {
      if (/^\d{1,4}$/.test(value.trim())) target.setAttribute(name, value.trim());
    } else if (name === 'scope') {
      if (/^(row|col|rowgroup|colgroup)$/.test(value)) target.setAttribute(name, value);
    } else if (name === 'type') {
      if (/^[1aAiI]$/.test(value)) target.setAttribute(name, value);
    } else {
      target.setAttribute(name, value);
    }
  }
  if (tag === 'a' && target.getAttribute('target') === '_blank') {
    // A new tab must not get a handle on this window.
    target.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'img') {
    if (!target.hasAttribute('src')) return;
    if (!target.hasAttribute('alt')) target.setAttribute('alt', '');
    target.setAttribute('loading', 'lazy');
  }
}

function copyChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const name = element.localName.toLowerCase();
    if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const tag = RENAMED[name] ?? name;
    if (!(tag in ALLOWED)) {
      // Unknown but harmless wrappers (div, span, font, section…): keep the text, lose the tag.
      copyChildren(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    cleanAttributes(element, clean, tag);
    if (tag === 'img' && !clean.hasAttribute('src')) continue;
    copyChildren(element, clean, doc);
    target.appendChild(clean);
  }
}

/** Clean CMS HTML: only the allow-listed tags and attributes, no script, no event handler. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(parsed.body, container, output);
  return container.innerHTML;
}
