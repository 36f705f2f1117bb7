import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
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
export type DealRole = 'lead_underwriter' | 'co_underwriter' | 'financial_advisor' | 'issuance_agent' | 'listing_advisor';

type Getter<T> = (key: string, locale: Locale, signal: AbortSignal) => Promise<T>;

/** The organisation and investment-banking calls; the RootStore wires them to the API. */
export interface InvestmentBankingSource {
  listKhtcServices(context: CallContext): Promise<KhtcService[]>;
  getKhtcService: Getter<KhtcServiceDetail>;
  listNhdtServices(context: CallContext): Promise<NhdtService[]>;
  getNhdtService: Getter<NhdtServiceDetail>;
  listBusinessLines(context: CallContext): Promise<BusinessLine[]>;
  getBusinessLine: Getter<BusinessLineDetail>;
  listRecentDeals(context: CallContext): Promise<RecentDeal[]>;
  /** Slug of the CMS page with this template in the language, or null. */
  findTemplatePage(templateCode: string, context: CallContext): Promise<string | null>;
}

export function investmentBankingSource(
  items: Pick<
    ContentItemsApi,
    | 'listKhtcServices'
    | 'getKhtcService'
    | 'listNhdtServices'
    | 'getNhdtService'
    | 'listNhdtBusiness'
    | 'getNhdtBusiness'
    | 'listRecentDeals'
  >,
  api: Pick<ApiClient, 'getList'>,
): InvestmentBankingSource {
  return {
    listKhtcServices: (context) => listAll(items.listKhtcServices, context),
    getKhtcService: (key, locale, signal) => items.getKhtcService(key, { locale, signal }),
    listNhdtServices: (context) => listAll(items.listNhdtServices, context),
    getNhdtService: (key, locale, signal) => items.getNhdtService(key, { locale, signal }),
    listBusinessLines: (context) => listAll(items.listNhdtBusiness, context),
    getBusinessLine: (key, locale, signal) => items.getNhdtBusiness(key, { locale, signal }),
    listRecentDeals: (context) => listAll(items.listRecentDeals, context),
    findTemplatePage: (templateCode, context) => findTemplatePageSlug(api, templateCode, context),
  };
}
