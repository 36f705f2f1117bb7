import type { z } from 'zod';
import type {
  AnalysisReport,
  AnalysisReportCategory,
  ContentDetail,
  ContentSummary,
  ContentType,
  DepartmentDetail,
} from '../validation/contentItems';
import { loadOnce } from './lazyApi';
import {
  lazySchemas,
  type ApiClient,
  type ApiLocale,
  type BlobResult,
  type ListResult,
  type QueryParams,
} from './client';

// The schemas (and zod) load only when an answer has to be parsed: a server-rendered page
// hydrates from the parsed answers in it (issue 26 item 4).
const load = () => import('../validation/contentItems');
const items = lazySchemas(load);

/** One schema object per content type and shape, so that the server's record can tell them apart. */
const byType = new Map<string, () => Promise<z.ZodType>>();
const typeSchema = (shape: 'summary' | 'detail', type: ContentType) => {
  const key = `${shape}:${type}`;
  let schema = byType.get(key);
  if (!schema) {
    schema = loadOnce(() =>
      load().then((m) =>
        shape === 'summary' ? m.contentSummarySchema(type) : m.contentDetailSchema(type),
      ),
    );
    byType.set(key, schema);
  }
  return schema;
};

export interface ContentListParams {
  page?: number;
  limit?: number;
  /** A category's id or slug. */
  category?: string | number;
  outstanding?: boolean;
  year?: number;
}

export interface ContentCallOptions {
  signal?: AbortSignal;
  /** The language of the call when it is not the page's. */
  locale?: ApiLocale;
}

const query = (params: object, options?: ContentCallOptions): QueryParams => {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null)
      out[key] = typeof value === 'boolean' ? (value ? '1' : '0') : value;
  }
  if (options?.locale) out.locale = options.locale;
  return out;
};

const seg = encodeURIComponent;

/**
 * The content endpoints of spec §7 ("System and content"). Each list endpoint is one content
 * type; the item shapes are `contentSummarySchema(type)` / `contentDetailSchema(type)`.
 */
export function createContentItemsApi(client: ApiClient) {
  const list =
    <T extends ContentType>(url: string, type: T) =>
    (
      params: ContentListParams & { product?: string; region?: string } = {},
      options?: ContentCallOptions,
    ) =>
      client.getList(url, typeSchema('summary', type), {
        params: query(params, options),
        signal: options?.signal,
      }) as Promise<ListResult<ContentSummary<T>>>;

  const detail =
    <T extends ContentType>(url: string, type: T) =>
    (key: string | number, options?: ContentCallOptions) =>
      client.getData(`${url}/${seg(String(key))}`, typeSchema('detail', type), {
        params: query({}, options),
        signal: options?.signal,
      }) as Promise<ContentDetail<T>>;

  return {
    listNews: list('news', 'news') as (
      params?: ContentListParams & { product?: string },
      options?: ContentCallOptions,
    ) => Promise<ListResult<ContentSummary<'news'>>>,
    getNews: detail('news', 'news'),
    listNewsVideos: list('news-videos', 'video'),
    listDisclosures: list('disclosures', 'disclosure'),
    getDisclosure: detail('disclosures', 'disclosure'),
    listDisclosureCategories: list('disclosure-categories', 'disclosure_category'),
    getDisclosureCategory: detail('disclosure-categories', 'disclosure_category'),
    listSgdckNews: list('sgdck-news', 'sgdck_news'),
    getSgdckNews: detail('sgdck-news', 'sgdck_news'),
    listSgdckCategories: list('sgdck-news-categories', 'sgdck_category'),
    listAnnualReports: list('annual-reports', 'annual_report'),
    listFinancialReports: list('financial-reports', 'financial_report'),
    listGovernanceReports: list('governance-reports', 'governance_report'),
    listCalendarEvents: list('calendar-events', 'calendar_event'),

    listKhcnServiceCategories: list('khcn-service-categories', 'khcn_service_category'),
    getKhcnServiceCategory: detail('khcn-service-categories', 'khcn_service_category'),
    listKhcnServices: list('khcn-services', 'khcn_service'),
    listKhcnServicesByCategory: (
      slug: string,
      params: ContentListParams = {},
      options?: ContentCallOptions,
    ) => list(`khcn-services/category/${seg(slug)}`, 'khcn_service')(params, options),
    getKhcnService: detail('khcn-services', 'khcn_service'),
    listKhtcServices: list('khtc-services', 'khtc_service'),
    getKhtcService: detail('khtc-services', 'khtc_service'),
    listNhdtServices: list('nhdt-services', 'nhdt_service'),
    getNhdtService: detail('nhdt-services', 'nhdt_service'),
    listNhdtBusiness: list('nhdt-business', 'nhdt_business'),
    getNhdtBusiness: detail('nhdt-business', 'nhdt_business'),
    listRecentDeals: list('recent-deals', 'recent_deal'),
    listBondProducts: list('bond-products', 'bond_product'),

    listFees: list('htgd-fees', 'fee'),
    getFee: detail('htgd-fees', 'fee'),
    listInstructCategories: list('htgd-instruct-categories', 'instruct_category'),
    listInstructs: list('htgd-instructs', 'instruct'),
    getInstruct: detail('htgd-instructs', 'instruct'),

    listFaqCategories: list('faq-categories', 'faq_category'),
    listFaqs: list('faqs', 'faq'),

    listDepartments: list('departments', 'department'),
    getDepartment: (
      key: string | number,
      options?: ContentCallOptions,
    ): Promise<DepartmentDetail> =>
      client.getData(`departments/${seg(String(key))}`, items('DepartmentDetailSchema'), {
        params: query({}, options),
        signal: options?.signal,
      }),
    listBranches: list('branches', 'branch') as (
      params?: ContentListParams & { region?: string },
      options?: ContentCallOptions,
    ) => Promise<ListResult<ContentSummary<'branch'>>>,
    listRegions: list('locations/regions', 'region'),

    listAnalysisReports: (
      params: { page?: number; limit?: number; category_code?: string; stock_symbol?: string } = {},
      options?: ContentCallOptions,
    ): Promise<ListResult<AnalysisReport>> =>
      client.getList('ttpt-reports', items('AnalysisReportSchema'), {
        params: query(params, options),
        signal: options?.signal,
      }),
    /**
     * `GET ttpt-reports/{id}`: one report for its preview page. A `requiredLogin` report asked
     * for without a customer session answers 401 `login_required`.
     */
    getAnalysisReport: (id: number, options?: ContentCallOptions): Promise<AnalysisReport> =>
      client.getData(`ttpt-reports/${seg(String(id))}`, items('AnalysisReportSchema'), {
        params: query({}, options),
        signal: options?.signal,
      }),
    /**
     * `POST ttpt-reports/create-download` (bearer, SSO session): the report's PDF and the file
     * name the server gave it. 403 `sso_login_required` for a direct session, 401 without one.
     */
    downloadAnalysisReport: (
      id: number,
      options: ContentCallOptions & { grecaptchaToken?: string | null } = {},
    ): Promise<BlobResult> =>
      client.postBlob(
        'ttpt-reports/create-download',
        { id, grecaptcha_token: options.grecaptchaToken ?? null },
        { params: query({}, options), ...(options.signal ? { signal: options.signal } : {}) },
      ),
    listAnalysisReportCategories: (
      options?: ContentCallOptions,
    ): Promise<ListResult<AnalysisReportCategory>> =>
      client.getList('ttpt-report-categories', items('AnalysisReportCategorySchema'), {
        params: query({ limit: 100 }, options),
        signal: options?.signal,
      }),
  };
}

export type ContentItemsApi = ReturnType<typeof createContentItemsApi>;
