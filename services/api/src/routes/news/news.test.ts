import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { contentCalls, slugsOf, useContentTestApp } from '../../../test/content-fixtures';
import { getJson } from '../../test/requests';

describe('news, disclosures, exchange news, videos, reports', () => {
  const app = useContentTestApp();

  const { list, detail } = contentCalls(app);
  const error = async (url: string, status: number) => {
    const res = await getJson(app, url);
    expect(res.status, url).toBe(status);
    return ApiErrorBodySchema.parse(res.body).errors[0];
  };
  const slugs = slugsOf;

  it('lists news newest first with paths, images and both slugs', async () => {
    const body = await list('news', '/api/v1/news');
    expect(slugs(body)).toEqual([
      'an-phat-khai-truong-chi-nhanh-da-nang',
      'thi-truong-trai-phieu-thang-3',
      'giai-thuong-moi-gioi-2026',
    ]);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const [first, bond, award] = body.data;
    expect(first).toMatchObject({
      type: 'news',
      title: 'An Phát khai trương chi nhánh Đà Nẵng',
      outstanding: true,
      category: null,
      createdAt: '2026-03-12T02:00:00.000Z',
      attrs: { product: 'company' },
      path: '/chi-tiet-tin-tuc-va-su-kien-company/an-phat-khai-truong-chi-nhanh-da-nang',
      image: '/api/v1/files/art-news-open.svg',
      translations: [
        { locale: 'vi', slug: 'an-phat-khai-truong-chi-nhanh-da-nang' },
        { locale: 'en', slug: 'an-phat-opens-da-nang-branch' },
      ],
    });
    expect(bond?.path).toBe('/chi-tiet-tin-tuc-va-su-kien-bond/thi-truong-trai-phieu-thang-3');
    // An item's own picture wins over the drawn art.
    expect(award?.image).toBe('/api/v1/files/banner-open-account.svg');

    const en = await list('news', '/api/v1/news?locale=en');
    expect(en.data[0]).toMatchObject({
      title: 'An Phat opens its Da Nang branch',
      path: '/en/company-news-detail/an-phat-opens-da-nang-branch',
    });
  });

  it('filters by product, outstanding and year', async () => {
    expect(slugs(await list('news', '/api/v1/news?product=company'))).toEqual([
      'an-phat-khai-truong-chi-nhanh-da-nang',
      'giai-thuong-moi-gioi-2026',
    ]);
    expect(slugs(await list('news', '/api/v1/news?outstanding=1&limit=10'))).toEqual([
      'an-phat-khai-truong-chi-nhanh-da-nang',
    ]);
    expect((await list('news', '/api/v1/news?outstanding=0')).meta.total).toBe(2);
    expect((await list('news', '/api/v1/news?year=2026')).meta.total).toBe(3);
    // Page 1 of nothing is an empty list, not an error.
    const none = await list('news', '/api/v1/news?year=2025');
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    expect((await error('/api/v1/news?product=crypto', 400))?.field).toBe('product');
  });

  it('pages, and answers 400 for a page past the end or bad paging', async () => {
    const second = await list('news', '/api/v1/news?limit=2&page=2');
    expect(slugs(second)).toEqual(['giai-thuong-moi-gioi-2026']);
    expect(second.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(await error('/api/v1/news?limit=2&page=3', 400)).toMatchObject({
      code: 'too_big_number',
      field: 'page',
    });
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['limit=abc', 'limit'],
      ['limit=1000', 'limit'],
      ['year=1800', 'year'],
      ['outstanding=maybe', 'outstanding'],
    ]) {
      expect((await error(`/api/v1/disclosures?${query}`, 400))?.field).toBe(field);
    }
  });

  it('gives one news item by id or by the slug of either language', async () => {
    const [first] = (await list('news', '/api/v1/news')).data;
    const byId = await detail('news', `/api/v1/news/${first?.id}`);
    expect(byId.body).toContain('<p>Chứng khoán An Phát mở chi nhánh thứ năm.</p>');
    expect(byId.body).toContain('<h2>Địa chỉ</h2>');
    expect(byId.seo).toEqual({
      title: 'An Phát khai trương chi nhánh Đà Nẵng | Chứng khoán An Phát',
      description: 'Chi nhánh mới phục vụ nhà đầu tư miền Trung.',
      keyword: 'chi nhánh, Đà Nẵng',
      imgSrc: '/api/v1/files/art-news-open.svg',
    });
    const bySlug = await detail('news', '/api/v1/news/an-phat-khai-truong-chi-nhanh-da-nang');
    expect(bySlug).toEqual(byId);
    // The English slug finds the same item; the text follows the request language.
    const viByEnSlug = await detail('news', '/api/v1/news/an-phat-opens-da-nang-branch');
    expect(viByEnSlug.id).toBe(byId.id);
    expect(viByEnSlug.title).toBe(byId.title);
    const en = await detail('news', '/api/v1/news/an-phat-khai-truong-chi-nhanh-da-nang?locale=en');
    expect(en).toMatchObject({
      id: byId.id,
      slug: 'an-phat-opens-da-nang-branch',
      path: '/en/company-news-detail/an-phat-opens-da-nang-branch',
      seo: { title: 'An Phat opens its Da Nang branch | An Phat Securities' },
    });
  });

  it('answers 404 for unknown keys, other types and drafts, in the request language', async () => {
    const [disclosure] = (await list('disclosure', '/api/v1/disclosures')).data;
    const vi = await error('/api/v1/news/khong-co-tin-nay', 404);
    expect(vi).toMatchObject({
      code: 'not_found',
      message: 'Không tìm thấy đường dẫn được yêu cầu.',
    });
    const en = await error('/api/v1/news/no-such-news?locale=en', 404);
    expect(en?.message).toBe('The requested address was not found.');
    // Another type's id or slug does not leak through the news endpoint.
    await error(`/api/v1/news/${disclosure?.id}`, 404);
    await error('/api/v1/news/nghi-quyet-dai-hoi-co-dong-2026', 404);
    await error('/api/v1/disclosures/an-phat-khai-truong-chi-nhanh-da-nang', 404);
    // Drafts exist but are never shown.
    await error('/api/v1/disclosures/ban-nhap-cong-bo', 404);
    expect(slugs(await list('disclosure', '/api/v1/disclosures?limit=100'))).not.toContain(
      'ban-nhap-cong-bo',
    );
    expect((await error('/api/v1/news/Not_A_Slug', 400))?.field).toBe('key');
  });

  it('lists disclosures by category id or slug, with the category in the request language', async () => {
    const all = await list('disclosure', '/api/v1/disclosures');
    expect(slugs(all)).toEqual([
      'nghi-quyet-dai-hoi-co-dong-2026',
      'thay-doi-nhan-su',
      'bao-cao-tinh-hinh-quan-tri-quy-4',
    ]);
    const [agm] = all.data;
    expect(agm).toMatchObject({
      category: { type: 'disclosure_category', slug: 'cong-bo-dinh-ky', title: 'Công bố định kỳ' },
      path: '/chi-tiet-cong-bo-thong-tin/nghi-quyet-dai-hoi-co-dong-2026',
      attrs: {
        implementDate: '2026-03-10',
        stockSymbol: 'APS',
        file: '/api/v1/files/an-phat-fee-schedule-2026.pdf',
      },
    });
    const periodic = ['nghi-quyet-dai-hoi-co-dong-2026', 'bao-cao-tinh-hinh-quan-tri-quy-4'];
    for (const key of ['cong-bo-dinh-ky', 'periodic-disclosures', String(agm?.category?.id)]) {
      expect(slugs(await list('disclosure', `/api/v1/disclosures?category=${key}`))).toEqual(
        periodic,
      );
    }
    const en = await list('disclosure', '/api/v1/disclosures?category=cong-bo-dinh-ky&locale=en');
    expect(en.data[0]?.category).toMatchObject({
      slug: 'periodic-disclosures',
      title: 'Periodic disclosures',
    });
    await error('/api/v1/disclosures?category=khong-co', 404);
    // A category of another type is no category here.
    await error('/api/v1/disclosures?category=tin-hose', 404);

    const categories = await list('disclosure_category', '/api/v1/disclosure-categories');
    expect(slugs(categories)).toEqual(['cong-bo-dinh-ky', 'cong-bo-bat-thuong']);
    expect(categories.data[0]?.path).toBe('/cong-bo-thong-tin/cong-bo-dinh-ky');
    const category = await detail(
      'disclosure_category',
      '/api/v1/disclosure-categories/periodic-disclosures?locale=en',
    );
    expect(category.path).toBe('/en/disclosure-news/periodic-disclosures');
  });

  it('gives exchange news and their categories', async () => {
    const news = await list('sgdck_news', '/api/v1/sgdck-news?category=hose-news');
    expect(news.data).toHaveLength(1);
    expect(news.data[0]).toMatchObject({
      attrs: { releaseDate: '2026-03-09', exchange: 'HOSE' },
      path: '/chi-tiet-tin-tuc-sgdck/niem-yet-moi-thang-3',
      image: '/api/v1/files/art-sg-new-listing.svg',
    });
    const one = await detail('sgdck_news', '/api/v1/sgdck-news/new-listings-in-march?locale=en');
    expect(one.path).toBe('/en/sgdck-news-detail/new-listings-in-march');
    const categories = await list('sgdck_category', '/api/v1/sgdck-news-categories');
    expect(categories.data.map((c) => c.path)).toEqual(['/tin-tuc-sgdck/tin-hose']);
  });

  it('lists videos with their files and drawn thumbnails', async () => {
    const videos = await list('video', '/api/v1/news-videos?limit=4');
    expect(slugs(videos)).toEqual(['huong-dan-ung-dung', 'toa-dam-truc-tuyen']);
    const [file, live] = videos.data;
    expect(file).toMatchObject({
      path: null,
      image: '/api/v1/files/art-video-guide.svg',
      attrs: {
        thumbnail: '/api/v1/files/art-video-guide.svg',
        urlLink: '/api/v1/files/demo-app-guide.webm',
        linkType: 1,
        isLive: false,
      },
    });
    expect(live).toMatchObject({
      image: '/api/v1/files/banner-open-account.svg',
      attrs: { urlLink: 'https://www.youtube-nocookie.com/embed/demo', linkType: 5, isLive: true },
    });
    const clip = await app.inject(file?.attrs.urlLink ?? '');
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
  });

  it('lists reports by year and the events calendar', async () => {
    expect(slugs(await list('annual_report', '/api/v1/annual-reports'))).toEqual([
      'bao-cao-thuong-nien-2025',
      'bao-cao-thuong-nien-2024',
    ]);
    const y2024 = await list('annual_report', '/api/v1/annual-reports?year=2024');
    expect(y2024.data.map((r) => r.attrs)).toEqual([
      { year: 2024, releaseDate: '2025-04-01', pages: 76, file: null },
    ]);
    expect(
      (await list('financial_report', '/api/v1/financial-reports?year=2025')).data[0]?.attrs,
    ).toMatchObject({
      quarter: 4,
      audited: false,
    });
    expect((await list('governance_report', '/api/v1/governance-reports')).meta.total).toBe(1);
    const events = await list('calendar_event', '/api/v1/calendar-events');
    expect(events.data[0]).toMatchObject({ path: null, attrs: { eventType: 'dividend' } });
  });
});
