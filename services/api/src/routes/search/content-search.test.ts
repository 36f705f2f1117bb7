import { and, eq } from 'drizzle-orm';
import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import { SearchResultSchema } from '@brokerage/shared/validation/search.ts';
import { pageTranslations, pages } from '../../db/schema';
import { useContentTestApp } from '../../../test/content-fixtures';

const Body = listEnvelope(SearchResultSchema);

describe('GET search over content items', () => {
  const app = useContentTestApp();

  const search = async (keyword: string, locale = 'vi') => {
    const res = await app.inject({
      url: '/api/v1/search',
      query: { keyword, locale, limit: '100' },
    });
    expect(res.statusCode, keyword).toBe(200);
    return Body.parse(res.json()).data;
  };
  const listPageSlug = async (templateCode: string) => {
    const [row] = await app.db
      .select({ slug: pageTranslations.slug })
      .from(pages)
      .innerJoin(
        pageTranslations,
        and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, 'vi')),
      )
      .where(eq(pages.templateCode, templateCode))
      .orderBy(pages.id)
      .limit(1);
    return row?.slug;
  };

  it('finds news with or without diacritics and links their pages', async () => {
    for (const keyword of ['khai truong chi nhanh', 'Khai Trương Chi Nhánh']) {
      const [hit] = await search(keyword);
      expect(hit).toMatchObject({
        type: 'news',
        title: 'An Phát khai trương chi nhánh Đà Nẵng',
        url: '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
        templateCode: null,
        updatedAt: '2026-03-12T02:00:00.000Z',
      });
    }
    // Body text matches too, and the snippet is plain text around it.
    const body = await search('chi nhanh thu nam');
    expect(body[0]?.summary).toContain('chi nhánh thứ năm');
    const [en] = await search('Da Nang branch', 'en');
    expect(en?.url).toBe('/en/company-news-detail/an-phat-opens-da-nang-branch');
  });

  it('links items without a page to the page that lists them, or to their file', async () => {
    const faqPage = await listPageSlug('KHCN_FAQ');
    const [faq] = await search('mat bao lau');
    expect(faq).toMatchObject({ type: 'faq', url: `/${faqPage}`, templateCode: 'KHCN_FAQ' });

    const withFile = (await search('bao cao thuong nien 2025')).find(
      (r) => r.type === 'annual_report',
    );
    expect(withFile?.url).toBe('/api/v1/files/an-phat-fee-schedule-2026.pdf');
    const withoutFile = (await search('bao cao thuong nien 2024')).find(
      (r) => r.type === 'annual_report',
    );
    expect(withoutFile?.url).toBe(`/${await listPageSlug('NEWS_ANNUAL_REPORT')}`);

    const [leader] = await search('tran thi binh');
    expect(leader).toMatchObject({
      type: 'leader',
      url: '/bo-may-quan-ly-chi-tiet/hoi-dong-quan-tri',
    });
    const report = (await search('cap nhat ket qua kinh doanh')).find(
      (r) => r.type === 'analysis_report',
    );
    expect(report?.url).toMatch(/^\/bao-cao-phan-tich\/\d+$/);
    const instruct = (await search('huong dan dat lenh')).find((r) => r.type === 'instruct');
    expect(instruct?.url).toBe('/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh');
  });

  it('leaves out drafts and labels that lead nowhere', async () => {
    expect((await search('ban nhap cong bo')).filter((r) => r.type !== 'page')).toEqual([]);
    expect((await search('mien trung')).some((r) => r.type === 'region')).toBe(false);
    for (const hit of await search('a')) expect(hit.url, `${hit.type} ${hit.title}`).not.toBe('');
  });
});
