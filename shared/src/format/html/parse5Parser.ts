import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { HtmlNode, HtmlParser } from './sanitizeHtml';

type Parse5Node = DefaultTreeAdapterMap['childNode'];

function fromParse5(node: Parse5Node): HtmlNode | null {
  if (node.nodeName === '#text' && 'value' in node) return { text: node.value };
  if (!('tagName' in node)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    html: node.namespaceURI === 'http://www.w3.org/1999/xhtml',
    attributes: new Map(node.attrs.map(({ name, value }) => [name, value])),
    children: node.childNodes.flatMap((child) => fromParse5(child) ?? []),
  };
}

/**
 * The server's parser for CMS HTML (start/renderSite sets it for the server render; the API
 * passes it to sanitizeHtml and parseHtml): parse5 implements the same HTML parsing algorithm as
 * the browser's DOMParser, so both sanitise to the same markup.
 */
export const parse5Parser: HtmlParser = (html) => {
  const document = parse(`<!doctype html><html><body>${html}</body></html>`);
  const root = document.childNodes.find((node) => node.nodeName === 'html');
  const body =
    root && 'childNodes' in root
      ? root.childNodes.find((node) => node.nodeName === 'body')
      : undefined;
  return body && 'childNodes' in body
    ? body.childNodes.flatMap((child) => fromParse5(child) ?? [])
    : [];
};
