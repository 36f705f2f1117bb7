import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createKhcnApi } from '@brokerage/shared/api/khcnApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  SpecialistRating,
  SpecialistRatingInput,
  SpecialistRatingResult,
} from '@brokerage/shared/validation/customers.ts';
import type { KhcnArea, KhcnSpecialist } from '@brokerage/shared/validation/khcn.ts';
import type { CallContext } from '../../../lib/catalog/listAll';

/** Every list is short (3 areas, a few desks, a few people each): one page of 100 is all. */
const ALL = 100;

/** The areas of the advisers' network (`GET khcn/areas`). */
export const listAreas = async (api: ApiClient, call: CallContext): Promise<KhcnArea[]> =>
  (await createKhcnApi(api).getAreas({ ...call, limit: ALL })).data;

/** Every row of one parent's list (an area's desks, a desk's advisers): one page of ALL. */
const allUnder =
  <T>(
    pick: (
      khcn: ReturnType<typeof createKhcnApi>,
    ) => (id: number, options: CallContext & { limit: number }) => Promise<{ data: T[] }>,
  ) =>
  async (api: ApiClient, id: number, call: CallContext): Promise<T[]> =>
    (await pick(createKhcnApi(api))(id, { ...call, limit: ALL })).data;

/** The desks of one area (`GET khcn/departments/area/{id}`). */
export const listDepartmentsOfArea = allUnder((khcn) => khcn.getDepartmentsByArea);

/** The advisers of one desk (`GET khcn/specialists/department/{id}`). */
export const listSpecialistsOfDepartment = allUnder((khcn) => khcn.getSpecialistsByDepartment);

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
