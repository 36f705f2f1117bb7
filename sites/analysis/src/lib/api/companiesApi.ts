/**
 * The listed companies (sector, index baskets, shares outstanding), every page of
 * `ttpt-companies` at the API's largest size: the price board's tabs and the sector heatmap need
 * the whole market. Imported lazily (zod and the schemas come with the first request).
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CompanySchema, type Company } from '@brokerage/shared/validation/marketApi.ts';

const PAGE = 100;

/** `ttpt-companies`, every page: the whole market's companies (some 1,600 on a real one). */
export async function getAllCompanies(
  api: ApiClient,
  { locale, signal }: { locale: Locale; signal?: AbortSignal },
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
