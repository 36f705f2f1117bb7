/**
 * The one route table of the product (spec §2, design §4). The proxy uses it to pick the site
 * that serves a path; every site uses it to build URLs and to decide whether a link is a
 * router link (same site) or a full page load (another site).
 */
export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

export const SITES = ['corporate', 'analysis', 'recruitment', 'onboarding'] as const;
export type SiteId = (typeof SITES)[number];

/**
 * `none`: the route is exactly its segment; `slug`: it may take one trailing /:slug;
 * `slugRequired`: it needs one; `id`: one trailing numeric id (report preview); `subPages`:
 * one optional sub-page from `subPages`.
 */
export type RouteParams = 'none' | 'slug' | 'slugRequired' | 'optionalId' | 'subPages';

export interface SubPage {
  id: string;
  vi: string;
  en: string;
  /** Stock pages read `stock_symbol` from the query and keep it on a language switch. */
  stockPage: boolean;
}

/** The feature flags of the system settings that routes can hang on. */
export type FeatureFlag = 'bondRegistration';

export interface RouteDef {
  id: string;
  site: SiteId;
  vi: string;
  en: string;
  params: RouteParams;
  /** Recruitment pages that need a recruitment token (spec §2 "Recruitment routes"). */
  recruitAuth?: boolean;
  /**
   * Routes behind a feature flag of the system settings (`features.<name>` of `systems/general`):
   * the bond-registration routes. Off, they show the 403 "under development" page.
   */
  flagged?: FeatureFlag;
  subPages?: readonly SubPage[];
}

/** News-and-events products: NEWS_{CODE}_NEWS_EVENTS templates and their detail routes. */
export const NEWS_PRODUCTS = ['company', 'stock', 'bond', 'derivative', 'fund'] as const;
export type NewsProduct = (typeof NEWS_PRODUCTS)[number];

export const ANALYSIS_SUB_PAGES = [
  { id: 'detailReport', vi: 'bao-cao-chi-tiet', en: 'detail-report', stockPage: true },
  { id: 'businessProfile', vi: 'ho-so-doanh-nghiep', en: 'business-profile', stockPage: true },
  { id: 'benefitHistory', vi: 'lich-su-huong-quyen', en: 'benefit-history', stockPage: true },
  { id: 'analysisReport', vi: 'bao-cao-phan-tich', en: 'analysis-report', stockPage: false },
  { id: 'raisingHistory', vi: 'lich-su-tang-von', en: 'rasing-history', stockPage: true },
  { id: 'transactionHistory', vi: 'lich-su-giao-dich', en: 'transaction-history', stockPage: true },
  { id: 'automaticAssessment', vi: 'danh-gia-tu-dong', en: 'automatic-assessment', stockPage: true },
  { id: 'stockInformation', vi: 'thong-tin-co-phieu', en: 'stock-information', stockPage: true },
  { id: 'economicInformation', vi: 'thong-tin-tai-chinh', en: 'economic-information', stockPage: true },
  { id: 'technicalAnalytic', vi: 'phan-tich-ky-thuat', en: 'technical-analytic', stockPage: true },
  { id: 'businessNews', vi: 'tin-tuc-doanh-nghiep', en: 'business-news', stockPage: true },
  // Beyond the spec's eleven (issue 24): the market screener, as TCBS and FiinPro offer.
  { id: 'screener', vi: 'bo-loc-co-phieu', en: 'stock-screener', stockPage: false },
  // Issue 27: the whole market's board, live (its tabs in the `tab` query).
  { id: 'priceBoard', vi: 'bang-gia', en: 'price-board', stockPage: false },
  // Issue 27 item 5: the market's rights, meetings and results deadlines, exportable to .ics.
  { id: 'marketEvents', vi: 'lich-su-kien', en: 'market-events', stockPage: false },
] as const satisfies readonly SubPage[];

/** The id of an analysis centre sub-page (its texts are `center.subPages.<id>`). */
export type AnalysisSubPageId = (typeof ANALYSIS_SUB_PAGES)[number]['id'];

const r = (
  id: string,
  site: SiteId,
  vi: string,
  en: string,
  params: RouteParams = 'none',
  extra: Partial<RouteDef> = {},
): RouteDef => ({ id, site, vi, en, params, ...extra });

export const ROUTES = [
  // corporate
  r('home', 'corporate', '', '', 'none'),
  r('loginSso', 'corporate', 'login-sso', 'login-sso'),
  r('contact', 'corporate', 'lien-he', 'contact'),
  r('departments', 'corporate', 'bo-may-quan-ly', 'departments', 'slug'),
  r('departmentDetail', 'corporate', 'bo-may-quan-ly-chi-tiet', 'departments-detail', 'slugRequired'),
  r('individualCustomer', 'corporate', 'khach-hang-ca-nhan', 'individual-customer', 'slug'),
  r('individualCustomerDetail', 'corporate', 'chi-tiet-khach-hang-ca-nhan', 'individual-customer-detail', 'slugRequired'),
  r('organizeCustomer', 'corporate', 'khach-hang-to-chuc', 'organize-customer', 'slug'),
  r('bankInvestment', 'corporate', 'dich-vu-nhdt', 'bank-investment', 'slug'),
  r('bankInvestmentDetail', 'corporate', 'chi-tiet-dich-vu-nhdt', 'bank-investment-detail', 'slugRequired'),
  r('transactionFee', 'corporate', 'bieu-phi', 'transaction-fee', 'slug'),
  r('transactionSupportDetail', 'corporate', 'chi-tiet-ho-tro-giao-dich', 'transaction-support-detail', 'slugRequired'),
  r('disclosureNews', 'corporate', 'cong-bo-thong-tin', 'disclosure-news', 'slug'),
  r('sgdckNews', 'corporate', 'tin-tuc-sgdck', 'sgdck-news', 'slug'),
  r('disclosureNewsDetail', 'corporate', 'chi-tiet-cong-bo-thong-tin', 'disclosure-news-detail', 'slugRequired'),
  r('sgdckNewsDetail', 'corporate', 'chi-tiet-tin-tuc-sgdck', 'sgdck-news-detail', 'slugRequired'),
  ...NEWS_PRODUCTS.map((p) =>
    r(`newsDetail:${p}`, 'corporate', `chi-tiet-tin-tuc-va-su-kien-${p}`, `${p}-news-detail`, 'slugRequired'),
  ),
  r('searchResults', 'corporate', 'ket-qua-tim-kiem', 'search-results'),
  // analysis
  r('analysisCenter', 'analysis', 'trung-tam-phan-tich', 'analysis-center', 'subPages', { subPages: ANALYSIS_SUB_PAGES }),
  r('analysisReports', 'analysis', 'bao-cao-phan-tich', 'analysis-reports', 'optionalId'),
  // recruitment
  r('recruitment', 'recruitment', 'tuyen-dung', 'recruitment'),
  r('recruitmentDetails', 'recruitment', 'chi-tiet-tuyen-dung', 'recruitment-details', 'slugRequired'),
  r('joinReasonDetail', 'recruitment', 'ly-do-gia-nhap-chi-tiet', 'join-reason-detail', 'slugRequired'),
  r('applicationCv', 'recruitment', 'cv-ung-tuyen', 'application-cv', 'none', { recruitAuth: true }),
  r('editCv', 'recruitment', 'dieu-chinh-cv', 'edit-cv', 'none', { recruitAuth: true }),
  r('savedJob', 'recruitment', 'cong-viec-da-luu', 'saved-job', 'none', { recruitAuth: true }),
  r('appliedJob', 'recruitment', 'cong-viec-da-ung-tuyen', 'rm-applied-job', 'none', { recruitAuth: true }),
  r('applicationCvFile', 'recruitment', 'tai-len-cv', 'application-cv-file', 'none', { recruitAuth: true }),
  r('manageProfileRecruitment', 'recruitment', 'quan-ly-ho-so-tuyen-dung', 'manage-profile-recruitment', 'none', { recruitAuth: true }),
  r('authenticatedUser', 'recruitment', 'xac-thuc-danh-tinh', 'authenticated-user'),
  r('verifyOtpRecruitRegistration', 'recruitment', 'xac-thuc-otp-dang-ky-tuyen-dung', 'verify-otp-recruit-registration'),
  r('login', 'recruitment', 'dang-nhap', 'login'),
  r('changePassword', 'recruitment', 'doi-mat-khau', 'change-password', 'none', { recruitAuth: true }),
  r('forgotPassword', 'recruitment', 'quen-mat-khau', 'forgot-password'),
  // onboarding
  r('ekyc', 'onboarding', 'ekyc', 'ekyc'),
  r('transactionRegister', 'onboarding', 'dang-ky-giao-dich', 'transaction-register', 'none', { flagged: 'bondRegistration' }),
  r('registerBondTrading', 'onboarding', 'dang-ky-giao-dich-trai-phieu', 'register-bond-trading', 'none', { flagged: 'bondRegistration' }),
  r('bondIndividualsInfo', 'onboarding', 'thong-tin-trai-phieu-va-ca-nhan', 'bond-individuals-info', 'none', { flagged: 'bondRegistration' }),
  r('completeRegisterBondTrading', 'onboarding', 'hoan-thanh-dang-ky-giao-dich-trai-phieu', 'complete-register-bond-trading', 'none', { flagged: 'bondRegistration' }),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

const byId = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));
const bySegment: Record<Locale, Map<string, RouteDef>> = {
  vi: new Map(ROUTES.filter((x) => x.vi).map((x) => [x.vi, x])),
  en: new Map(ROUTES.filter((x) => x.en).map((x) => [x.en, x])),
};

export function getRoute(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

export function routeForSegment(locale: Locale, segment: string): RouteDef | undefined {
  return bySegment[locale].get(segment);
}

/** Template codes the recruitment site renders when a CMS slug resolves to them. */
export const RECRUITMENT_TEMPLATES = ['RECRUITMENT', 'RECRUITMENT_CAREER', 'RECRUITMENT_ABOUT_US'] as const;
export const isRecruitmentTemplate = (code: string): boolean => code.startsWith('RECRUITMENT');
