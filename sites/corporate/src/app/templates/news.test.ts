import { describe, expect, it } from 'vitest';
import {
  CmsPageTemplate,
} from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import { resolveTemplate } from '../../features/cms-pages/templates/registry';
import './news';

describe('news templates', () => {
  it.each([
    'NEWS_COMPANY_NEWS_EVENTS',
    'NEWS_STOCK_NEWS_EVENTS',
    'NEWS_BOND_NEWS_EVENTS',
    'NEWS_DERIVATIVE_NEWS_EVENTS',
    'NEWS_FUND_NEWS_EVENTS',
    'NEWS_VIDEOS',
    'NEWS_ANNUAL_REPORT',
    'NEWS_FINANCIAL_STATEMENTS',
    'NEWS_CORPORATE_GOVERNANCE_SITUATION',
    'NEWS_CALENDAR_EVENTS',
    'KHCN_ANALYSIS_REPORT',
  ])('registers a dedicated screen for %s', (code) => {
    const resolved = resolveTemplate(code);
    expect(resolved.kind).toBe('render');
    expect(resolved.kind === 'render' && resolved.Component).not.toBe(CmsPageTemplate);
  });
});
