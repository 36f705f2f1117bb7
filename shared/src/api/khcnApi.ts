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
  type KhcnArea,
  type KhcnDepartment,
  type KhcnSpecialist,
  type KhcnSpecialistSummary,
} from '../validation/khcn';
import type { ApiClient, ApiLocale, ListResult } from './client';

export interface KhcnCallOptions {
  locale: ApiLocale;
  signal?: AbortSignal;
  page?: number;
  limit?: number;
}

const params = ({ locale, page, limit }: KhcnCallOptions) => ({
  locale,
  ...(page !== undefined ? { page: String(page) } : {}),
  ...(limit !== undefined ? { limit: String(limit) } : {}),
});

/** The individual-customer network endpoints (`khcn/*`, spec §7). */
export function createKhcnApi(client: ApiClient) {
  return {
    getAreas(options: KhcnCallOptions): Promise<ListResult<KhcnArea>> {
      return client.getList('khcn/areas', KhcnAreaSchema, {
        params: params(options),
        signal: options.signal,
      });
    },

    getDepartmentsByArea(
      areaId: number,
      options: KhcnCallOptions,
    ): Promise<ListResult<KhcnDepartment>> {
      return client.getList(`khcn/departments/area/${areaId}`, KhcnDepartmentSchema, {
        params: params(options),
        signal: options.signal,
      });
    },

    getSpecialists(options: KhcnCallOptions): Promise<ListResult<KhcnSpecialistSummary>> {
      return client.getList('khcn/specialists', KhcnSpecialistSummarySchema, {
        params: params(options),
        signal: options.signal,
      });
    },

    getSpecialistsByDepartment(
      departmentId: number,
      options: KhcnCallOptions,
    ): Promise<ListResult<KhcnSpecialistSummary>> {
      return client.getList(
        `khcn/specialists/department/${departmentId}`,
        KhcnSpecialistSummarySchema,
        { params: params(options), signal: options.signal },
      );
    },

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
      options: Pick<KhcnCallOptions, 'signal'> & { locale?: ApiLocale } = {},
    ): Promise<SpecialistRatingResult> {
      return client.postData(`khcn/specialists/${id}/rating`, body, SpecialistRatingResultSchema, {
        ...(options.locale ? { params: { locale: options.locale } } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },

    /** `GET khcn/specialists/{id}/rating` (bearer): the customer's own rating, or null. */
    getMyRating(
      id: number,
      options: Pick<KhcnCallOptions, 'signal'> & { locale?: ApiLocale } = {},
    ): Promise<SpecialistRating | null> {
      return client.getData(`khcn/specialists/${id}/rating`, SpecialistRatingSchema.nullable(), {
        ...(options.locale ? { params: { locale: options.locale } } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
  };
}

export type KhcnApi = ReturnType<typeof createKhcnApi>;
