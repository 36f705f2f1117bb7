import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createKhcnApi } from '@brokerage/shared/api/khcnApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  SpecialistRating,
  SpecialistRatingInput,
  SpecialistRatingResult,
} from '@brokerage/shared/validation/customers.ts';
import type {
  KhcnArea,
  KhcnDepartment,
  KhcnSpecialist,
  KhcnSpecialistSummary,
} from '@brokerage/shared/validation/khcn.ts';
import type { CallContext } from '../../../lib/catalog/listAll';

/** Every list is short (3 areas, a few desks, a few people each): one page of 100 is all. */
const ALL = 100;

/** The areas of the advisers' network (`GET khcn/areas`). */
export const listAreas = async (api: ApiClient, call: CallContext): Promise<KhcnArea[]> =>
  (await createKhcnApi(api).getAreas({ ...call, limit: ALL })).data;

/** The desks of one area (`GET khcn/departments/area/{id}`). */
export const listDepartmentsOfArea = async (
  api: ApiClient,
  areaId: number,
  call: CallContext,
): Promise<KhcnDepartment[]> =>
  (await createKhcnApi(api).getDepartmentsByArea(areaId, { ...call, limit: ALL })).data;

/** The advisers of one desk (`GET khcn/specialists/department/{id}`). */
export const listSpecialistsOfDepartment = async (
  api: ApiClient,
  departmentId: number,
  call: CallContext,
): Promise<KhcnSpecialistSummary[]> =>
  (await createKhcnApi(api).getSpecialistsByDepartment(departmentId, { ...call, limit: ALL })).data;

/** One adviser with contact details and biography (`GET khcn/specialists/{id}`). */
export const getSpecialist = (
  api: ApiClient,
  id: number,
  call: CallContext,
): Promise<KhcnSpecialist> => createKhcnApi(api).getSpecialist(id, call);

/**
 * `POST khcn/specialists/{id}/rating` (bearer): the customer's rating, replacing an earlier one,
 * and the adviser's new average. 401 without a customer session.
 */
export const rateSpecialist = (
  api: ApiClient,
  id: number,
  body: SpecialistRatingInput,
  locale: Locale,
): Promise<SpecialistRatingResult> => createKhcnApi(api).rateSpecialist(id, body, { locale });

/** The customer's own earlier rating of the adviser, or null (`GET khcn/specialists/{id}/rating`). */
export const getMyRating = (
  api: ApiClient,
  id: number,
  call: CallContext,
): Promise<SpecialistRating | null> => createKhcnApi(api).getMyRating(id, call);
