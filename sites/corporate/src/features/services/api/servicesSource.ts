import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type ServiceCategory = ContentSummary<'khcn_service_category'>;
export type ServiceCategoryDetail = ContentDetail<'khcn_service_category'>;
export type Service = ContentSummary<'khcn_service'>;
export type ServiceDetail = ContentDetail<'khcn_service'>;

/** The individual-customer service calls; the RootStore wires them to the content items API. */
export interface ServicesSource {
  listCategories(context: CallContext): Promise<ServiceCategory[]>;
  listServices(context: CallContext): Promise<Service[]>;
  listServicesOfCategory(slug: string, context: CallContext): Promise<Service[]>;
  getCategory(key: string, locale: Locale, signal: AbortSignal): Promise<ServiceCategoryDetail>;
  getService(key: string, locale: Locale, signal: AbortSignal): Promise<ServiceDetail>;
}

export function servicesSource(
  items: Pick<
    ContentItemsApi,
    'listKhcnServiceCategories' | 'listKhcnServices' | 'listKhcnServicesByCategory' | 'getKhcnServiceCategory' | 'getKhcnService'
  >,
): ServicesSource {
  return {
    listCategories: (context) => listAll(items.listKhcnServiceCategories, context),
    listServices: (context) => listAll(items.listKhcnServices, context),
    listServicesOfCategory: (slug, context) =>
      listAll((params, options) => items.listKhcnServicesByCategory(slug, params, options), context),
    getCategory: (key, locale, signal) => items.getKhcnServiceCategory(key, { locale, signal }),
    getService: (key, locale, signal) => items.getKhcnService(key, { locale, signal }),
  };
}
