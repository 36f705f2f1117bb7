import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeContentClient } from '../../lib/catalog/testing/fakeContentClient';
import { branchItem, item } from '../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../lib/catalog/testing/renderPage';
import { ContactFormStore } from '../../features/contact/stores/ContactFormStore';
import { NetworkStore } from '../../features/network/stores/NetworkStore';
import ContactRoute from './ContactRoute';

/** An office of the network; the head office flag as the network page's test gives it. */
const branch = (id: number, title: string, regionCode: 'north' | 'south', isHeadOffice = false) =>
  branchItem(id, title, regionCode, { isHeadOffice });

function setup(branches: unknown[], path = '/lien-he') {
  const api = fakeContentClient({
    'locations/regions': [
      item('region', { id: 1, title: 'Miền Bắc', attrs: { code: 'north' } }),
      item('region', { id: 3, title: 'Miền Nam', attrs: { code: 'south' } }),
    ],
    branches,
  });
  renderPage(<ContactRoute />, {
    path,
    stores: { network: new NetworkStore(api), contactForm: new ContactFormStore(api) },
  });
}

describe('the contact page (lien-he)', () => {
  it("lists every office from branches by region, with address and phone, not a 'being updated' note", async () => {
    setup([
      branch(10, 'Phòng giao dịch Cầu Giấy', 'north'),
      branch(11, 'Trụ sở chính Hà Nội', 'north', true),
      branch(20, 'Chi nhánh TP. Hồ Chí Minh', 'south'),
    ]);
    const card = screen.getByRole('region', { name: 'Chi nhánh và phòng giao dịch' });
    const list = await within(card).findByTestId('office-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Miền Bắc', 'Miền Nam']);
    const offices = within(list).getAllByRole('listitem');
    // Head office first in its region.
    expect(offices[0]?.textContent).toContain('Trụ sở chính Hà Nội');
    expect(offices.map((o) => o.textContent)).toEqual([
      expect.stringContaining('11 Hoàng Cầu, Hà Nội'),
      expect.stringContaining('Phòng giao dịch Cầu Giấy'),
      expect.stringContaining('Chi nhánh TP. Hồ Chí Minh'),
    ]);
    expect(
      within(offices[2]!).getByRole('link', { name: '024 3936 8888' }).getAttribute('href'),
    ).toBe('tel:02439368888');
    expect(card.textContent).not.toMatch(/đang được cập nhật/);
  });

  it('says so in the visitor’s language when there is no office', async () => {
    setup([], '/en/contact');
    const card = screen.getByRole('region', { name: 'Branches and transaction offices' });
    await within(card).findByText('There is no branch information yet.');
  });
});
