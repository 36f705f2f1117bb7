/**
 * The calls of lich-su-huong-quyen and lich-su-tang-von (spec §7 "Analysis centre", §3
 * "exercise-right" query; docs/fundamentals.md "API (company data)"), each a small typed
 * function whose answer is parsed with the shared schemas. The stores import this module
 * lazily, so zod loads with the first request.
 */
import { z } from 'zod';
import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  CapitalRaisingSchema,
  ExerciseRightTypeSchema,
  type CapitalRaising,
  type ExerciseRightType,
} from '@brokerage/shared/validation/companyDataApi.ts';
import { ExerciseRightSchema, type ExerciseRight } from '@brokerage/shared/validation/marketApi.ts';

export type { CapitalRaising, ExerciseRight, ExerciseRightType };

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

export interface ExerciseRightsRequest {
  symbol: string;
  /** An id of `exercise-right-types`; null for every type. */
  type: string | null;
  /** Words of the title in either language; empty for none. */
  keyword: string;
  page: number;
  limit: number;
}

/** `exercise-rights`: one page of a company's rights, newest ex-date first. */
export const getExerciseRights = (
  api: ApiClient,
  request: ExerciseRightsRequest,
  { locale, signal }: Call,
): Promise<ListResult<ExerciseRight>> =>
  api.getList('exercise-rights', ExerciseRightSchema, {
    params: {
      locale,
      stock_symbol: request.symbol,
      exercise_right_type_id: request.type ?? undefined,
      keyword: request.keyword === '' ? undefined : request.keyword,
      page: request.page,
      limit: request.limit,
    },
    signal,
  });

/** `exercise-right-types`: the type ids with their names in the locale. */
export const getExerciseRightTypes = (
  api: ApiClient,
  { locale, signal }: Call,
): Promise<ExerciseRightType[]> =>
  api.getData('exercise-right-types', z.array(ExerciseRightTypeSchema), {
    params: { locale },
    signal,
  });

/**
 * `ttpt-capital-raising-histories`: every change of charter capital, oldest first. The
 * `ttpt-stox-tb-fund-{type}/capital-raising-history` call answers the same rows but needs the
 * firm type in its path, which this page does not otherwise need.
 */
export const getCapitalRaisingHistory = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<CapitalRaising[]> =>
  api.getData('ttpt-capital-raising-histories', z.array(CapitalRaisingSchema), {
    params: { locale, stock_symbol: symbol },
    signal,
  });
