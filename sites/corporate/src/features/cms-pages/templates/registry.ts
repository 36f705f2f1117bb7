import type { ComponentType } from 'react';
import { NEWS_PRODUCTS, isRecruitmentTemplate } from '@brokerage/shared/routing';
import { GenericTemplate } from '../components/GenericTemplate/GenericTemplate';
import type { TemplateProps } from './types';

export type TemplateResolution =
  | { kind: 'render'; Component: ComponentType<TemplateProps> }
  /** ERROR_403: the CMS marks a page as not yet available. */
  | { kind: 'forbidden' }
  /** RECRUITMENT*: the recruitment site renders it, so the browser must load that site. */
  | { kind: 'otherSite' }
  /** A code this build does not know: error layout and 404 (spec §2). */
  | { kind: 'unknown' };

/** Content template codes of spec §2. Each gets its own screen in later issues. */
const CONTENT_TEMPLATES = [
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
  'KHCN_ANALYSIS_REPORT',
  'NEWS_VIDEOS',
  'NEWS_ANNUAL_REPORT',
  ...NEWS_PRODUCTS.map((product) => `NEWS_${product.toUpperCase()}_NEWS_EVENTS`),
  'NEWS_FINANCIAL_STATEMENTS',
  'NEWS_CALENDAR_EVENTS',
  'TPDN',
  'HTGD_DEFAULT_TEMPLATE',
];

/**
 * Template code → screen. Until the dedicated screens land every content template uses the
 * generic one (title, summary, body, blocks); replacing an entry here is all a new screen needs.
 */
const registry = new Map<string, ComponentType<TemplateProps>>(
  CONTENT_TEMPLATES.map((code) => [code, GenericTemplate]),
);

export function resolveTemplate(code: string): TemplateResolution {
  if (code === 'ERROR_403') return { kind: 'forbidden' };
  if (isRecruitmentTemplate(code)) return { kind: 'otherSite' };
  const Component = registry.get(code);
  return Component ? { kind: 'render', Component } : { kind: 'unknown' };
}
