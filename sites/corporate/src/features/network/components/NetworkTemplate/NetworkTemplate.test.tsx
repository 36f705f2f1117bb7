import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { branchItem, item } from '../../../../lib/catalog/testing/itemFixtures';
import { renderPage } from '../../../../lib/catalog/testing/renderPage';
import { NetworkStore } from '../../stores/NetworkStore';
import { NetworkTemplate } from './NetworkTemplate';

const region = (id: number, code: 'north' | 'central' | 'south', title: string) =>
  item('region', { id, title, attrs: { code } });

const branch = branchItem;

function setup() {
  const client = fakeContentClient({
    'locations/regions': [region(1, 'north', 'Miền Bắc'), region(2, 'central', 'Miền Trung'), region(3, 'south', 'Miền Nam')],
    branches: [
      branch(10, 'Phòng giao dịch Cầu Giấy', 'north'),
      branch(11, 'Trụ sở chính', 'north', { isHeadOffice: true, fax: '024 3936 8889', email: 'hotro@anphat.example' }),
      branch(20, 'Chi nhánh TP. Hồ Chí Minh', 'south'),
    ],
  });
  const store = new NetworkStore(client);
  renderPage(<NetworkTemplate page={fixturePage({ templateCode: 'ABOUT_NETWORK', title: 'Mạng lưới hoạt động' })} />, {
    path: '/mang-luoi-hoat-dong',
    stores: { network: store },
  });
  return { client, store };
}

describe('NetworkTemplate (ABOUT_NETWORK)', () => {
  it('puts the offices in region tabs, only regions that have any, head office first', async () => {
    setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Miền Bắc (2)', 'Miền Nam (1)']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Trụ sở chính', 'Phòng giao dịch Cầu Giấy']);
  });

  it('shows the badge, address, phone, fax, email and a map link that leaves the site safely', async () => {
    setup();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Trụ sở chính' })).closest('li') as HTMLElement;
    within(card).getByText('Trụ sở chính', { selector: '.mantine-Badge-label' });
    within(card).getByText('11 Hoàng Cầu, Hà Nội');
    expect(within(card).getByRole('link', { name: '024 3936 8888' }).getAttribute('href')).toBe('tel:02439368888');
    within(card).getByText('024 3936 8889');
    expect(within(card).getByRole('link', { name: 'hotro@anphat.example' }).getAttribute('href')).toBe('mailto:hotro@anphat.example');
    const map = within(card).getByRole('link', { name: /Xem bản đồ/ });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=21.019500&mlon=105.823500#map=17/21.019500/105.823500');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('switches region by tab', async () => {
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Miền Nam (1)' }));
    await screen.findByRole('heading', { level: 3, name: 'Chi nhánh TP. Hồ Chí Minh' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Trụ sở chính' })).toBeNull();
  });
});
