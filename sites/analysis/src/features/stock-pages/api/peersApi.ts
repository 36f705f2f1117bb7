/**
 * `ttpt-company-peers/{symbol}` (issue 27 item 4): the company beside its sector peers with the
 * sector median, parsed with the shared schema. The store imports this module lazily: zod and
 * the schema come with the first request.
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  type CompanyPeer,
  type CompanyPeers,
  CompanyPeersSchema,
} from '@brokerage/shared/validation/companyPeersApi.ts';

export type { CompanyPeer, CompanyPeers };

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** 404 `stock_symbol_not_found` for a symbol no company has. */
export const getCompanyPeers = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<CompanyPeers> =>
  api.getData(`ttpt-company-peers/${encodeURIComponent(symbol)}`, CompanyPeersSchema, {
    params: { locale },
    signal,
  });
