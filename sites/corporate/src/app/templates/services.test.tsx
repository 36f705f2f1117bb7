import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CmsPageTemplate,
} from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { resolveTemplate } from '../../features/cms-pages/templates/registry';
import { fakeContentClient } from '../../lib/catalog/testing/fakeContentClient';
import { item, ref } from '../../lib/catalog/testing/itemFixtures';
import { renderRoute } from '../testing/renderRoute';
import CatchAllRoute from '../routes/CatchAllRoute';
import './services';

const CODES = [
  'ABOUT_GENERAL',
  'ABOUT_OVERVIEW',
  'ABOUT_VALUE',
  'ABOUT_ACHIEVEMENT',
  'ABOUT_POLICY',
  'ABOUT_NETWORK',
  'ABOUT_ORGANIZATIONAL_CHART',
  'ABOUT_LEADER',
  'KHCN_STOCK_TRADING',
  'HTGD_FEATURES_LIST',
  'KHCN_ACCOUNT_MANAGEMENT',
  'KHCN_FAQ',
  'KHCN_FAQ_1',
  'HTGH_GUIDE_TRADING_SYSTEM',
  'NHDT_RECENT_DEAL',
  'HTGD_PRODUCTS_AND_SERVICES',
  'HTGD_BUSINESS',
  'TPDN',
  'HTGD_DEFAULT_TEMPLATE',
];

describe('services templates', () => {
  it.each(CODES)('%s has a dedicated screen', (code) => {
    const resolved = resolveTemplate(code);
    expect(resolved.kind).toBe('render');
    expect(resolved.kind === 'render' && resolved.Component).not.toBe(CmsPageTemplate);
  });

  it('KHCN_STOCK_TRADING and HTGD_FEATURES_LIST share one screen', () => {
    const a = resolveTemplate('KHCN_STOCK_TRADING');
    const b = resolveTemplate('HTGD_FEATURES_LIST');
    expect(a.kind === 'render' && b.kind === 'render' && a.Component === b.Component).toBe(true);
  });

  it('a CMS slug renders its lazily loaded template with the site stores', async () => {
    const category = item('faq_category', { id: 1, slug: 'giao-dich', title: 'Giao dịch' });
    const api = fakeContentClient({
      'pages/cau-hoi-thuong-gap': fixturePage({ templateCode: 'KHCN_FAQ', title: 'Câu hỏi thường gặp' }),
      'faq-categories': [category],
      faqs: [item('faq', { title: 'Phí giao dịch là bao nhiêu?', summary: '0,15%', category: ref(category) })],
    });
    renderRoute(<CatchAllRoute />, '/cau-hoi-thuong-gap', api);
    await screen.findByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' });
    await screen.findByRole('button', { name: 'Phí giao dịch là bao nhiêu?' });
  });
});
