import { z } from 'zod';

/**
 * Page template codes the server returns (spec §2 "Page templates"). The sites pick a screen by
 * this code; an unknown code gets the error layout and a 404. `NEWS_{PRODUCT}_NEWS_EVENTS`
 * exists for the news products of the route table (company, stock, bond, derivative, fund).
 */
export const PAGE_TEMPLATE_CODES = [
  'HOME',
  'ABOUT_GENERAL',
  'ABOUT_OVERVIEW',
  'ABOUT_NETWORK',
  'ABOUT_ORGANIZATIONAL_CHART',
  'ABOUT_LEADER',
  'ABOUT_ACHIEVEMENT',
  'ABOUT_VALUE',
  'ABOUT_POLICY',
  'CONTACT',
  'KHCN_STOCK_TRADING',
  'HTGD_FEATURES_LIST',
  'KHCN_ACCOUNT_MANAGEMENT',
  'KHCN_INVESTMENT_CONSULTING',
  'KHCN_FAQ',
  'KHCN_FAQ_1',
  'HTGH_GUIDE_TRADING_SYSTEM',
  'NHDT_RECENT_DEAL',
  'HTGD_PRODUCTS_AND_SERVICES',
  'HTGD_BUSINESS',
  'NEWS_CORPORATE_GOVERNANCE_SITUATION',
  'ERROR_403',
  'KHCN_ANALYSIS_REPORT',
  'NEWS_VIDEOS',
  'NEWS_ANNUAL_REPORT',
  'NEWS_COMPANY_NEWS_EVENTS',
  'NEWS_STOCK_NEWS_EVENTS',
  'NEWS_BOND_NEWS_EVENTS',
  'NEWS_DERIVATIVE_NEWS_EVENTS',
  'NEWS_FUND_NEWS_EVENTS',
  'NEWS_FINANCIAL_STATEMENTS',
  'NEWS_CALENDAR_EVENTS',
  'TPDN',
  'HTGD_DEFAULT_TEMPLATE',
  'RECRUITMENT',
  'RECRUITMENT_CAREER',
  'RECRUITMENT_ABOUT_US',
] as const;
export const PageTemplateCodeSchema = z.enum(PAGE_TEMPLATE_CODES);
export type PageTemplateCode = z.infer<typeof PageTemplateCodeSchema>;

/**
 * Keys of `pages/static/{key}`: the home page and the intro content of each site's first page.
 * Their template codes (HOME, ANALYSIS_CENTER, RECRUITMENT_HOME, EKYC) are only ever read by key.
 */
export const STATIC_PAGE_KEYS = ['home-page', 'analysis-center', 'recruitment', 'ekyc'] as const;
export const StaticPageKeySchema = z.enum(STATIC_PAGE_KEYS);
export type StaticPageKey = z.infer<typeof StaticPageKeySchema>;
