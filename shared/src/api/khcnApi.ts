import {
  SpecialistRatingResultSchema,
  SpecialistRatingSchema,
  type SpecialistRating,
  type SpecialistRatingInput,
  type SpecialistRatingResult,
} from '../validation/customers';
import {
  KhcnAreaSchema,
  KhcnDepartmentSchema,
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
  type KhcnSpecialist,
} from '../validation/khcn';
import type { z } from 'zod';
import type { ApiClient, ApiLocale } from './client';

export interface KhcnCallOptions {
  locale: ApiLocale;
  signal?: AbortSignal;
  page?: number;
  limit?: number;
}

/** A list call's request: the language and the page asked for, and the signal. */
const listRequest = ({ locale, page, limit, signal }: KhcnCallOptions) => ({
  params: {
    locale,
    ...(page !== undefined ? { page: String(page) } : {}),
    ...(limit !== undefined ? { limit: String(limit) } : {}),
  },
  signal,
});

/** A rating call's options: the language of its messages and the signal, both optional. */
type RatingCallOptions = Pick<KhcnCallOptions, 'signal'> & { locale?: ApiLocale };

/** A call for the customer's own rating: the language and the signal, each when given. */
const ratingRequest = (options: RatingCallOptions) => ({
  ...(options.locale ? { params: { locale: options.locale } } : {}),
  ...(options.signal ? { signal: options.signal } : {}),
});

/** The individual-customer network endpoints (`khcn/*`, spec §7). */
export function createKhcnApi(client: ApiClient) {
  const list = <S extends z.ZodType>(url: string, schema: S, options: KhcnCallOptions) =>
    client.getList(url, schema, listRequest(options));
  return {
    getAreas: (options: KhcnCallOptions) => list('khcn/areas', KhcnAreaSchema, options),

    getDepartmentsByArea: (areaId: number, options: KhcnCallOptions) =>
      list(`khcn/departments/area/${areaId}`, KhcnDepartmentSchema, options),

    getSpecialists: (options: KhcnCallOptions) =>
      list('khcn/specialists', KhcnSpecialistSummarySchema, options),

    getSpecialistsByDepartment: (departmentId: number, options: KhcnCallOptions) =>
      list(`khcn/specialists/department/${departmentId}`, KhcnSpecialistSummarySchema, options),

    getSpecialist(id: number, options: KhcnCallOptions): Promise<KhcnSpecialist> {
      return client.getData(`khcn/specialists/${id}`, KhcnSpecialistSchema, {
        params: { locale: options.locale },
        signal: options.signal,
      });
    },

    /**
     * `POST khcn/specialists/{id}/rating` (bearer): the customer's rating, replacing an earlier
     * one, and the specialist's new average. 401 `rating_login_required` without a session.
     */
    rateSpecialist(
      id: number,
      body: SpecialistRatingInput,
      options: RatingCallOptions = {},
    ): Promise<SpecialistRatingResult> {
      return client.postData(
        `khcn/specialists/${id}/rating`,
        body,
        SpecialistRatingResultSchema,
        ratingRequest(options),
      );
    },

    /** `GET khcn/specialists/{id}/rating` (bearer): the customer's own rating, or null. */
    getMyRating(id: number, options: RatingCallOptions = {}): Promise<SpecialistRating | null> {
      return client.getData(
        `khcn/specialists/${id}/rating`,
        SpecialistRatingSchema.nullable(),
        ratingRequest(options),
      );
    },
  };
}

export type KhcnApi = ReturnType<typeof createKhcnApi>;
