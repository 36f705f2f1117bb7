import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import { detail, item, pageSummary } from '../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../lib/catalog/testing/renderPage';
import { InvestmentBankingStore } from '../stores/InvestmentBankingStore';
import { BankInvestmentPage } from './BankInvestmentPage/BankInvestmentPage';
import { BankServiceDetailPage } from './BankServiceDetailPage/BankServiceDetailPage';
import { BusinessTemplate } from './BusinessTemplate/BusinessTemplate';
import { OrganizeCustomerPage } from './OrganizeCustomerPage/OrganizeCustomerPage';
import { ProductsAndServicesTemplate } from './ProductsAndServicesTemplate/ProductsAndServicesTemplate';
import { RecentDealsTemplate } from './RecentDealsTemplate/RecentDealsTemplate';

const deal = (id: number, issuer: string, role: string, valueVnd: number, dealDate: string) =>
  item('recent_deal', { id, title: `Phát hành trái phiếu ${issuer}`, attrs: { issuer, role, valueVnd, dealDate, logo: null } });

const khtc = [
  item('khtc_service', { id: 1, slug: 'moi-gioi-to-chuc', title: 'Môi giới tổ chức', path: '/khach-hang-to-chuc/moi-gioi-to-chuc', attrs: { icon: 'building' } }),
  item('khtc_service', { id: 2, slug: 'luu-ky', title: 'Lưu ký chứng khoán', path: '/khach-hang-to-chuc/luu-ky', attrs: { icon: null } }),
];
const nhdt = [
  item('nhdt_service', { id: 3, slug: 'bao-lanh-phat-hanh', title: 'Bảo lãnh phát hành', path: '/chi-tiet-dich-vu-nhdt/bao-lanh-phat-hanh', attrs: { icon: 'certificate' } }),
  item('nhdt_service', { id: 4, slug: 'tu-van-niem-yet', title: 'Tư vấn niêm yết', path: '/chi-tiet-dich-vu-nhdt/tu-van-niem-yet', attrs: { icon: null } }),
];
const lines = [
  item('nhdt_business', { id: 5, slug: 'thi-truong-von', title: 'Thị trường vốn', path: '/dich-vu-nhdt/thi-truong-von' }),
  item('nhdt_business', { id: 6, slug: 'mua-ban-sap-nhap', title: 'Mua bán sáp nhập', path: '/dich-vu-nhdt/mua-ban-sap-nhap' }),
];
const deals = [
  deal(7, 'Công ty CP Năng lượng Sao Mai', 'lead_underwriter', 1_500_000_000_000, '2025-06-12'),
  deal(8, 'Tập đoàn Thép Hòa Bình', 'financial_advisor', 850_000_000, '2026-01-20'),
  deal(9, 'Ngân hàng TMCP Đông Á', 'issuance_agent', 2_000_000_000_000, '2024-03-05'),
  deal(10, 'Công ty CP Cảng Hải Phòng', 'listing_advisor', 300_000_000_000, '2023-11-30'),
];

const otherPage = (id: number) =>
  pageSummary({ id, templateCode: 'ABOUT_GENERAL', title: 'Giới thiệu', slug: `trang-${id}` });
const dealsPage = pageSummary({
  id: 2,
  templateCode: 'NHDT_RECENT_DEAL',
  title: 'Thương vụ',
  slug: 'thuong-vu-tieu-bieu',
  enSlug: 'recent-deals',
});

function setup(ui: React.ReactElement, path: string) {
  const client = fakeContentClient({
    'khtc-services': khtc,
    'nhdt-services': nhdt,
    'nhdt-business': lines,
    'recent-deals': deals,
    'khtc-services/luu-ky': detail('khtc_service', { id: 2, slug: 'luu-ky', title: 'Lưu ký chứng khoán', body: '<p>Lưu ký tại VSDC.</p>', attrs: { icon: null } }),
    'nhdt-services/bao-lanh-phat-hanh': detail('nhdt_service', { id: 3, slug: 'bao-lanh-phat-hanh', title: 'Bảo lãnh phát hành', body: '<p>Cam kết chắc chắn.</p>', attrs: { icon: null } }),
    'pages/static/all': [otherPage(1), dealsPage],
    'nhdt-business/thi-truong-von': detail('nhdt_business', { id: 5, slug: 'thi-truong-von', title: 'Thị trường vốn', body: '<p>Cổ phiếu và trái phiếu.</p>' }),
  });
  const store = new InvestmentBankingStore(client);
  return { ...renderPage(ui, { path, stores: { investmentBanking: store } }), client };
}

describe('RecentDealsTemplate (NHDT_RECENT_DEAL)', () => {
  it('lists the deals newest first with the translated role, value in VND and date', async () => {
    setup(<RecentDealsTemplate page={fixturePage({ templateCode: 'NHDT_RECENT_DEAL', title: 'Thương vụ tiêu biểu' })} />, '/thuong-vu-tieu-bieu');
    const issuers = await screen.findAllByRole('heading', { level: 2 });
    expect(issuers.map((h) => h.textContent)).toEqual([
      'Tập đoàn Thép Hòa Bình',
      'Công ty CP Năng lượng Sao Mai',
      'Ngân hàng TMCP Đông Á',
      'Công ty CP Cảng Hải Phòng',
    ]);
    const card = issuers[1]?.closest('li') as HTMLElement;
    within(card).getByText('Tổ chức bảo lãnh chính');
    within(card).getByText('1.500 tỷ đồng');
    within(card).getByText('12/06/2025');
    within(issuers[0]?.closest('li') as HTMLElement).getByText('850 triệu đồng');
  });

  it('speaks English on English pages', async () => {
    setup(<RecentDealsTemplate page={fixturePage({ templateCode: 'NHDT_RECENT_DEAL', title: 'Recent deals' })} />, '/en/recent-deals');
    await screen.findByText('VND 1,500 billion');
    screen.getByText('Lead underwriter');
  });
});

describe('ProductsAndServicesTemplate (HTGD_PRODUCTS_AND_SERVICES)', () => {
  it('shows the organisation and investment-banking services as cards', async () => {
    setup(<ProductsAndServicesTemplate page={fixturePage({ templateCode: 'HTGD_PRODUCTS_AND_SERVICES', title: 'Sản phẩm và dịch vụ' })} />, '/san-pham-dich-vu');
    const organisation = (await screen.findByRole('heading', { level: 2, name: 'Khách hàng tổ chức' })).closest('section') as HTMLElement;
    expect((await within(organisation).findByRole('link', { name: /Lưu ký chứng khoán/ })).getAttribute('href')).toBe('/khach-hang-to-chuc/luu-ky');
    const banking = screen.getByRole('heading', { level: 2, name: 'Ngân hàng đầu tư' }).closest('section') as HTMLElement;
    await within(banking).findByRole('link', { name: /Bảo lãnh phát hành/ });
  });
});

describe('BusinessTemplate (HTGD_BUSINESS)', () => {
  it('shows the business lines', async () => {
    setup(<BusinessTemplate page={fixturePage({ templateCode: 'HTGD_BUSINESS', title: 'Nghiệp vụ' })} />, '/nghiep-vu');
    expect((await screen.findByRole('link', { name: /Mua bán sáp nhập/ })).getAttribute('href')).toBe('/dich-vu-nhdt/mua-ban-sap-nhap');
  });
});

describe('OrganizeCustomerPage (khach-hang-to-chuc)', () => {
  it('lists the services without a slug', async () => {
    setup(<OrganizeCustomerPage />, '/khach-hang-to-chuc');
    screen.getByRole('heading', { level: 1, name: 'Khách hàng tổ chức' });
    await screen.findByRole('link', { name: /Môi giới tổ chức/ });
    expect(screen.getByRole('link', { name: 'Gửi yêu cầu tư vấn' }).getAttribute('href')).toBe('/lien-he');
  });

  it('shows one service with a slug and the others beside it', async () => {
    setup(<OrganizeCustomerPage />, '/khach-hang-to-chuc/luu-ky');
    await screen.findByRole('heading', { level: 1, name: 'Lưu ký chứng khoán' });
    screen.getByText('Lưu ký tại VSDC.');
    const others = await screen.findByRole('region', { name: 'Dịch vụ khách hàng tổ chức khác' });
    within(others).getByRole('link', { name: 'Môi giới tổ chức' });
  });

  it('is a 404 for an unknown service', async () => {
    setup(<OrganizeCustomerPage />, '/khach-hang-to-chuc/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});

describe('BankInvestmentPage (dich-vu-nhdt)', () => {
  it('shows services, business lines, the three latest deals and a link to the deals page', async () => {
    setup(<BankInvestmentPage />, '/dich-vu-nhdt');
    screen.getByRole('heading', { level: 1, name: 'Ngân hàng đầu tư' });
    await screen.findByRole('link', { name: /Tư vấn niêm yết/ });
    await screen.findByRole('link', { name: /Thị trường vốn/ });
    const section = screen.getByRole('heading', { level: 2, name: 'Thương vụ tiêu biểu' }).closest('section') as HTMLElement;
    await within(section).findByText('Tập đoàn Thép Hòa Bình');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect((await within(section).findByRole('link', { name: 'Xem tất cả thương vụ' })).getAttribute('href')).toBe('/thuong-vu-tieu-bieu');
  });

  it('shows a business line with a slug', async () => {
    setup(<BankInvestmentPage />, '/dich-vu-nhdt/thi-truong-von');
    await screen.findByRole('heading', { level: 1, name: 'Thị trường vốn' });
    screen.getByText('Cổ phiếu và trái phiếu.');
  });
});

describe('BankServiceDetailPage (chi-tiet-dich-vu-nhdt)', () => {
  it('shows the service', async () => {
    setup(<BankServiceDetailPage />, '/chi-tiet-dich-vu-nhdt/bao-lanh-phat-hanh');
    await screen.findByRole('heading', { level: 1, name: 'Bảo lãnh phát hành' });
    screen.getByText('Cam kết chắc chắn.');
  });

  it('is a 404 for an unknown service', async () => {
    setup(<BankServiceDetailPage />, '/chi-tiet-dich-vu-nhdt/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
