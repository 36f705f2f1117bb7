import { parse5Parser } from '../ui/components/RichContent/parse5Parser';
import { domParser, setHtmlParser } from '../ui/components/RichContent/sanitizeHtml';

export function withServerHtmlParser<T>(read: () => T): T {
  setHtmlParser(parse5Parser);
  try {
    return read();
  } finally {
    setHtmlParser(domParser);
  }
}
