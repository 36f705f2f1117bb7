import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems, itemByKey } from '../../../lib/catalog/contentCalls';
import type { CallContext } from '../../../lib/catalog/listAll';
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
export const listKhtcServices = allItems<KhtcService>((items) => items.listKhtcServices);

/** One organisation-customer service (`GET khtc-services/{slug}`). */
export const getKhtcService = itemByKey<KhtcServiceDetail>((items) => items.getKhtcService);

/** The investment-banking services (`GET nhdt-services`). */
export const listNhdtServices = allItems<NhdtService>((items) => items.listNhdtServices);

/** One investment-banking service (`GET nhdt-services/{slug}`). */
export const getNhdtService = itemByKey<NhdtServiceDetail>((items) => items.getNhdtService);

/** The investment-banking business lines (`GET nhdt-business`). */
export const listBusinessLines = allItems<BusinessLine>((items) => items.listNhdtBusiness);

/** One business line (`GET nhdt-business/{slug}`). */
export const getBusinessLine = itemByKey<BusinessLineDetail>((items) => items.getNhdtBusiness);

/** The recent deals (`GET recent-deals`), in CMS order. */
export const listRecentDeals = allItems<RecentDeal>((items) => items.listRecentDeals);

/** Slug of the NHDT_RECENT_DEAL page in the call's language, or null when the CMS has none. */
export const findRecentDealsPage = (api: ApiClient, call: CallContext): Promise<string | null> =>
  findTemplatePageSlug(api, 'NHDT_RECENT_DEAL', call);
