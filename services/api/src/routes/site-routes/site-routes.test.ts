import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  AllContentItemSchema,
  ContentRouteHeadSchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { useContentTestApp } from '../../../test/content-fixtures';
import { getJson } from '../../test/requests';

describe('all-content and content-routes/resolve', () => {
  const app = useContentTestApp();

  const resolve = async (path: string) => {
    const { status, body } = await getJson(
      app,
      `/api/v1/content-routes/resolve?path=${encodeURIComponent(path)}`,
    );
    return {
      status,
      head: status === 200 ? dataEnvelope(ContentRouteHeadSchema).parse(body).data : null,
    };
  };

  it('resolves a news page to its head and both languages’ paths', async () => {
    const { status, head } = await resolve(
      '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
    );
    expect(status).toBe(200);
    expect(head).toEqual({
      title: 'An Phát khai trương chi nhánh Đà Nẵng | Chứng khoán An Phát',
      description: 'Chi nhánh mới phục vụ nhà đầu tư miền Trung.',
      keywords: 'chi nhánh, Đà Nẵng',
      image: '/api/v1/files/art-news-open.svg',
      type: 'article',
      alternates: [
        {
          locale: 'vi',
          path: '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
        },
        { locale: 'en', path: '/en/company-news-detail/an-phat-opens-da-nang-branch' },
      ],
    });
    const en = await resolve('/en/company-news-detail/an-phat-opens-da-nang-branch?utm=x');
    expect(en.head?.title).toBe('An Phat opens its Da Nang branch | An Phat Securities');
  });

  it('resolves list routes with a category slug and other detail routes', async () => {
    const category = await resolve('/en/disclosure-news/periodic-disclosures');
    expect(category.head).toMatchObject({
      title: 'Periodic disclosures | An Phat Securities',
      type: 'website',
      alternates: [
        { locale: 'vi', path: '/cong-bo-thong-tin/cong-bo-dinh-ky' },
        { locale: 'en', path: '/en/disclosure-news/periodic-disclosures' },
      ],
    });
    for (const path of [
      '/chi-tiet-cong-bo-thong-tin/nghi-quyet-dai-hoi-co-dong-2026',
      '/tin-tuc-sgdck/tin-hose',
      '/chi-tiet-tin-tuc-sgdck/niem-yet-moi-thang-3',
      '/khach-hang-ca-nhan/giao-dich-chung-khoan',
      '/chi-tiet-khach-hang-ca-nhan/giao-dich-ky-quy',
      '/khach-hang-to-chuc/luu-ky-chung-khoan',
      '/dich-vu-nhdt/mua-ban-sap-nhap',
      '/chi-tiet-dich-vu-nhdt/tu-van-phat-hanh',
      '/bieu-phi/bieu-phi-co-phieu',
      '/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh',
      '/bo-may-quan-ly-chi-tiet/hoi-dong-quan-tri',
      '/en/departments-detail/board-of-directors',
      // The departments page opens a department's tab by slug; its page stays the detail.
      '/bo-may-quan-ly/hoi-dong-quan-tri',
      '/en/departments/board-of-directors',
    ]) {
      expect((await resolve(path)).status, path).toBe(200);
    }
    expect(
      (await resolve('/chi-tiet-cong-bo-thong-tin/nghi-quyet-dai-hoi-co-dong-2026')).head?.type,
    ).toBe('article');
  });

  it('resolves an analysis report by id', async () => {
    const { body } = await getJson(app, '/api/v1/ttpt-reports');
    const [report] = (body as { data: { id: number }[] }).data;
    const found = await resolve(`/bao-cao-phan-tich/${report?.id}`);
    expect(found.head).toMatchObject({
      title: 'FPT: Cập nhật kết quả kinh doanh | Chứng khoán An Phát',
      alternates: [
        { locale: 'vi', path: `/bao-cao-phan-tich/${report?.id}` },
        { locale: 'en', path: `/en/analysis-reports/${report?.id}` },
      ],
    });
    expect((await resolve('/bao-cao-phan-tich/999999')).status).toBe(404);
  });

  it.each([
    ['an unknown slug', '/chi-tiet-tin-tuc-va-su-kien-company/khong-co-tin-nay'],
    [
      'the other language’s slug',
      '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-opens-da-nang-branch',
    ],
    [
      'a news item under another product',
      '/chi-tiet-tin-tuc-va-su-kien-bond/an-phat-khai-truong-chi-nhanh-da-nang',
    ],
    ['a draft', '/chi-tiet-cong-bo-thong-tin/ban-nhap-cong-bo'],
    ['an unknown department tab', '/bo-may-quan-ly/khong-co-ban-nay'],
    [
      'an item of another type',
      '/chi-tiet-cong-bo-thong-tin/an-phat-khai-truong-chi-nhanh-da-nang',
    ],
    ['a route without content', '/lien-he'],
    ['a list route without slug', '/cong-bo-thong-tin'],
    ['a CMS page slug', '/gioi-thieu-an-phat'],
    ['a path of several unknown segments', '/a/b/c'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await resolve(path)).status).toBe(404);
  });

  it('answers 400 without a path', async () => {
    const { status, body } = await getJson(app, '/api/v1/content-routes/resolve');
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: 'path' }] });
  });

  it('lists every published item with a page, with both languages’ paths, for the sitemap', async () => {
    const { status, body } = await getJson(app, '/api/v1/all-content?limit=1000');
    expect(status).toBe(200);
    const all = listEnvelope(AllContentItemSchema).parse(body);
    const types = new Set(all.data.map((item) => item.type));
    for (const type of [
      'news',
      'disclosure',
      'disclosure_category',
      'khcn_service',
      'fee',
      'instruct',
      'department',
      'analysis_report',
    ]) {
      expect(types.has(type as never), type).toBe(true);
    }
    // No page of their own: videos, FAQs, reports, branches…; drafts are never listed.
    for (const type of ['video', 'faq', 'annual_report', 'branch', 'leader', 'region']) {
      expect(types.has(type as never), type).toBe(false);
    }
    expect(all.data.map((item) => item.slug)).not.toContain('ban-nhap-cong-bo');
    const news = all.data.find((item) => item.slug === 'an-phat-khai-truong-chi-nhanh-da-nang');
    expect(news).toMatchObject({
      path: '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
      updatedAt: '2026-03-12T02:00:00.000Z',
      alternates: [
        {
          locale: 'vi',
          path: '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
        },
        { locale: 'en', path: '/en/company-news-detail/an-phat-opens-da-nang-branch' },
      ],
    });
    expect(all.data.map((item) => item.id)).toEqual(
      [...all.data.map((item) => item.id)].sort((a, b) => a - b),
    );

    const page = listEnvelope(AllContentItemSchema).parse(
      (await getJson(app, '/api/v1/all-content?limit=5&page=2')).body,
    );
    expect(page.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
    expect(page.meta.total).toBe(all.meta.total);
    const fees = listEnvelope(AllContentItemSchema).parse(
      (await getJson(app, '/api/v1/all-content?type=fee')).body,
    );
    expect(fees.data.map((item) => item.type)).toEqual(['fee']);
    expect((await getJson(app, '/api/v1/all-content?type=video')).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await getJson(app, '/api/v1/all-content?type=nope')).status).toBe(400);
    expect((await getJson(app, '/api/v1/all-content?limit=1001')).status).toBe(400);
  });
});
