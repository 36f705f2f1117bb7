import { useEffect, useState } from 'react';
import {
  onVisitorWatchlistChange,
  readVisitorWatchlist,
} from '../../../lib/watchlist/visitorWatchlist';

/**
 * The visitor's watchlist in this browser, read after the first render (the server's markup has
 * none: null until then, so both renders agree) and again when another tab changes it.
 */
export function useVisitorWatchlist(): string[] | null {
  const [symbols, setSymbols] = useState<string[] | null>(null);
  useEffect(() => {
    const read = () =>
      setSymbols((before) => {
        const now = readVisitorWatchlist();
        // The same list keeps its identity: the filter, and so the request, stay the same.
        return before !== null && before.join() === now.join() ? before : now;
      });
    read();
    return onVisitorWatchlistChange(read);
  }, []);
  return symbols;
}
