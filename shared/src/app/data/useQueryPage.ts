import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?page=` as a page number: 1 when missing, zero, negative, fractional or not a number. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export interface QueryPage {
  /** The page the URL asks for (see `parsePage`). */
  page: number;
  /** Goes to a page with a new history entry (back/forward walk the pages). */
  setPage: (page: number) => void;
  /** Corrects the URL's page without a history entry (a page past the end). */
  replacePage: (page: number) => void;
}

/**
 * The list page held in the URL's `?page=`, so reload, back/forward and shared links keep it.
 * Page 1 is the bare URL; other query parameters are kept.
 */
export function useQueryPage(): QueryPage {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const go = useCallback(
    (next: number, replace: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  const setPage = useCallback((next: number) => go(next, false), [go]);
  const replacePage = useCallback((next: number) => go(next, true), [go]);
  return { page, setPage, replacePage };
}

/**
 * A list filter held in the URL (`?year=2024`, `?category=…`): changing it starts again at page
 * 1. `null` removes it.
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const setValue = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null || next === '') updated.delete(name);
          else updated.set(name, next);
          updated.delete('page');
          return updated;
        },
        { preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [value, setValue];
}
