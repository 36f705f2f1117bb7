import {
  KhcnAreaSchema,
  KhcnDepartmentSchema,
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
  type KhcnArea,
  type KhcnDepartment,
  type KhcnSpecialist,
  type KhcnSpecialistSummary,
} from '../validation';
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

    getDepartmentsByArea(areaId: number, options: KhcnCallOptions): Promise<ListResult<KhcnDepartment>> {
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
  };
}

export type KhcnApi = ReturnType<typeof createKhcnApi>;
