import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';
import { findTemplatePageSlug } from '../../../lib/catalog/templatePages';

export type KhtcService = ContentSummary<'khtc_service'>;
export type KhtcServiceDetail = ContentDetail<'khtc_service'>;
export type NhdtService = ContentSummary<'nhdt_service'>;
export type NhdtServiceDetail = ContentDetail<'nhdt_service'>;
export type BusinessLine = ContentSummary<'nhdt_business'>;
export type BusinessLineDetail = ContentDetail<'nhdt_business'>;
export type RecentDeal = ContentSummary<'recent_deal'>;
export type DealRole =
  | 'lead_underwriter'
  | 'co_underwriter'
  | 'financial_advisor'
  | 'issuance_agent'
  | 'listing_advisor';

/** The organisation-customer services (`GET khtc-services`). */
export const listKhtcServices = (api: ApiClient, call: CallContext): Promise<KhtcService[]> =>
  listAll(createContentItemsApi(api).listKhtcServices, call);

/** One organisation-customer service (`GET khtc-services/{slug}`). */
export const getKhtcService = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<KhtcServiceDetail> => createContentItemsApi(api).getKhtcService(key, call);

/** The investment-banking services (`GET nhdt-services`). */
export const listNhdtServices = (api: ApiClient, call: CallContext): Promise<NhdtService[]> =>
  listAll(createContentItemsApi(api).listNhdtServices, call);

/** One investment-banking service (`GET nhdt-services/{slug}`). */
export const getNhdtService = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<NhdtServiceDetail> => createContentItemsApi(api).getNhdtService(key, call);

/** The investment-banking business lines (`GET nhdt-business`). */
export const listBusinessLines = (api: ApiClient, call: CallContext): Promise<BusinessLine[]> =>
  listAll(createContentItemsApi(api).listNhdtBusiness, call);

/** One business line (`GET nhdt-business/{slug}`). */
export const getBusinessLine = (
  api: ApiClient,
  key: string,
  call: CallContext,
): Promise<BusinessLineDetail> => createContentItemsApi(api).getNhdtBusiness(key, call);

/** The recent deals (`GET recent-deals`), in CMS order. */
export const listRecentDeals = (api: ApiClient, call: CallContext): Promise<RecentDeal[]> =>
  listAll(createContentItemsApi(api).listRecentDeals, call);

/** Slug of the NHDT_RECENT_DEAL page in the call's language, or null when the CMS has none. */
export const findRecentDealsPage = (api: ApiClient, call: CallContext): Promise<string | null> =>
  findTemplatePageSlug(api, 'NHDT_RECENT_DEAL', call);
