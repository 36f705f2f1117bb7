/**
 * Content items seen without JavaScript (issue 3 items 2, 9 and "Bad input"): the proxy answers a
 * content detail URL with that item's head, an unknown slug with a real 404, the sitemap lists
 * the content pages in both languages, and the instruct export returns a real PDF.
 */
import { expect, test } from '../fixtures';

interface Translation {
  locale: string;
  slug: string;
}
interface ContentRow {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  path: string | null;
  translations: Translation[];
  attrs: Record<string, unknown>;
}
interface ListBody {
  data: ContentRow[];
  meta: { total: number; totalPages: number };
}

const meta = (html: string, property: string): string | null => {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]*>`).exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
};
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('content routes without JavaScript', () => {
  test('a news detail URL carries that article in og:title, canonical and hreflang', async ({
    request,
  }) => {
    const list = (await (await request.get('/api/v1/news?product=stock&limit=1&locale=vi')).json()) as ListBody;
    const article = list.data[0];
    expect(article?.path).toMatch(/^\/chi-tiet-tin-tuc-va-su-kien-stock\//);

    const response = await request.get(article!.path!, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decode(meta(html, 'og:title') ?? '')).toContain(article!.title);
    expect(meta(html, 'og:type')).toBe('article');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${article!.path}"`));
    const en = article!.translations.find((t) => t.locale === 'en')!;
    expect(html).toContain(`hreflang="en" href="`);
    expect(html).toContain(`/en/stock-news-detail/${en.slug}`);
  });

  test('the English detail URL carries the English title', async ({ request }) => {
    const list = (await (await request.get('/api/v1/disclosures?limit=1&locale=en')).json()) as ListBody;
    const item = list.data[0]!;
    expect(item.path).toMatch(/^\/en\/disclosure-news-detail\//);
    const html = await (await request.get(item.path!)).text();
    expect(decode(meta(html, 'og:title') ?? '')).toContain(item.title);
    expect(html).toMatch(/<html[^>]+lang="en"/);
  });

  for (const path of [
    '/chi-tiet-tin-tuc-va-su-kien-company/khong-co-bai-nay',
    '/en/sgdck-news-detail/no-such-item',
    '/cong-bo-thong-tin/khong-co-danh-muc',
    '/chi-tiet-khach-hang-ca-nhan/khong-co-dich-vu',
  ]) {
    test(`${path} is a real 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('the sitemap lists content pages in both languages', async ({ request }) => {
    const list = (await (await request.get('/api/v1/news?product=company&limit=1&locale=vi')).json()) as ListBody;
    const article = list.data[0]!;
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(article.path!);
    const en = article.translations.find((t) => t.locale === 'en')!;
    expect(xml).toContain(`/en/company-news-detail/${en.slug}`);
  });

  test('the instruct export answers a PDF named after the guide', async ({ request }) => {
    const list = (await (await request.get('/api/v1/htgd-instructs?limit=1&locale=vi')).json()) as ListBody;
    const guide = list.data[0]!;
    const response = await request.post('/api/v1/htgd-instructs/export?locale=vi', {
      multipart: { id: String(guide.id), grecaptcha_token: '' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('attachment;');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const missing = await request.post('/api/v1/htgd-instructs/export', {
      multipart: { id: '999999' },
    });
    expect(missing.status()).toBe(404);
  });

  test('bad paging is a 400 from the API, odd searches are safe', async ({ request }) => {
    for (const query of ['page=-1', 'page=abc', 'limit=0', 'limit=100000', 'page=9999']) {
      const response = await request.get(`/api/v1/news?${query}`);
      expect(response.status(), query).toBe(400);
    }
    for (const keyword of ["' OR 1=1 --", '"chứng khoán"', '📈📉', '%_\\', 'x'.repeat(100)]) {
      const response = await request.get(`/api/v1/search?keyword=${encodeURIComponent(keyword)}`);
      expect(response.status(), keyword).toBe(200);
    }
    expect((await request.get(`/api/v1/search?keyword=${'x'.repeat(101)}`)).status()).toBe(400);
    const found = (await (
      await request.get('/api/v1/search?keyword=phai sinh&locale=vi&limit=20')
    ).json()) as { data: { title: string }[] };
    expect(found.data.some((r) => /phái sinh/i.test(r.title))).toBe(true);
  });
});
