import {
  parseHtml,
  serializeHtml,
  type HtmlNode,
} from '@brokerage/shared/format/html/sanitizeHtml.ts';

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

/** Deeper nesting than any real organisation; guards against a runaway document. */
const MAX_DEPTH = 8;

type ElementNode = Extract<HtmlNode, { tag: string }>;

const isElement = (node: HtmlNode): node is ElementNode => 'tag' in node;

/** Elements whose text is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

function visibleText(node: HtmlNode): string {
  if (!isElement(node)) return node.text;
  if (HIDDEN.has(node.tag)) return '';
  if (node.tag === 'br') return ' ';
  return node.children.map(visibleText).join('');
}

const textOf = (nodes: HtmlNode[]): string =>
  nodes.map(visibleText).join('').replace(/\s+/g, ' ').trim();

const isList = (node: HtmlNode): node is ElementNode =>
  isElement(node) && (node.tag === 'ul' || node.tag === 'ol');

function readList(list: ElementNode, depth: number): OrgNode[] {
  if (depth > MAX_DEPTH) return [];
  return list.children
    .filter((child): child is ElementNode => isElement(child) && child.tag === 'li')
    .map((li) => ({
      label: textOf(li.children.filter((node) => !isList(node))),
      children: li.children.filter(isList).flatMap((sub) => readList(sub, depth + 1)),
    }))
    .filter((node) => node.label !== '' || node.children.length > 0);
}

const isChart = (node: HtmlNode): node is ElementNode =>
  isElement(node) &&
  node.tag === 'ul' &&
  (node.attributes.get('class') ?? '').split(/\s+/).includes('org-chart');

/** The first chart list in document order, and the children array that holds it. */
function findChart(nodes: HtmlNode[]): { list: ElementNode; siblings: HtmlNode[] } | null {
  for (const node of nodes) {
    if (isChart(node)) return { list: node, siblings: nodes };
    if (isElement(node)) {
      const found = findChart(node.children);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Splits ABOUT_ORGANIZATIONAL_CHART's body around its `<ul class="org-chart">`. The list is
 * read as text only (parsed, never rendered: nothing in it runs), so the chart can be drawn
 * by React; the HTML around it still goes through RichContent's sanitiser, which would drop the
 * class that marks the list. The parser is the one of where the code runs (the browser's, or
 * parse5 in the server render), so both split the same way.
 */
export function splitOrgChart(html: string | null | undefined): OrgChartParts {
  if (!html) return { before: '', chart: null, after: '' };
  const body = parseHtml(html);
  const found = findChart(body);
  if (!found) return { before: html, chart: null, after: '' };
  const chart = readList(found.list, 0);
  const at = found.siblings.indexOf(found.list);
  // The chart stands where the list stood when it is a top-level element; a list nested in a
  // wrapper is taken out and drawn after the text.
  if (found.siblings === body) {
    return {
      before: serializeHtml(body.slice(0, at)),
      chart,
      after: serializeHtml(body.slice(at + 1)),
    };
  }
  found.siblings.splice(at, 1);
  return { before: serializeHtml(body), chart, after: '' };
}

/** Units in the whole chart (for its accessible summary). */
export function countNodes(nodes: readonly OrgNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}
