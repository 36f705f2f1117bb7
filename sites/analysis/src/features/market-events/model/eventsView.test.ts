import { describe, expect, it } from 'vitest';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { marketEvent, resultsDeadline } from '../testing/events';
import {
  DEFAULT_VIEW,
  checkDates,
  dayHeading,
  filterFromKey,
  filterKey,
  filterOf,
  groupByDay,
  rangeOfView,
  searchOf,
  typesAfter,
  viewFromSearch,
  viewKey,
  watchlistState,
  type WatchlistSources,
} from './eventsView';

const TODAY = '2026-11-28';
const view = (query: string) => viewFromSearch(new URLSearchParams(query), TODAY);

describe('viewFromSearch', () => {
  it('reads every filter of a shared link', () => {
    expect(
      view('from=2026-12-01&to=2027-02-28&types=results,rights&exchange=hnx&watchlist=local'),
    ).toEqual({
      from: '2026-12-01',
      to: '2027-02-28',
      types: ['rights', 'results'],
      exchange: 'HNX',
      watchlist: { kind: 'visitor' },
    });
    expect(view('watchlist=12').watchlist).toEqual({ kind: 'account', id: 12 });
  });

  it('leaves out what the API would refuse, item by item', () => {
    expect(view('from=2026-02-30&to=soon&types=dividends,agm&exchange=NYSE&watchlist=x-1')).toEqual(
      { ...DEFAULT_VIEW, types: ['agm'] },
    );
    expect(view('from=1999-12-31').from).toBeNull();
    expect(view('watchlist=0').watchlist).toEqual({ kind: 'market' });
  });

  it('drops a `to` that makes the range backwards or longer than a year', () => {
    expect(view('from=2027-01-02&to=2027-01-01')).toMatchObject({ from: '2027-01-02', to: null });
    expect(view('from=2027-01-01&to=2028-01-03')).toMatchObject({ to: null });
    expect(view('from=2027-01-01&to=2028-01-02')).toMatchObject({ to: '2028-01-02' });
    // Without `from`, today is the start.
    expect(view('to=2026-11-27').to).toBeNull();
  });

  it('takes all three types as no filter: one URL per view', () => {
    expect(view('types=agm,results,rights').types).toEqual([]);
    expect(viewKey(view('types=agm,results,rights'))).toBe('');
  });
});

describe('searchOf', () => {
  it('writes only what differs from the defaults, and reads back the same view', () => {
    expect(searchOf(DEFAULT_VIEW).toString()).toBe('');
    const shared = view('from=2026-12-01&to=2027-02-28&types=agm&exchange=UPCOM&watchlist=7');
    expect(searchOf(shared).toString()).toBe(
      'from=2026-12-01&to=2027-02-28&types=agm&exchange=UPCOM&watchlist=7',
    );
    expect(view(searchOf(shared).toString())).toEqual(shared);
  });
});

describe('the range and the API filter', () => {
  it('is the URL’s, or from today for 30 days as the API fills it in', () => {
    expect(rangeOfView(DEFAULT_VIEW, TODAY)).toEqual({ from: '2026-11-28', to: '2026-12-28' });
    expect(rangeOfView({ from: '2027-01-01', to: null }, TODAY)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });

  it('sends the view with the list’s symbols, and a key reads back to the same filter', () => {
    const filter = filterOf(view('types=agm&exchange=HOSE&watchlist=local'), TODAY, ['FPT', 'VNM']);
    expect(filter).toEqual({
      from: '2026-11-28',
      to: '2026-12-28',
      types: ['agm'],
      exchanges: ['HOSE'],
      symbols: ['FPT', 'VNM'],
    });
    expect(filterKey(filter)).toBe(
      'from=2026-11-28&to=2026-12-28&types=agm&exchanges=HOSE&symbols=FPT%2CVNM',
    );
    expect(filterFromKey(filterKey(filter))).toEqual(filter);
    const all = filterOf(DEFAULT_VIEW, TODAY, []);
    expect(filterFromKey(filterKey(all))).toEqual(all);
  });
});

describe('typesAfter (the chips)', () => {
  it('keeps the list order, refuses to uncheck the last, and makes all three no filter', () => {
    expect(typesAfter(['results', 'rights'])).toEqual(['rights', 'results']);
    expect(typesAfter([])).toBeNull();
    expect(typesAfter(['agm', 'rights', 'results'])).toEqual([]);
  });
});

describe('checkDates', () => {
  it('says what is wrong on the field the API names', () => {
    expect(checkDates('2026-12-01', '2027-01-31')).toEqual({});
    expect(checkDates('', '2027-01-31')).toEqual({ from: 'required' });
    expect(checkDates('2026-02-30', '')).toEqual({ from: 'invalid', to: 'required' });
    expect(checkDates('0202-12-01', '2027-01-31')).toEqual({ from: 'invalid' });
    expect(checkDates('2027-01-02', '2027-01-01')).toEqual({ to: 'inverted' });
    expect(checkDates('2027-01-01', '2028-01-03')).toEqual({ to: 'tooLong' });
    expect(checkDates('2027-01-01', '2027-01-01')).toEqual({});
  });
});

describe('watchlistState', () => {
  const sources = (extra: Partial<WatchlistSources> = {}): WatchlistSources => ({
    visitor: ['FPT', 'VNM'],
    loggedIn: false,
    lists: null,
    listsFailed: false,
    ...extra,
  });
  const lists = [
    { id: 3, name: 'Ngân hàng', symbols: ['VCB', 'BID'] },
    { id: 4, name: 'Trống', symbols: [] },
  ];

  it('asks for every company, or the browser’s list once it is read', () => {
    expect(watchlistState({ kind: 'market' }, sources())).toEqual({ status: 'market' });
    expect(watchlistState({ kind: 'visitor' }, sources({ visitor: null }))).toEqual({
      status: 'waiting',
    });
    expect(watchlistState({ kind: 'visitor' }, sources())).toEqual({
      status: 'ready',
      symbols: ['FPT', 'VNM'],
      name: null,
    });
    expect(watchlistState({ kind: 'visitor' }, sources({ visitor: [] }))).toEqual({
      status: 'empty',
      name: null,
    });
  });

  it('needs a login for an account’s list, waits for the lists, and says when it is missing', () => {
    const choice = { kind: 'account', id: 3 } as const;
    expect(watchlistState(choice, sources())).toEqual({ status: 'login' });
    expect(watchlistState(choice, sources({ loggedIn: true }))).toEqual({ status: 'waiting' });
    expect(watchlistState(choice, sources({ loggedIn: true, listsFailed: true }))).toEqual({
      status: 'failed',
    });
    expect(watchlistState(choice, sources({ loggedIn: true, lists }))).toEqual({
      status: 'ready',
      symbols: ['VCB', 'BID'],
      name: 'Ngân hàng',
    });
    expect(watchlistState({ kind: 'account', id: 4 }, sources({ loggedIn: true, lists }))).toEqual({
      status: 'empty',
      name: 'Trống',
    });
    expect(watchlistState({ kind: 'account', id: 9 }, sources({ loggedIn: true, lists }))).toEqual({
      status: 'notFound',
    });
  });
});

describe('the agenda', () => {
  it('groups the events by day in the API’s order', () => {
    const a = marketEvent();
    const b = marketEvent({ id: 'VNM-2-record', stockSymbol: 'VNM' });
    const c = resultsDeadline('FPT');
    expect(groupByDay([a, b, c])).toEqual([
      { date: '2026-12-14', events: [a, b] },
      { date: '2027-01-20', events: [c] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it('heads a day with its weekday in the page’s language', () => {
    expect(dayHeading('2026-12-14', 'vi', (d) => formatDate(d))).toBe('Thứ Hai, 14/12/2026');
    expect(dayHeading('2027-01-20', 'en', (d) => formatDate(d))).toBe('Wednesday, 20/01/2027');
  });
});
