import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../lib/catalog/testing/fakeContentClient';
import { detail, item, ref } from '../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../lib/catalog/testing/renderPage';
import { ServicesStore } from '../stores/ServicesStore';
import { AccountManagementTemplate } from './AccountManagementTemplate/AccountManagementTemplate';
import { IndividualCustomerPage } from './IndividualCustomerPage/IndividualCustomerPage';
import { ServiceCatalogTemplate } from './ServiceCatalogTemplate/ServiceCatalogTemplate';
import { ServiceDetailPage } from './ServiceDetailPage/ServiceDetailPage';

const trading = item('khcn_service_category', {
  id: 1,
  slug: 'giao-dich-chung-khoan',
  enSlug: 'securities-trading',
  title: 'Giao dịch chứng khoán',
  summary: 'Đặt lệnh nhanh trên mọi nền tảng',
  path: '/khach-hang-ca-nhan/giao-dich-chung-khoan',
  attrs: { icon: 'chart-line' },
});
const accounts = item('khcn_service_category', {
  id: 2,
  slug: 'quan-ly-tai-khoan',
  enSlug: 'account-services',
  title: 'Quản lý tài khoản',
  path: '/khach-hang-ca-nhan/quan-ly-tai-khoan',
  attrs: { icon: 'wallet' },
});
const empty = item('khcn_service_category', { id: 3, slug: 'trong', title: 'Nhóm trống', attrs: { icon: null } });

const service = (id: number, title: string, category: typeof trading, slug: string) =>
  item('khcn_service', { id, slug, title, summary: `${title} – mô tả`, category: ref(category), path: `/chi-tiet-khach-hang-ca-nhan/${slug}`, attrs: { icon: 'chart-line' } });

const services = [
  service(11, 'Giao dịch trực tuyến', trading, 'giao-dich-truc-tuyen'),
  service(12, 'Giao dịch ký quỹ', trading, 'giao-dich-ky-quy'),
  service(21, 'Nộp rút tiền', accounts, 'nop-rut-tien'),
];

function setup(ui: React.ReactElement, path: string) {
  const client = fakeContentClient({
    'khcn-service-categories': [trading, accounts, empty],
    'khcn-services': services,
    'khcn-service-categories/giao-dich-chung-khoan': detail('khcn_service_category', {
      ...trading,
      body: '<p>Nhóm dịch vụ giao dịch.</p>',
    }),
    'khcn-services/giao-dich-ky-quy': detail('khcn_service', {
      id: 12,
      slug: 'giao-dich-ky-quy',
      enSlug: 'margin-trading',
      title: 'Giao dịch ký quỹ',
      summary: 'Vay ký quỹ lãi suất cạnh tranh',
      body: '<p>Tỷ lệ ký quỹ tối đa 50%.</p>',
      category: ref(trading),
      attrs: { icon: null },
    }),
    'khcn-services/giao-dich-truc-tuyen': detail('khcn_service', {
      id: 11,
      slug: 'giao-dich-truc-tuyen',
      title: 'Giao dịch trực tuyến',
      body: '<p>Đặt lệnh mọi lúc.</p>',
      category: ref(trading),
      attrs: { icon: null },
    }),
    'khcn-services/category/giao-dich-chung-khoan': services.slice(0, 2),
  });
  const store = new ServicesStore(client);
  return { ...renderPage(ui, { path, stores: { services: store } }), client };
}

describe('ServiceCatalogTemplate (KHCN_STOCK_TRADING, HTGD_FEATURES_LIST)', () => {
  it('shows the page body, then each category with its services as cards linking to their pages', async () => {
    setup(<ServiceCatalogTemplate page={fixturePage({ templateCode: 'KHCN_STOCK_TRADING', title: 'Giao dịch cổ phiếu' })} />, '/giao-dich-co-phieu');
    screen.getByText('Thành lập năm 2007.');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Giao dịch chứng khoán' })).closest('section') as HTMLElement;
    within(section).getByText('Đặt lệnh nhanh trên mọi nền tảng');
    const card = within(section).getByRole('link', { name: /Giao dịch ký quỹ/ });
    expect(card.getAttribute('href')).toBe('/chi-tiet-khach-hang-ca-nhan/giao-dich-ky-quy');
    screen.getByRole('heading', { level: 2, name: 'Quản lý tài khoản' });
    expect(screen.queryByRole('heading', { name: 'Nhóm trống' })).toBeNull();
  });
});

describe('AccountManagementTemplate (KHCN_ACCOUNT_MANAGEMENT)', () => {
  it('lists only the account category and offers to open an account', async () => {
    setup(<AccountManagementTemplate page={fixturePage({ templateCode: 'KHCN_ACCOUNT_MANAGEMENT', title: 'Quản lý tài khoản' })} />, '/quan-ly-tai-khoan');
    await screen.findByRole('link', { name: /Nộp rút tiền/ });
    expect(screen.queryByRole('link', { name: /Giao dịch ký quỹ/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mở tài khoản ngay' }).getAttribute('href')).toBe('/ekyc');
  });
});

describe('IndividualCustomerPage (khach-hang-ca-nhan)', () => {
  it('without a slug: every category with a side navigation', async () => {
    setup(<IndividualCustomerPage />, '/khach-hang-ca-nhan');
    screen.getByRole('heading', { level: 1, name: 'Khách hàng cá nhân' });
    const nav = await screen.findByRole('navigation', { name: 'Nhóm dịch vụ' });
    await within(nav).findByRole('link', { name: 'Quản lý tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Tất cả dịch vụ' }).getAttribute('aria-current')).toBe('page');
    screen.getByRole('heading', { level: 2, name: 'Giao dịch chứng khoán' });
  });

  it('with a category slug: that category, its text and services', async () => {
    setup(<IndividualCustomerPage />, '/khach-hang-ca-nhan/giao-dich-chung-khoan');
    await screen.findByRole('heading', { level: 1, name: 'Giao dịch chứng khoán' });
    screen.getByText('Nhóm dịch vụ giao dịch.');
    screen.getByRole('heading', { level: 2, name: 'Giao dịch trực tuyến' });
    expect(screen.queryByRole('heading', { name: 'Nộp rút tiền' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Nhóm dịch vụ' });
    expect(within(nav).getByRole('link', { name: 'Giao dịch chứng khoán' }).getAttribute('aria-current')).toBe('page');
  });

  it('is a 404 for an unknown category', async () => {
    setup(<IndividualCustomerPage />, '/khach-hang-ca-nhan/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});

describe('ServiceDetailPage (chi-tiet-khach-hang-ca-nhan)', () => {
  it('shows the service with its breadcrumb and the other services of its category', async () => {
    setup(<ServiceDetailPage />, '/chi-tiet-khach-hang-ca-nhan/giao-dich-ky-quy');
    await screen.findByRole('heading', { level: 1, name: 'Giao dịch ký quỹ' });
    screen.getByText('Tỷ lệ ký quỹ tối đa 50%.');
    const breadcrumb = screen.getByRole('navigation', { name: 'Vị trí trang' });
    expect(within(breadcrumb).getByRole('link', { name: 'Giao dịch chứng khoán' }).getAttribute('href')).toBe(
      '/khach-hang-ca-nhan/giao-dich-chung-khoan',
    );
    const related = await screen.findByRole('region', { name: 'Dịch vụ khác cùng nhóm' });
    expect(within(related).getAllByRole('link').map((a) => a.textContent)).toEqual(['Giao dịch trực tuyến']);
  });

  it('opens another service from the aside in place (same route, new slug)', async () => {
    const { client } = setup(<ServiceDetailPage />, '/chi-tiet-khach-hang-ca-nhan/giao-dich-ky-quy');
    const related = await screen.findByRole('region', { name: 'Dịch vụ khác cùng nhóm' });
    fireEvent.click(await within(related).findByRole('link', { name: 'Giao dịch trực tuyến' }));
    await screen.findByRole('heading', { level: 1, name: 'Giao dịch trực tuyến' });
    screen.getByText('Đặt lệnh mọi lúc.');
    expect(client.requests.filter((r) => r.url === 'khcn-services/giao-dich-truc-tuyen')).toHaveLength(1);
  });

  it('is a 404 for an unknown slug', async () => {
    setup(<ServiceDetailPage />, '/chi-tiet-khach-hang-ca-nhan/khong-co');
    await screen.findByRole('heading', { name: 'Rất tiếc, chúng tôi không tìm thấy trang này' });
  });
});
