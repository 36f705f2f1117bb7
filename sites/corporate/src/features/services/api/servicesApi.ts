import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems, allItemsOf, itemByKey } from '../../../lib/catalog/contentCalls';

export type ServiceCategory = ContentSummary<'khcn_service_category'>;
export type ServiceCategoryDetail = ContentDetail<'khcn_service_category'>;
export type Service = ContentSummary<'khcn_service'>;
export type ServiceDetail = ContentDetail<'khcn_service'>;

/** The individual-customer service categories, in CMS order (`GET khcn-service-categories`). */
export const listServiceCategories = allItems<ServiceCategory>(
  (items) => items.listKhcnServiceCategories,
);

/** Every individual-customer service (`GET khcn-services`). */
export const listServices = allItems<Service>((items) => items.listKhcnServices);

/** The services of one category (`GET khcn-services/category/{slug}`). */
export const listServicesOfCategory = allItemsOf<Service, string>(
  (items, slug) => (params, options) => items.listKhcnServicesByCategory(slug, params, options),
);

/** One category's own page (`GET khcn-service-categories/{slug}`); 404 when there is none. */
export const getServiceCategory = itemByKey<ServiceCategoryDetail>(
  (items) => items.getKhcnServiceCategory,
);

/** One service (`GET khcn-services/{slug}`); 404 when there is none. */
export const getService = itemByKey<ServiceDetail>((items) => items.getKhcnService);
