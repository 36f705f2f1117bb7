import { useEffect, useState } from 'react';
import { checkBrowserSupport, type BrowserSupport } from '../lib/browserSupport';

/**
 * The browser's support, read after mount: the server render knows no user agent features, and
 * reading them during render would make the first client render differ from the server's.
 * `given` (tests, or a parent that already checked) is used as is.
 */
export function useBrowserSupport(given?: BrowserSupport): BrowserSupport | null {
  const [support, setSupport] = useState<BrowserSupport | null>(null);
  useEffect(() => {
    if (!given) setSupport(checkBrowserSupport());
  }, [given]);
  return given ?? support;
}
