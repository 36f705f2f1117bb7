/** One box of the organisational chart and the units under it. */
export interface OrgNode {
  label: string;
  children: OrgNode[];
}

export interface OrgChartParts {
  /** Body HTML before the chart (still to be sanitised by RichContent). */
  before: string;
  /** The structure from `<ul class="org-chart">`, or null when the body has none. */
  chart: OrgNode[] | null;
  /** Body HTML after the chart. */
  after: string;
}

const CHART_SELECTOR = 'ul.org-chart';
/** Deeper nesting than any real organisation; guards against a runaway document. */
const MAX_DEPTH = 8;

/** Elements whose text is not text a reader sees. */
const HIDDEN = 'script, style, template, noscript';

function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).matches(HIDDEN)) return '';
  if ((node as Element).localName === 'br') return ' ';
  return Array.from(node.childNodes).map(visibleText).join('');
}

const textOf = (nodes: Node[]): string =>
  nodes
    .map(visibleText)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

function readList(list: Element, depth: number): OrgNode[] {
  if (depth > MAX_DEPTH) return [];
  return Array.from(list.children)
    .filter((child) => child.localName === 'li')
    .map((li) => {
      const nested = Array.from(li.children).filter((child) => child.localName === 'ul' || child.localName === 'ol');
      const own = Array.from(li.childNodes).filter((node) => !nested.includes(node as Element));
      return {
        label: textOf(own),
        children: nested.flatMap((sub) => readList(sub, depth + 1)),
      };
    })
    .filter((node) => node.label !== '' || node.children.length > 0);
}

const htmlOf = (nodes: Node[]): string =>
  nodes
    .map((node) => (node.nodeType === Node.ELEMENT_NODE ? (node as Element).outerHTML : (node.textContent ?? '')))
    .join('');

/**
 * Splits ABOUT_ORGANIZATIONAL_CHART's body around its `<ul class="org-chart">`. The list is
 * read as text only (an inert parse: nothing in it runs or renders), so the chart can be drawn
 * by React; the HTML around it still goes through RichContent's sanitiser, which would drop the
 * class that marks the list.
 */
export function splitOrgChart(html: string | null | undefined): OrgChartParts {
  if (!html) return { before: '', chart: null, after: '' };
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const list = doc.body.querySelector(CHART_SELECTOR);
  if (!list) return { before: html, chart: null, after: '' };
  const chart = readList(list, 0);
  // The chart stands where the list stood when it is a top-level element; a list nested in a
  // wrapper is taken out and drawn after the text.
  if (list.parentElement === doc.body) {
    const siblings = Array.from(doc.body.childNodes);
    const at = siblings.indexOf(list);
    return { before: htmlOf(siblings.slice(0, at)), chart, after: htmlOf(siblings.slice(at + 1)) };
  }
  list.remove();
  return { before: doc.body.innerHTML, chart, after: '' };
}

/** Units in the whole chart (for its accessible summary). */
export function countNodes(nodes: readonly OrgNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}
