import { describe, expect, it } from 'vitest';
import { fail, fakeApiClient, list, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureAnalysisReport } from '@brokerage/shared/testing/fixtures.ts';
import type { Recommendation } from '../api/researchApi';
import { CompanyReportsStore, parseReportParam } from './CompanyReportsStore';

const fpt = (id: number, releaseDate: string, over = {}) =>
  fixtureAnalysisReport({ id, releaseDate, stockSymbol: 'FPT', ...over });

const REPORTS = [
  fpt(30, '2026-11-10'),
  fpt(20, '2026-06-17', { requiredLogin: true }),
  fpt(10, '2025-03-21'),
];
const OTHER = fixtureAnalysisReport({ id: 99, stockSymbol: 'VCB' });

const call = (date: string, over: Partial<Recommendation> = {}): Recommendation => ({
  id: 1,
  categoryCode: 'fundamental',
  stockSymbol: 'FPT',
  exchange: 'HOSE',
  recommendationDate: date,
  recommendation: 'accumulate',
  recommendationLabel: 'TÍCH LŨY',
  price: 100_900,
  targetPrice: 118_400,
  upsidePercent: 17.34,
  stopLossPrice: null,
  horizonMonths: 12,
  source: 'Khối Phân tích – Chứng khoán An Phát',
  analyst: 'Hồ Thanh Chi',
  ...over,
});

function setup({ loggedIn = () => false }: { loggedIn?: () => boolean } = {}) {
  const api = fakeApiClient((url, params) => {
    if (url === 'ttpt-reports') {
      return params.stock_symbol === 'FPT' ? list(REPORTS, { limit: 15 }) : list([], { limit: 15 });
    }
    if (url === 'ttpt-recommendations/history') {
      return list([call('2026-11-10'), call('2025-03-21', { recommendation: 'hold' })], {
        limit: 100,
      });
    }
    const id = Number(url.split('/').at(-1));
    if (id === 99) return ok(OTHER);
    const report = REPORTS.find((r) => r.id === id);
    if (!report) return fail(404, 'not_found');
    if (report.requiredLogin && !loggedIn()) return fail(401, 'login_required');
    return ok(report);
  });
  return { api, store: new CompanyReportsStore(api) };
}

describe('parseReportParam', () => {
  it('reads the newest, an id, or a value that names no report', () => {
    expect(parseReportParam(null)).toEqual({ kind: 'latest' });
    expect(parseReportParam(' ')).toEqual({ kind: 'latest' });
    expect(parseReportParam('42')).toEqual({ kind: 'id', id: 42 });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '12abc'])
      expect(parseReportParam(bad), bad).toEqual({ kind: 'invalid' });
  });
});

describe('CompanyReportsStore', () => {
  it("lists the company's reports and finds each one's call by its date", async () => {
    const { store, api } = setup();
    await store.load('FPT', 'vi');
    expect(api.requests.find((r) => r.url === 'ttpt-reports')?.params).toMatchObject({
      stock_symbol: 'FPT',
      page: 1,
      limit: 15,
    });
    expect(
      api.requests.find((r) => r.url === 'ttpt-recommendations/history')?.params,
    ).toMatchObject({ stock_symbol: 'FPT', category_code: 'fundamental' });
    expect(store.showsList('FPT', 'vi')).toBe(true);
    expect(store.showsList('VCB', 'vi')).toBe(false);
    expect(store.latestId('FPT', 'vi')).toBe(30);
    expect(store.callOf(REPORTS[0]!, 'vi')).toMatchObject({ targetPrice: 118_400 });
    expect(store.callOf(REPORTS[2]!, 'vi')?.recommendation).toBe('hold');
    // No call on that date: the report makes none.
    expect(store.callOf(REPORTS[1]!, 'vi')).toBeNull();
    expect(store.hasCalls('FPT', 'vi')).toBe(true);
    // Another language is another answer.
    expect(store.callOf(REPORTS[0]!, 'en')).toBeNull();
  });

  it('has no newest report for a company without any', async () => {
    const { store } = setup();
    await store.load('VCB', 'vi');
    expect(store.showsList('VCB', 'vi')).toBe(true);
    expect(store.list.items).toEqual([]);
    expect(store.latestId('VCB', 'vi')).toBeNull();
  });

  it('shows a report of the company, and no report for another symbol’s id or an unknown one', async () => {
    const { store } = setup();
    await store.selected.load('FPT', 30, 'vi', false);
    expect(store.selected.viewOf('FPT', 30, 'vi', false)).toEqual({
      state: 'ready',
      report: REPORTS[0],
    });
    await store.selected.load('FPT', 99, 'vi', false);
    expect(store.selected.viewOf('FPT', 99, 'vi', false)).toEqual({ state: 'notFound' });
    await store.selected.load('FPT', 12345, 'vi', false);
    expect(store.selected.viewOf('FPT', 12345, 'vi', false)).toEqual({ state: 'notFound' });
    expect(store.selected.failure).toBeNull();
  });

  it('asks a visitor to log in for a login-only report, and shows it once logged in', async () => {
    let loggedIn = false;
    const { store, api } = setup({ loggedIn: () => loggedIn });
    await store.selected.load('FPT', 20, 'vi', false);
    expect(store.selected.viewOf('FPT', 20, 'vi', false)).toEqual({ state: 'login' });
    // The same answer is not asked for twice.
    const asked = api.requests.length;
    await store.selected.load('FPT', 20, 'vi', false);
    expect(api.requests.length).toBe(asked);
    loggedIn = true;
    await store.selected.load('FPT', 20, 'vi', true);
    expect(store.selected.viewOf('FPT', 20, 'vi', true)).toMatchObject({ state: 'ready' });
    expect(store.selected.viewOf('FPT', 20, 'vi', false)).toBeNull();
  });

  it('keeps a failure until the retry answers', async () => {
    let down = true;
    const api = fakeApiClient((url) => {
      if (down) return fail(500, 'server_error');
      return url.startsWith('ttpt-reports/') ? ok(REPORTS[0]) : list([]);
    });
    const store = new CompanyReportsStore(api);
    await store.selected.load('FPT', 30, 'vi', false);
    expect(store.selected.failure).toBe('server');
    expect(store.selected.viewOf('FPT', 30, 'vi', false)).toBeNull();
    down = false;
    await store.selected.retry();
    expect(store.selected.failure).toBeNull();
    expect(store.selected.viewOf('FPT', 30, 'vi', false)).toMatchObject({ state: 'ready' });
  });
});
