import { parse5Parser } from '../format/html/parse5Parser';
import { domParser, setHtmlParser } from '../format/html/sanitizeHtml';

export function withServerHtmlParser<T>(read: () => T): T {
  setHtmlParser(parse5Parser);
  try {
    return read();
  } finally {
    setHtmlParser(domParser);
  }
}
