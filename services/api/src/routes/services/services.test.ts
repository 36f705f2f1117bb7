import { and, eq } from 'drizzle-orm';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { contentItemTranslations } from '../../db/schema';
import { contentCalls, slugsOf, useContentTestApp } from '../../../test/content-fixtures';
import { getJson } from '../../test/requests';

describe('services, fees, instructions and FAQs', () => {
  const app = useContentTestApp();

  const { list, detail } = contentCalls(app);
  const status = async (url: string) => (await getJson(app, url)).status;
  const slugs = slugsOf;

  it('lists individual-customer services in CMS order, by category route or filter', async () => {
    const categories = await list('khcn_service_category', '/api/v1/khcn-service-categories');
    expect(slugs(categories)).toEqual(['giao-dich-chung-khoan', 'tu-van-dau-tu']);
    expect(categories.data[0]).toMatchObject({
      attrs: { icon: 'chart-line' },
      path: '/khach-hang-ca-nhan/giao-dich-chung-khoan',
    });
    const category = await detail(
      'khcn_service_category',
      '/api/v1/khcn-service-categories/securities-trading?locale=en',
    );
    expect(category.path).toBe('/en/individual-customer/securities-trading');

    const trading = ['giao-dich-truc-tuyen', 'giao-dich-ky-quy'];
    expect(
      slugs(await list('khcn_service', '/api/v1/khcn-services/category/giao-dich-chung-khoan')),
    ).toEqual(trading);
    expect(
      slugs(await list('khcn_service', '/api/v1/khcn-services/category/securities-trading')),
    ).toEqual(trading);
    expect(
      slugs(await list('khcn_service', `/api/v1/khcn-services/category/${category.id}`)),
    ).toEqual(trading);
    expect(
      slugs(await list('khcn_service', '/api/v1/khcn-services?category=tu-van-dau-tu')),
    ).toEqual(['tu-van-danh-muc']);
    expect(await status('/api/v1/khcn-services/category/khong-co')).toBe(404);
    expect(await status('/api/v1/khcn-services?category=khong-co')).toBe(404);
    // A service is not a category.
    expect(await status('/api/v1/khcn-services/category/giao-dich-ky-quy')).toBe(404);

    const service = await detail('khcn_service', '/api/v1/khcn-services/margin-trading');
    expect(service).toMatchObject({
      title: 'Giao dịch ký quỹ',
      path: '/chi-tiet-khach-hang-ca-nhan/giao-dich-ky-quy',
      category: { type: 'khcn_service_category', slug: 'giao-dich-chung-khoan' },
    });
  });

  it('prefers the request language’s slug when two items share a slug across languages', async () => {
    const margin = await detail('khcn_service', '/api/v1/khcn-services/giao-dich-ky-quy');
    const advice = await detail('khcn_service', '/api/v1/khcn-services/tu-van-danh-muc');
    // Give the advice service, in English, the Vietnamese slug of the margin service.
    await app.db
      .update(contentItemTranslations)
      .set({ slug: 'giao-dich-ky-quy' })
      .where(
        and(
          eq(contentItemTranslations.itemId, advice.id),
          eq(contentItemTranslations.locale, 'en'),
        ),
      );
    expect((await detail('khcn_service', '/api/v1/khcn-services/giao-dich-ky-quy')).id).toBe(
      margin.id,
    );
    expect(
      (await detail('khcn_service', '/api/v1/khcn-services/giao-dich-ky-quy?locale=en')).id,
    ).toBe(advice.id);
  });

  it('gives organisation and investment-banking services, deals and bond products', async () => {
    const khtc = await list('khtc_service', '/api/v1/khtc-services');
    expect(khtc.data[0]?.path).toBe('/khach-hang-to-chuc/luu-ky-chung-khoan');
    expect((await detail('khtc_service', '/api/v1/khtc-services/securities-custody')).title).toBe(
      'Lưu ký chứng khoán',
    );
    const nhdt = await detail('nhdt_service', '/api/v1/nhdt-services/tu-van-phat-hanh?locale=en');
    expect(nhdt.path).toBe('/en/bank-investment-detail/issuance-advisory');
    const business = await list('nhdt_business', '/api/v1/nhdt-business');
    expect(business.data[0]?.path).toBe('/dich-vu-nhdt/mua-ban-sap-nhap');
    expect(
      (await detail('nhdt_business', `/api/v1/nhdt-business/${business.data[0]?.id}`)).slug,
    ).toBe('mua-ban-sap-nhap');

    const [deal] = (await list('recent_deal', '/api/v1/recent-deals')).data;
    expect(deal?.attrs).toMatchObject({ logo: '/api/v1/files/logo-deal-hdb.svg', valueVnd: 1e12 });
    expect(deal?.path).toBeNull();
    const [bond] = (await list('bond_product', '/api/v1/bond-products')).data;
    expect(bond?.attrs).toMatchObject({ code: 'APS-2028', couponRate: 9.5, termMonths: 24 });
  });

  it('gives fee schedules with their table and file', async () => {
    const fee = await detail('fee', '/api/v1/htgd-fees/bieu-phi-co-phieu');
    expect(fee).toMatchObject({
      path: '/bieu-phi/bieu-phi-co-phieu',
      attrs: {
        columns: ['Dịch vụ', 'Mức phí'],
        rows: [['Giao dịch trực tuyến', '0,15%']],
        file: '/api/v1/files/an-phat-fee-schedule-2026.pdf',
      },
    });
    expect((await list('fee', '/api/v1/htgd-fees')).meta.total).toBe(1);
    // Translatable attrs: the English reader gets the English table over the shared attrs.
    const english = await detail('fee', '/api/v1/htgd-fees/stock-trading-fees?locale=en');
    expect(english.attrs).toMatchObject({
      columns: ['Service', 'Fee'],
      rows: [['Online trading', '0.15%']],
      effectiveDate: '2026-01-01',
      file: '/api/v1/files/an-phat-fee-schedule-2026.pdf',
    });
    const [row] = (await list('fee', '/api/v1/htgd-fees?locale=en')).data;
    expect(row?.attrs.columns).toEqual(['Service', 'Fee']);
  });

  it('gives instructions (sanitised, drafts hidden) and their categories', async () => {
    const categories = await list('instruct_category', '/api/v1/htgd-instruct-categories');
    expect(slugs(categories)).toEqual(['giao-dich-truc-tuyen']);
    const instructs = await list('instruct', '/api/v1/htgd-instructs?category=online-trading');
    expect(slugs(instructs)).toEqual(['huong-dan-dat-lenh']);
    const one = await detail('instruct', '/api/v1/htgd-instructs/huong-dan-dat-lenh');
    expect(one.path).toBe('/chi-tiet-ho-tro-giao-dich/huong-dan-dat-lenh');
    expect(one.body).toContain('<ol><li>Chọn mục Giao dịch</li>');
    expect(one.body).not.toContain('script');
    expect(await status('/api/v1/htgd-instructs/huong-dan-nhap')).toBe(404);
  });

  it('lists FAQs with the answer in the summary, filtered by category', async () => {
    const categories = await list('faq_category', '/api/v1/faq-categories');
    const faqs = await list('faq', `/api/v1/faqs?category=${categories.data[0]?.id}`);
    expect(faqs.data).toHaveLength(1);
    expect(faqs.data[0]).toMatchObject({
      title: 'Mở tài khoản chứng khoán mất bao lâu?',
      summary: 'Khoảng 5 phút với eKYC.',
      path: null,
    });
    const unknown = await getJson(app, '/api/v1/faqs?category=99999');
    expect(unknown.status).toBe(404);
    expect(ApiErrorBodySchema.parse(unknown.body).errors[0]?.code).toBe('not_found');
  });
});
