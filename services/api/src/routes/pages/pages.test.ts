import { matchPath } from '@brokerage/shared/routing/paths.ts';
import { PAGE_TEMPLATE_CODES } from '@brokerage/shared/validation/codes.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { type Page, PageSchema, PageSummarySchema } from '@brokerage/shared/validation/content.ts';
import { useTestApp } from '../../test/build-test-app';
import { expectApiError } from '../../test/responses';

describe('pages', () => {
  const app = useTestApp();

  const getPage = async (url: string): Promise<Page> => {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return dataEnvelope(PageSchema).parse(res.json()).data;
  };

  describe('GET pages/static/home-page', () => {
    it.each(['vi', 'en'] as const)(
      'has banners, customer service and utilities (%s)',
      async (locale) => {
        const page = await getPage(`/api/v1/pages/static/home-page?locale=${locale}`);
        expect(page.templateCode).toBe('HOME');
        const byType = Object.fromEntries(page.blocks.map((b) => [b.type, b]));
        expect(byType.banner?.items).toHaveLength(3);
        expect(byType.customer_service?.items.length).toBeGreaterThanOrEqual(4);
        expect(byType.customer_service?.items.length).toBeLessThanOrEqual(6);
        expect(byType.utilities?.items.length).toBeGreaterThanOrEqual(4);
        for (const banner of byType.banner?.items ?? []) {
          const image = await app.inject(banner.image ?? '');
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe('image/svg+xml');
          expect(banner.link && matchPath(banner.link).locale).toBe(locale);
        }
        for (const item of byType.customer_service?.items ?? []) expect(item.icon).toBeTruthy();
      },
    );

    it('keeps the banner words in the data and out of the pictures', async () => {
      const [vi, en] = await Promise.all(
        (['vi', 'en'] as const).map(async (locale) => {
          const page = await getPage(`/api/v1/pages/static/home-page?locale=${locale}`);
          return page.blocks.find((b) => b.type === 'banner')?.items ?? [];
        }),
      );
      expect(vi?.map((b) => b.title)).toContain('Mở tài khoản chứng khoán trực tuyến trong 5 phút');
      expect(en?.map((b) => b.title)).toContain('Open a securities account online in 5 minutes');
      for (const [index, banner] of (vi ?? []).entries()) {
        const english = en?.[index];
        // Vietnamese with its diacritics, English apart from it, both with a description.
        expect(banner.title).toMatch(/[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i);
        expect(banner.description).toBeTruthy();
        expect(english?.title).not.toBe(banner.title);
        expect(english?.description).toBeTruthy();
        // One language-neutral picture per banner, with no text drawn in it.
        expect(english?.image).toBe(banner.image);
        const svg = (await app.inject(banner.image ?? '')).body;
        expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
        expect(svg).not.toMatch(/<text|role="img"/);
      }
      expect(new Set(vi?.map((b) => b.image)).size).toBe(vi?.length);
    });
  });

  it.each(['recruitment', 'ekyc'])('GET pages/static/%s has intro blocks', async (key) => {
    const page = await getPage(`/api/v1/pages/static/${key}`);
    expect(page.blocks[0]?.type).toBe('intro');
    expect(page.blocks[0]?.items.length).toBeGreaterThanOrEqual(3);
    const en = await getPage(`/api/v1/pages/static/${key}?locale=en`);
    expect(en.title).not.toBe(page.title);
  });

  it('GET pages/static/analysis-center explains the centre rather than listing its tools again', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const page = await getPage(`/api/v1/pages/static/analysis-center?locale=${locale}`);
      expect(page.templateCode).toBe('ANALYSIS_CENTER');
      // The dashboard draws its own grid of all the sub-pages; no block repeats it.
      expect(page.blocks.flatMap((b) => b.items)).toEqual([]);
      const [howTo] = page.blocks;
      expect(howTo?.type).toBe('html');
      expect(howTo?.content).toContain('<ol>');
    }
    const vi = await getPage('/api/v1/pages/static/analysis-center');
    expect(vi.blocks[0]?.title).toBe('Cách sử dụng Trung tâm phân tích');
  });

  it('answers an unknown static key with 404', async () => {
    const res = await app.inject('/api/v1/pages/static/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('page_not_found');
  });

  describe('GET pages/{slug}', () => {
    it('returns a page with content, SEO and its translations', async () => {
      const page = await getPage('/api/v1/pages/gioi-thieu-an-phat');
      expect(page).toMatchObject({
        templateCode: 'ABOUT_GENERAL',
        title: 'Giới thiệu Chứng khoán An Phát',
      });
      expect(page.content).toContain('<p>');
      expect(page.seo.title).toBe('Giới thiệu Chứng khoán An Phát | Chứng khoán An Phát');
      expect(page.translations).toEqual([
        { locale: 'en', slug: 'about-an-phat' },
        { locale: 'vi', slug: 'gioi-thieu-an-phat' },
      ]);
      const en = await getPage('/api/v1/pages/about-an-phat?locale=en');
      expect(en.id).toBe(page.id);
      expect(en.title).toBe('About An Phat Securities');
    });

    it('serves a recruitment template page', async () => {
      const page = await getPage('/api/v1/pages/co-hoi-nghe-nghiep');
      expect(page.templateCode).toBe('RECRUITMENT_CAREER');
    });

    it.each([
      ['/api/v1/pages/khong-co-trang-nay?locale=en', 'This page could not be found.'],
      ['/api/v1/pages/about-an-phat', 'Không tìm thấy trang này.'],
      ['/api/v1/pages/bieu-phi-2027-du-thao', 'Không tìm thấy trang này.'],
      ['/api/v1/pages/ekyc', 'Không tìm thấy trang này.'],
    ])('%s → 404 page_not_found', async (url, message) => {
      const res = await app.inject(url);
      expectApiError(res, 404, { code: 'page_not_found', message });
    });
  });

  describe('GET pages/static/all', () => {
    it.each(['vi', 'en'] as const)(
      'has a published page for every template code (%s)',
      async (locale) => {
        const res = await app.inject(`/api/v1/pages/static/all?limit=100&locale=${locale}`);
        const body = listEnvelope(PageSummarySchema).parse(res.json());
        const codes = new Set(body.data.map((p) => p.templateCode));
        for (const code of PAGE_TEMPLATE_CODES) expect(codes, code).toContain(code);
        expect(body.data.some((p) => p.slug === 'bieu-phi-2027-du-thao')).toBe(false);
        expect(body.meta.total).toBe(body.data.length);
      },
    );

    it('pages through the list', async () => {
      const body = (await app.inject('/api/v1/pages/static/all?limit=5&page=2')).json();
      expect(body.data).toHaveLength(5);
      expect(body.meta).toMatchObject({ page: 2, limit: 5 });
      expect(body.meta.totalPages).toBe(Math.ceil(body.meta.total / 5));
    });

    it('only holds safe HTML', async () => {
      const { data } = (await app.inject('/api/v1/pages/static/all?limit=100')).json();
      for (const summary of data as { slug: string }[]) {
        if (!summary.slug) continue;
        const res = await app.inject(`/api/v1/pages/${summary.slug}`);
        if (res.statusCode !== 200) continue; // static pages are reached by key
        const content: string = res.json().data.content;
        expect(content).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
    });
  });
});
