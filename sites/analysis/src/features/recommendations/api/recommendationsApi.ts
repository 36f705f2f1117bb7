/**
 * The analysts' recommendations (spec §7 "Analysis centre": `ttpt-suggestion-categories`,
 * `ttpt-recommendations` and its history, and their two .xlsx exports), each a small typed
 * function whose answer is parsed with the shared schemas (`validation/companyDataApi.ts`).
 */
import { z } from 'zod';
import type { ApiClient, BlobResult, ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  RecommendationCategorySchema,
  RecommendationSchema,
  type Recommendation,
  type RecommendationCategory,
} from '@brokerage/shared/validation/companyDataApi.ts';

export type { Recommendation, RecommendationCategory };

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** The filters every recommendation call and export takes. */
export interface RecommendationFilter {
  categoryCode: string;
  /** One company's calls. */
  symbol?: string;
}

export interface RecommendationPage extends RecommendationFilter {
  page: number;
  limit: number;
}

const filterParams = ({ categoryCode, symbol }: RecommendationFilter) => ({
  category_code: categoryCode,
  stock_symbol: symbol,
});

/** `ttpt-suggestion-categories`: each category's columns (columnsData) and their headers. */
export const getRecommendationCategories = (
  api: ApiClient,
  { locale, signal }: Call,
): Promise<RecommendationCategory[]> =>
  api.getData('ttpt-suggestion-categories', z.array(RecommendationCategorySchema), {
    params: { locale },
    signal,
  });

/** `ttpt-recommendations`: the latest call on each company of the category, newest first. */
export const getRecommendations = (
  api: ApiClient,
  request: RecommendationPage,
  { locale, signal }: Call,
): Promise<ListResult<Recommendation>> =>
  api.getList('ttpt-recommendations', RecommendationSchema, {
    params: { locale, ...filterParams(request), page: request.page, limit: request.limit },
    signal,
  });

/** `ttpt-recommendations/history`: every call of the filter, newest first. */
export const getRecommendationHistory = (
  api: ApiClient,
  request: RecommendationPage,
  { locale, signal }: Call,
): Promise<ListResult<Recommendation>> =>
  api.getList('ttpt-recommendations/history', RecommendationSchema, {
    params: { locale, ...filterParams(request), page: request.page, limit: request.limit },
    signal,
  });

/** Which of the two exports: the latest calls, or the history. */
export type RecommendationExportKind = 'latest' | 'history';

const EXPORT_URLS: Record<RecommendationExportKind, string> = {
  latest: 'ttpt-recommendations/export',
  history: 'ttpt-recommendations/history/export',
};

/**
 * `POST ttpt-recommendations/export?locale=` or `…/history/export` (spec §7, blob): the workbook
 * of the filter, headed in the locale; the reCAPTCHA token goes with it when there is one.
 */
export const exportRecommendations = (
  api: ApiClient,
  kind: RecommendationExportKind,
  filter: RecommendationFilter,
  { locale, signal, recaptchaToken }: Call & { recaptchaToken: string | null },
): Promise<BlobResult> =>
  api.postBlob(
    EXPORT_URLS[kind],
    { ...filterParams(filter), grecaptcha_token: recaptchaToken },
    { params: { locale }, signal },
  );
