import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type ServiceCategory = ContentSummary<'khcn_service_category'>;
export type ServiceCategoryDetail = ContentDetail<'khcn_service_category'>;
export type Service = ContentSummary<'khcn_service'>;
export type ServiceDetail = ContentDetail<'khcn_service'>;

/** The individual-customer service categories, in CMS order (`GET khcn-service-categories`). */
export const listServiceCategories = (
  api: ApiClient,
  call: CallContext,
): Promise<ServiceCategory[]> =>
  listAll(createContentItemsApi(api).listKhcnServiceCategories, call);

/** Every individual-customer service (`GET khcn-services`). */
export const listServices = (api: ApiClient, call: CallContext): Promise<Service[]> =>
  listAll(createContentItemsApi(api).listKhcnServices, call);

/** The services of one category (`GET khcn-services/category/{slug}`). */
export const listServicesOfCategory = (
  api: ApiClient,
  slug: string,
  call: CallContext,
): Promise<Service[]> => {
  const items = createContentItemsApi(api);
  return listAll(
    (params, options) => items.listKhcnServicesByCategory(slug, params, options),
    call,
  );
};

/** One category's own page (`GET khcn-service-categories/{slug}`); 404 when there is none. */
export const getServiceCategory = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<ServiceCategoryDetail> => createContentItemsApi(api).getKhcnServiceCategory(key, call);

/** One service (`GET khcn-services/{slug}`); 404 when there is none. */
export const getService = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<ServiceDetail> => createContentItemsApi(api).getKhcnService(key, call);
