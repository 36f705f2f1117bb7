import { describe, expect, it } from 'vitest';
import { findTemplatePageSlug } from './templatePages';
import { fakeContentClient } from './testing/fakeContentClient';
import { pageSummary } from './testing/itemFixtures';

const summary = (id: number, templateCode: string, vi: string, en: string) =>
  pageSummary({ id, templateCode, title: vi, slug: vi, enSlug: en });

describe('findTemplatePageSlug', () => {
  const pages = [
    ...Array.from({ length: 120 }, (_, i) => summary(i + 1, 'ABOUT_GENERAL', `trang-${i}`, `page-${i}`)),
    summary(500, 'TPDN', 'trai-phieu-doanh-nghiep', 'corporate-bonds'),
  ];
  const context = { signal: new AbortController().signal };

  it('reads every page of pages/static/all and answers in the language', async () => {
    const api = fakeContentClient({ 'pages/static/all': pages });
    expect(await findTemplatePageSlug(api, 'TPDN', { ...context, locale: 'en' })).toBe('corporate-bonds');
    expect(api.requests.map((r) => r.params.page)).toEqual([1, 2]);
  });

  it('gives null when no page has the template', async () => {
    const api = fakeContentClient({ 'pages/static/all': pages });
    expect(await findTemplatePageSlug(api, 'NHDT_RECENT_DEAL', { ...context, locale: 'vi' })).toBeNull();
  });
});
