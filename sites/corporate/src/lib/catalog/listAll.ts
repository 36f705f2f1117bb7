import type { ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

/** The API's largest page (PagingQuerySchema). */
export const MAX_PAGE_SIZE = 100;
/** A guard, not a business limit: no catalog of this site comes near 2000 entries. */
const MAX_PAGES = 20;

export interface CallContext {
  locale: Locale;
  signal: AbortSignal;
}

export type PagedCall<T> = (
  params: { page: number; limit: number },
  options: { locale: Locale; signal: AbortSignal },
) => Promise<ListResult<T>>;

/**
 * Every row of a short catalog (services, branches, FAQs…): the first page of 100, then any
 * further pages together. These screens group and filter the whole list on the client.
 */
export async function listAll<T>(call: PagedCall<T>, { locale, signal }: CallContext): Promise<T[]> {
  const first = await call({ page: 1, limit: MAX_PAGE_SIZE }, { locale, signal });
  const pages = Math.min(first.meta.totalPages, MAX_PAGES);
  if (pages <= 1) return first.data;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => call({ page: i + 2, limit: MAX_PAGE_SIZE }, { locale, signal })),
  );
  return [...first.data, ...rest.flatMap((result) => result.data)];
}
