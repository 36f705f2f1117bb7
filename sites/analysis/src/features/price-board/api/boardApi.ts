/**
 * The board's calls: the listed companies (sector, index baskets, shares), read in pages of the
 * API's largest size. The store imports this module lazily: zod and the schemas come with the
 * first request.
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CompanySchema, type Company } from '@brokerage/shared/validation/marketApi.ts';

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

const PAGE = 100;

/** `ttpt-companies`, every page: the whole market's companies (some 1,600 on a real one). */
export async function getAllCompanies(
  api: ApiClient,
  { locale, signal }: Call,
): Promise<Company[]> {
  const page = (n: number) =>
    api.getList('ttpt-companies', CompanySchema, {
      params: { locale, page: n, limit: PAGE },
      signal,
    });
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((result) => result.data);
}
