import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyKhcnApi } from '@brokerage/shared/api/lazyApis.ts';
import type { InvestmentConsultingSource } from '../stores/InvestmentConsultingStore';

/** Every list is short (3 areas, a few desks, a few people each): one page of 100 is all. */
const ALL = 100;

export function investmentConsultingSource(api: ApiClient): InvestmentConsultingSource {
  const khcn = lazyKhcnApi(api);
  return {
    getAreas: async (locale, signal) => (await khcn.getAreas({ locale, signal, limit: ALL })).data,
    getDepartments: async (areaId, locale, signal) =>
      (await khcn.getDepartmentsByArea(areaId, { locale, signal, limit: ALL })).data,
    getSpecialists: async (departmentId, locale, signal) =>
      (await khcn.getSpecialistsByDepartment(departmentId, { locale, signal, limit: ALL })).data,
    getSpecialist: (id, locale, signal) => khcn.getSpecialist(id, { locale, signal }),
    rateSpecialist: (id, body, locale) => khcn.rateSpecialist(id, body, { locale }),
    getMyRating: (id, locale, signal) => khcn.getMyRating(id, { locale, signal }),
  };
}
