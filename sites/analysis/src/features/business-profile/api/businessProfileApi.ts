/**
 * The calls of ho-so-doanh-nghiep (spec §7 "Analysis centre", §3 "Business profile" and the
 * "shareholder transaction" query; docs/fundamentals.md "API (company data)"), each a small
 * typed function whose answer is parsed with the shared schemas. The store imports this module
 * lazily, so zod loads with the first request, not with the site's entry.
 */
import { z } from 'zod';
import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  CapitalRaisingSchema,
  CompanyAssociationSchema,
  CompanyProfileSchema,
  LargeShareholderSchema,
  OfficerGroupSchema,
  OwnershipStructureSchema,
  ShareholderTransactionSchema,
  type CapitalRaising,
  type CompanyAssociation,
  type CompanyProfile,
  type LargeShareholder,
  type OfficerGroup,
  type OwnershipStructure,
  type ShareholderTransaction,
} from '@brokerage/shared/validation/companyDataApi.ts';
import { CompanySchema, type Company } from '@brokerage/shared/validation/marketApi.ts';

export type {
  CapitalRaising,
  Company,
  CompanyAssociation,
  CompanyProfile,
  LargeShareholder,
  OfficerGroup,
  OwnershipStructure,
  ShareholderTransaction,
};

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** A call about one company in `stock_symbol`, answered as `{data}`. */
const bySymbol =
  <S extends z.ZodType>(url: string, schema: S) =>
  (api: ApiClient, symbol: string, { locale, signal }: Call): Promise<z.output<S>> =>
    api.getData(url, schema, { params: { locale, stock_symbol: symbol }, signal });

/** `ttpt-other-information`: the business profile; null when the dataset has none. */
export const getCompanyProfile = bySymbol(
  'ttpt-other-information',
  CompanyProfileSchema.nullable(),
);

/** `ttpt-companies/{symbol}`: the market's record (exchange, listing date, indices). */
export const getCompany = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<Company> =>
  api.getData(`ttpt-companies/${encodeURIComponent(symbol)}`, CompanySchema, {
    params: { locale },
    signal,
  });

/** `ttpt-capital-raising-histories`: every change of charter capital, oldest first (the IPO). */
export const getCapitalHistory = bySymbol(
  'ttpt-capital-raising-histories',
  z.array(CapitalRaisingSchema),
);

/** `ttpt-company-associations`: subsidiaries, then associates, larger stakes first. */
export const getAssociations = bySymbol(
  'ttpt-company-associations',
  z.array(CompanyAssociationSchema),
);

/** `ttpt-ownership-structures`: state, foreign, other, adding up to 100 %. */
export const getOwnership = bySymbol(
  'ttpt-ownership-structures',
  z.array(OwnershipStructureSchema),
);

/** `ttpt-key-officers`: the boards in order, each in its own order (chair first). */
export const getOfficers = bySymbol('ttpt-key-officers', z.array(OfficerGroupSchema));

export interface PageOf {
  symbol: string;
  page: number;
  limit: number;
}

/** `ttpt-large-shareholders`: one page, largest holding first. */
export const getLargeShareholders = (
  api: ApiClient,
  { symbol, page, limit }: PageOf,
  { locale, signal }: Call,
): Promise<ListResult<LargeShareholder>> =>
  api.getList('ttpt-large-shareholders', LargeShareholderSchema, {
    params: { locale, stock_symbol: symbol, page, limit },
    signal,
  });

export interface InsiderTransactionsRequest extends PageOf {
  /** YYYY-MM-DD: those announced on that day or later; null for all. */
  announcedFrom: string | null;
}

/** `ttpt-shareholder-transactions`: one page, newest announcement first. */
export const getInsiderTransactions = (
  api: ApiClient,
  { symbol, page, limit, announcedFrom }: InsiderTransactionsRequest,
  { locale, signal }: Call,
): Promise<ListResult<ShareholderTransaction>> =>
  api.getList('ttpt-shareholder-transactions', ShareholderTransactionSchema, {
    params: {
      locale,
      stock_symbol: symbol,
      announced_date: announcedFrom ?? undefined,
      page,
      limit,
    },
    signal,
  });
