import { describe, expect, it } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { profileHandler, type ProfileServerOptions } from '../testing/profileFixtures';
import {
  BusinessProfileStore,
  INSIDERS_PAGE_SIZE,
  SHAREHOLDERS_PAGE_SIZE,
  toIsoDate,
} from './BusinessProfileStore';

function setup(options: ProfileServerOptions = {}) {
  const { client, server } = createFakeServerClient(profileHandler(options));
  const store = new BusinessProfileStore(client);
  const asked = (url: string) => server.requests.filter((request) => request.url === url);
  return { store, server, asked };
}

describe('BusinessProfileStore', () => {
  it('loads every section of the company in the language asked for', async () => {
    const { store, server } = setup();
    await store.load('FPT', 'en');
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      'ttpt-capital-raising-histories',
      'ttpt-companies/FPT',
      'ttpt-company-associations',
      'ttpt-key-officers',
      'ttpt-large-shareholders',
      'ttpt-other-information',
      'ttpt-ownership-structures',
      'ttpt-shareholder-transactions',
    ]);
    for (const request of server.requests) expect(request.params).toMatchObject({ locale: 'en' });
    for (const request of server.requests.filter((r) => r.url !== 'ttpt-companies/FPT'))
      expect(request.params).toMatchObject({ stock_symbol: 'FPT' });

    expect(store.profile.value?.profile?.employees).toBe(39_284);
    expect(store.associations.value).toHaveLength(1);
    expect(store.ownership.value?.map((part) => part.category)).toEqual([
      'state',
      'foreign',
      'other',
    ]);
    expect(store.officers.value?.map((group) => group.board)).toEqual([
      'board-of-directors',
      'supervisory-board',
      'executive-board',
    ]);
    expect(store.shareholders.items).toHaveLength(4);
    expect(store.insiders.items).toHaveLength(4);
    expect(store.showsShareholders('FPT')).toBe(true);
    expect(store.showsInsiders('FPT')).toBe(true);
  });

  it('derives the listing facts from the market record and the capital history', async () => {
    const { store } = setup();
    await store.load('FPT', 'vi');
    expect(store.listing.value).toEqual({
      exchange: 'HOSE',
      listingDate: '2006-12-13',
      indices: ['VNINDEX', 'VN30'],
      ipo: { date: '2006-07-28', price: 35_000, shares: 63_985_512 },
      // The last change of capital on or before the listing day: the IPO, not the 2008 dividend.
      sharesAtListing: 463_894_959,
      charterCapitalAtListing: 4_638_949_590_000,
      sharesOutstanding: 907_000_000,
    });
  });

  it('asks nothing again for the company and language on screen, and everything for another language', async () => {
    const { store, server } = setup();
    await store.load('FPT', 'vi');
    const first = server.requests.length;
    await store.load('FPT', 'vi');
    expect(server.requests.length).toBe(first);
    await store.load('FPT', 'en');
    expect(server.requests.length).toBe(first * 2);
  });

  it('keeps the other sections when one fails, and its retry asks that one again', async () => {
    const failing = new Set(['ttpt-ownership-structures']);
    const { store, asked } = setup({ failing });
    await store.load('FPT', 'vi');
    expect(store.ownership.failure).toBe('server');
    expect(store.ownership.hasAnswer).toBe(false);
    expect(store.profile.failure).toBeNull();
    expect(store.officers.hasAnswer).toBe(true);
    expect(store.shareholders.items).toHaveLength(4);

    failing.clear();
    await store.ownership.retry();
    expect(store.ownership.failure).toBeNull();
    expect(store.ownership.value).toHaveLength(3);
    expect(asked('ttpt-ownership-structures')).toHaveLength(2);
    expect(asked('ttpt-other-information')).toHaveLength(1);
  });

  it('fails the listing facts when either of their calls fails', async () => {
    const failing = new Set(['ttpt-capital-raising-histories']);
    const { store } = setup({ failing });
    await store.load('FPT', 'vi');
    expect(store.listing.failure).toBe('server');
    failing.clear();
    await store.listing.retry();
    expect(store.listing.value?.ipo?.price).toBe(35_000);
  });

  it('takes a company without a profile as an empty answer, not as loading for ever', async () => {
    const { store } = setup({ profile: null });
    await store.load('FPT', 'vi');
    expect(store.profile.hasAnswer).toBe(true);
    expect(store.profile.isEmpty).toBe(true);
    expect(store.profile.failure).toBeNull();
  });

  it('appends the large shareholders a page at a time until the last', async () => {
    const { store, asked } = setup({ holders: 9 });
    await store.load('FPT', 'vi');
    expect(store.shareholders.items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(asked('ttpt-large-shareholders')[0]?.params).toMatchObject({
      page: 1,
      limit: SHAREHOLDERS_PAGE_SIZE,
    });
    expect(store.shareholders.hasMore).toBe(true);
    await store.shareholders.loadMore();
    expect(store.shareholders.items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(store.shareholders.hasMore).toBe(false);
    expect(store.showsShareholders('FPT')).toBe(true);
  });

  it('keeps the rows shown when the next page fails, and its retry appends it', async () => {
    const failing = new Set<string>();
    const { store } = setup({ trades: 8, failing });
    await store.load('FPT', 'vi');
    expect(store.insiders.items).toHaveLength(INSIDERS_PAGE_SIZE);
    failing.add('ttpt-shareholder-transactions');
    await store.insiders.loadMore();
    expect(store.insiders.failure).toBe('server');
    expect(store.insiders.items).toHaveLength(INSIDERS_PAGE_SIZE);
    failing.clear();
    await store.insiders.retry();
    expect(store.insiders.items).toHaveLength(8);
    expect(store.insiders.failure).toBeNull();
  });

  it('filters the insider trades by the day of announcement, from the first page', async () => {
    const { store, asked } = setup({ trades: 8 });
    await store.load('FPT', 'vi');
    await store.insiders.loadMore();
    expect(store.insiders.items).toHaveLength(8);

    await store.setAnnouncedFrom('2026-08-01');
    expect(store.announcedFrom).toBe('2026-08-01');
    expect(asked('ttpt-shareholder-transactions').at(-1)?.params).toMatchObject({
      announced_date: '2026-08-01',
      page: 1,
    });
    expect(store.insiders.items.map((row) => row.announcedDate)).toEqual([
      '2026-11-02',
      '2026-10-02',
      '2026-09-02',
      '2026-08-02',
    ]);
    expect(store.showsInsiders('FPT')).toBe(true);

    // Cleared (or not a real day): every trade again, without the parameter.
    await store.setAnnouncedFrom('2026-02-30');
    expect(store.announcedFrom).toBeNull();
    const params = asked('ttpt-shareholder-transactions').at(-1)?.params as Record<string, unknown>;
    expect(params.announced_date).toBeUndefined();
    expect(store.insiders.total).toBe(8);
  });

  it('forgets the filter when another company is shown', async () => {
    const { store } = setup();
    await store.load('FPT', 'vi');
    await store.setAnnouncedFrom('2026-08-01');
    void store.load('VNM', 'vi');
    expect(store.announcedFrom).toBeNull();
    // FPT's rows are not VNM's: the view shows its loading state until VNM's arrive.
    expect(store.showsShareholders('VNM')).toBe(false);
    store.cancel();
  });
});

describe('toIsoDate', () => {
  it('keeps a real day written YYYY-MM-DD and refuses anything else', () => {
    expect(toIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(toIsoDate(' 2024-02-29 ')).toBe('2024-02-29');
    expect(toIsoDate('2023-02-29')).toBeNull();
    expect(toIsoDate('2024-13-01')).toBeNull();
    expect(toIsoDate('0002-01-01')).toBeNull();
    expect(toIsoDate('29/02/2024')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
});
