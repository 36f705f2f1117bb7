import { cmsPath, isExternalHref, matchPath } from '@brokerage/shared/routing/paths.ts';
import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import { type MenuItem, MenuSchema } from '@brokerage/shared/validation/content.ts';
import { useTestApp } from '../../test/build-test-app';
import { expectApiError } from '../../test/responses';

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.subMenu)]);

describe('GET menus', () => {
  const app = useTestApp();

  const menusOf = async (locale: 'vi' | 'en') => {
    const res = await app.inject(`/api/v1/menus?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    return listEnvelope(MenuSchema).parse(res.json());
  };

  it('lists header and footer with list meta', async () => {
    const body = await menusOf('vi');
    expect(body.data.map((m) => m.code)).toEqual(['header', 'footer']);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  it.each(['vi', 'en'] as const)(
    'has only valid links, three levels and translated titles (%s)',
    async (locale) => {
      const { data } = await menusOf(locale);
      const items = data.flatMap((m) => flatten(m.items));
      expect(Math.max(...items.map((i) => i.depth))).toBe(2);
      for (const item of items) {
        if (item.type === 'group') {
          expect(item.link).toBeNull();
          continue;
        }
        expect(item.link).toBeTruthy();
        const link = item.link ?? '';
        if (isExternalHref(link)) continue;
        expect(['notFound', 'unknown']).not.toContain(matchPath(link).kind);
        expect(matchPath(link).locale).toBe(locale);
        if (item.type === 'page') expect(link).toBe(cmsPath(item.reference?.slug ?? '', locale));
      }
      const titles = items.map((i) => i.title);
      expect(titles).toContain(locale === 'vi' ? 'Trung tâm phân tích' : 'Analysis Centre');
    },
  );

  it('carries icons, an icon image and one external link opening in a new tab', async () => {
    const { data } = await menusOf('vi');
    const header = flatten(data.find((m) => m.code === 'header')?.items ?? []);
    expect(header.filter((i) => i.icon).length).toBeGreaterThan(5);
    expect(header.some((i) => i.iconImage?.startsWith('/api/v1/files/'))).toBe(true);
    const external = header.filter((i) => i.link && isExternalHref(i.link));
    expect(external).toHaveLength(1);
    expect(external[0]?.target).toBe('_blank');
  });

  it('reaches every section of the product from the header', async () => {
    const { data } = await menusOf('vi');
    const links = flatten(data.find((m) => m.code === 'header')?.items ?? []).map((i) => i.link);
    for (const path of [
      '/gioi-thieu-an-phat',
      '/khach-hang-ca-nhan',
      '/khach-hang-to-chuc',
      '/dich-vu-nhdt',
      '/bieu-phi',
      '/cong-bo-thong-tin',
      '/tin-tuc-sgdck',
      '/tin-an-phat',
      '/bao-cao-thuong-nien',
      '/trung-tam-phan-tich',
      '/trung-tam-phan-tich/thong-tin-co-phieu',
      '/tuyen-dung',
      '/ekyc',
      '/dang-ky-giao-dich-trai-phieu',
      '/lien-he',
    ]) {
      expect(links).toContain(path);
    }
  });

  it('filters by code and pages', async () => {
    const footer = (await app.inject('/api/v1/menus?code=footer')).json();
    expect(footer.data.map((m: { code: string }) => m.code)).toEqual(['footer']);
    const second = (await app.inject('/api/v1/menus?limit=1&page=2')).json();
    expect(second.data.map((m: { code: string }) => m.code)).toEqual(['footer']);
    expect(second.meta).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it.each([
    ['page=0', 'page', 'too_small', 'Giá trị phải lớn hơn hoặc bằng 1.'],
    ['page=-3', 'page', 'too_small', 'Giá trị phải lớn hơn hoặc bằng 1.'],
    ['page=abc', 'page', 'invalid_type', 'Giá trị phải là một số.'],
    ['page=1.5', 'page', 'invalid_type', 'Giá trị phải là số nguyên.'],
    ['limit=101', 'limit', 'too_big', 'Giá trị phải nhỏ hơn hoặc bằng 100.'],
  ])('rejects bad paging %s with 400 on the field', async (query, field, code, message) => {
    const res = await app.inject(`/api/v1/menus?${query}`);
    expectApiError(res, 400, { code, message, field });
  });

  it('words paging errors in English on request', async () => {
    const res = await app.inject('/api/v1/menus?limit=500&locale=en');
    expect(res.json().errors[0].message).toBe('Must be at most 100.');
  });
});
