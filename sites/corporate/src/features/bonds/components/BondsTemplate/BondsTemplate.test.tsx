import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { item } from '../../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../../lib/catalog/testing/renderPage';
import { BondsStore } from '../../stores/BondsStore';
import { BondsTemplate } from './BondsTemplate';

const bond = (id: number, code: string, issuer: string, couponRate: number, termMonths: number, maturityDate: string) =>
  item('bond_product', { id, title: code, attrs: { code, issuer, couponRate, termMonths, maturityDate, parValueVnd: 100_000 } });

function setup(path = '/trai-phieu-doanh-nghiep') {
  const client = fakeContentClient({
    'bond-products': [
      bond(1, 'SMB12601', 'Công ty CP Năng lượng Sao Mai', 9.5, 36, '2029-06-30'),
      bond(2, 'HBS12502', 'Tập đoàn Thép Hòa Bình', 10.25, 24, '2027-12-15'),
    ],
  });
  renderPage(<BondsTemplate page={fixturePage({ templateCode: 'TPDN', title: 'Trái phiếu doanh nghiệp' })} />, {
    path,
    stores: { bonds: new BondsStore(client) },
  });
}

describe('BondsTemplate (TPDN)', () => {
  it('shows the bonds in an accessible table, nearest maturity first', async () => {
    setup();
    const table = await screen.findByRole('table', { name: /Danh sách trái phiếu doanh nghiệp/ });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Mã trái phiếu', 'Tổ chức phát hành', 'Lãi suất', 'Kỳ hạn', 'Ngày đáo hạn', 'Mệnh giá', 'Đăng ký']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['HBS12502', 'SMB12601']);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Tập đoàn Thép Hòa Bình',
      '10,25%/năm',
      '24 tháng',
      '15/12/2027',
      '100.000 đồng',
      'Đăng ký HBS12502',
    ]);
    expect(screen.getByRole('region', { name: /Danh sách trái phiếu/ }).getAttribute('tabindex')).toBe('0');
  });

  it('leads to bond registration: the list, and each product its own order step', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Đăng ký giao dịch trái phiếu' }).getAttribute('href')).toBe('/dang-ky-giao-dich');
    const link = await screen.findByRole('link', { name: 'Đăng ký SMB12601' });
    expect(link.getAttribute('href')).toBe('/dang-ky-giao-dich-trai-phieu?code=SMB12601');
  });

  it('formats for English', async () => {
    setup('/en/corporate-bonds');
    await screen.findByText('10.25% a year');
    expect(screen.getByRole('link', { name: 'Register HBS12502' }).getAttribute('href')).toBe(
      '/en/register-bond-trading?code=HBS12502',
    );
    expect(screen.getAllByText('VND 100,000', { selector: 'td' })).toHaveLength(2);
  });
});
