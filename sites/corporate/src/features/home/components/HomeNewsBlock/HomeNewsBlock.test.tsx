import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixturePageBlock } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import {
  fixtureDisclosure,
  fixtureExchangeNews,
  fixtureNews,
} from '../../../../lib/content/testing/fixtures';
import { corporateTexts } from '../../../../locales/texts';
import { HomeNewsStore } from '../../stores/HomeNewsStore';
import { HomeNewsBlock } from './HomeNewsBlock';

function setup(blocks: PageBlock[], { failing = '' } = {}) {
  const api = fakeApiClient((url) => {
    if (url === failing) return fail(500, 'internal_error');
    if (url === 'news')
      return list([fixtureNews(1, { title: 'An Phát khai trương chi nhánh Đà Nẵng' })]);
    if (url === 'disclosures') return list([fixtureDisclosure(2, { title: 'Nghị quyết HĐQT' })]);
    if (url === 'sgdck-news')
      return list([fixtureExchangeNews(3, { title: 'HOSE thông báo niêm yết' })]);
    return fail(404, 'not_found');
  });
  const store = new HomeNewsStore(api);
  const view = renderWithProviders(<HomeNewsBlock blocks={blocks} store={store} locale="vi" />, {
    resources: corporateTexts,
  });
  return { ...view, api, store };
}

const block = (id: number, type: string, title: string | null = null) =>
  fixturePageBlock({ id, type, title, items: [] });

describe('HomeNewsBlock', () => {
  it('offers a tab only for the news blocks the home page has, each list with its own date', async () => {
    const user = userEvent.setup();
    const { api } = setup([block(1, 'news'), block(2, 'news_sgdck')]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tin An Phát', 'Tin tức SGDCK']);
    expect(screen.queryByRole('tab', { name: 'Công bố thông tin' })).toBeNull();

    // Company news: createdAt (02/10/2026 in Vietnam).
    const first = await screen.findByRole('link', {
      name: 'An Phát khai trương chi nhánh Đà Nẵng',
    });
    expect(first.getAttribute('href')).toBe('/chi-tiet-tin-tuc-va-su-kien-company/muc-1');
    expect(within(first.closest('li') as HTMLElement).getByText('02/10/2026')).toBeTruthy();
    expect(api.requests[0]).toEqual({
      url: 'news',
      params: { limit: 10, outstanding: '1', product: 'company', locale: 'vi' },
    });

    // Exchange news: releaseDate.
    await user.click(screen.getByRole('tab', { name: 'Tin tức SGDCK' }));
    const other = await screen.findByRole('link', { name: 'HOSE thông báo niêm yết' });
    expect(within(other.closest('li') as HTMLElement).getByText('20/08/2026')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Xem tất cả Tin tức SGDCK' }).getAttribute('href'),
    ).toBe('/tin-tuc-sgdck');
    expect(api.requests.map((r) => r.url)).toEqual(['news', 'sgdck-news']);
  });

  it('uses implementDate for disclosures and the block title for the tab', async () => {
    setup([block(5, 'news_disclosure', 'Thông tin cổ đông')]);
    expect(screen.getByRole('tab', { name: 'Thông tin cổ đông' })).toBeTruthy();
    const row = await screen.findByRole('link', { name: 'Nghị quyết HĐQT' });
    expect(within(row.closest('li') as HTMLElement).getByText('15/09/2026')).toBeTruthy();
  });

  it('shows the error message with a retry, and the no-data message', async () => {
    setup([block(1, 'news')], { failing: 'news' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('renders nothing without any news block', () => {
    const { container } = setup([block(9, 'banner')]);
    expect(container.querySelector('section')).toBeNull();
  });
});
