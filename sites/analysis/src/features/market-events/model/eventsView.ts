/**
 * The market events calendar as its URL holds it (a shared link opens the same view): the
 * dates, the event types, the exchange and the watchlist. What the API would refuse is left out,
 * never a crash; the date fields are checked by the API's own rules (shared/validation/
 * marketEvents.ts) before anything is asked.
 */
import { EXCHANGES, type Exchange } from '@brokerage/shared/market/exchanges.ts';
import {
  MARKET_EVENT_TYPES,
  isEventDay,
  marketEventsParams,
  rangeOf,
  rangeProblem,
  type MarketEvent,
  type MarketEventType,
  type MarketEventsFilter,
  type RangeProblem,
} from '@brokerage/shared/validation/marketEvents.ts';

/** Every company, the visitor's list in this browser, or one of a customer's lists by id. */
export type WatchlistChoice =
  { kind: 'market' } | { kind: 'visitor' } | { kind: 'account'; id: number };

/** `watchlist=local`: the list this browser keeps (the price board's "My watchlist"). */
export const VISITOR_WATCHLIST = 'local';

export interface EventsView {
  /** The URL's days; null: the API's defaults (from today, 30 days). */
  from: string | null;
  to: string | null;
  /** Empty: every type. In MARKET_EVENT_TYPES order. */
  types: MarketEventType[];
  /** Null: every exchange. */
  exchange: Exchange | null;
  watchlist: WatchlistChoice;
}

export const DEFAULT_VIEW: EventsView = {
  from: null,
  to: null,
  types: [],
  exchange: null,
  watchlist: { kind: 'market' },
};

/** The dates shown: the URL's, else the API's defaults for `today` (`YYYY-MM-DD`, Vietnam). */
export const rangeOfView = (view: Pick<EventsView, 'from' | 'to'>, today: string) =>
  rangeOf(today, view.from ?? undefined, view.to ?? undefined);

const ACCOUNT_LIST = /^[1-9]\d{0,9}$/;

function watchlistOf(value: string | null): WatchlistChoice {
  if (value === VISITOR_WATCHLIST) return { kind: 'visitor' };
  if (value !== null && ACCOUNT_LIST.test(value)) return { kind: 'account', id: Number(value) };
  return { kind: 'market' };
}

/**
 * The view of a URL's query. An unknown type or exchange, a malformed day or watchlist are
 * ignored; a `to` that makes the range backwards or longer than a year is dropped (the range is
 * then the default length from `from`).
 */
export function viewFromSearch(search: URLSearchParams, today: string): EventsView {
  const day = (name: string) => {
    const value = search.get(name)?.trim() ?? '';
    return isEventDay(value) ? value : null;
  };
  const from = day('from');
  let to = day('to');
  if (to !== null && rangeProblem(from ?? today, to) !== null) to = null;
  const listed = search
    .getAll('types')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase());
  const types = MARKET_EVENT_TYPES.filter((type) => listed.includes(type));
  const exchangeParam = search.get('exchange')?.trim().toUpperCase();
  return {
    from,
    to,
    // All three is no filter: one URL for one view.
    types: types.length === MARKET_EVENT_TYPES.length ? [] : types,
    exchange: EXCHANGES.find((exchange) => exchange === exchangeParam) ?? null,
    watchlist: watchlistOf(search.get('watchlist')),
  };
}

/** The URL query of a view: only what differs from the defaults. */
export function searchOf(view: EventsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.from) search.set('from', view.from);
  if (view.to) search.set('to', view.to);
  if (view.types.length > 0 && view.types.length < MARKET_EVENT_TYPES.length)
    search.set('types', view.types.join(','));
  if (view.exchange) search.set('exchange', view.exchange);
  if (view.watchlist.kind === 'visitor') search.set('watchlist', VISITOR_WATCHLIST);
  if (view.watchlist.kind === 'account') search.set('watchlist', String(view.watchlist.id));
  return search;
}

/** One string per view: equal views, equal keys. */
export const viewKey = (view: EventsView) => searchOf(view).toString();

/** The API's filter of a view for `today`, with the watchlist's symbols (empty: every company). */
export function filterOf(view: EventsView, today: string, symbols: readonly string[]) {
  const { from, to } = rangeOfView(view, today);
  const filter: MarketEventsFilter = {
    from,
    to,
    types: [...view.types],
    exchanges: view.exchange ? [view.exchange] : [],
    symbols: [...symbols],
  };
  return filter;
}

/** The API's filter as one string: equal filters, equal keys. */
export const filterKey = (filter: MarketEventsFilter) =>
  new URLSearchParams(marketEventsParams(filter)).toString();

/** The filter a key was made of (a key names its filter whole). */
export function filterFromKey(key: string): MarketEventsFilter {
  const search = new URLSearchParams(key);
  const list = (name: string) => search.get(name)?.split(',').filter(Boolean) ?? [];
  return {
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    types: MARKET_EVENT_TYPES.filter((type) => list('types').includes(type)),
    exchanges: EXCHANGES.filter((exchange) => list('exchanges').includes(exchange)),
    symbols: list('symbols'),
  };
}

/** The types chosen, or all of them (what the chips show checked). */
export const shownTypes = (view: EventsView): MarketEventType[] =>
  view.types.length > 0 ? view.types : [...MARKET_EVENT_TYPES];

/**
 * The types after a click on the chips: in the list's order; the last one cannot be unchecked
 * (no type at all would show nothing), and all of them is no filter.
 */
export function typesAfter(values: readonly string[]): MarketEventType[] | null {
  const types = MARKET_EVENT_TYPES.filter((type) => values.includes(type));
  if (types.length === 0) return null;
  return types.length === MARKET_EVENT_TYPES.length ? [] : types;
}

// ─── The date fields ───────────────────────────────────────────────────────────────────────

/** What is wrong with a date field (the page words it in the user's language). */
export type DateFieldError = 'required' | 'invalid' | RangeProblem;

export interface DateCheck {
  from?: DateFieldError;
  to?: DateFieldError;
}

/**
 * The API's checks on the two fields as typed: each a day in 2000–2099, `to` not before `from`
 * and at most 366 days after it (the error on `to`, where the API puts it).
 */
export function checkDates(from: string, to: string): DateCheck {
  const check: DateCheck = {};
  const field = (value: string): DateFieldError | undefined =>
    value.trim() === '' ? 'required' : isEventDay(value.trim()) ? undefined : 'invalid';
  const fromError = field(from);
  const toError = field(to);
  if (fromError) check.from = fromError;
  if (toError) check.to = toError;
  if (!fromError && !toError) {
    const problem = rangeProblem(from.trim(), to.trim());
    if (problem) check.to = problem;
  }
  return check;
}

// ─── The agenda ───────────────────────────────────────────────────────────────────────────

export interface EventDay {
  /** `YYYY-MM-DD`. */
  date: string;
  events: MarketEvent[];
}

/** The events by day, in the API's order (soonest first, rights, meetings, results). */
export function groupByDay(events: readonly MarketEvent[]): EventDay[] {
  const days: EventDay[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}

// ─── The watchlist filter ─────────────────────────────────────────────────────────────────

/** Where the watchlist filter stands: its symbols, or why there are none to ask for. */
export type WatchlistState =
  | { status: 'market' }
  /** The browser's list is not read yet (first render), or the account's lists are on their way. */
  | { status: 'waiting' }
  /** An account's list, and nobody is logged in. */
  | { status: 'login' }
  | { status: 'failed' }
  /** Not one of the customer's lists (deleted, or someone else's id). */
  | { status: 'notFound' }
  /** `name`: the account list's; null for the browser's. */
  | { status: 'empty'; name: string | null }
  | { status: 'ready'; symbols: string[]; name: string | null };

export interface WatchlistSources {
  /** The browser's list; null until read. */
  visitor: readonly string[] | null;
  loggedIn: boolean;
  /** The customer's lists; null until loaded. */
  lists: ReadonlyArray<{ id: number; name: string; symbols: string[] }> | null;
  listsFailed: boolean;
}

export function watchlistState(choice: WatchlistChoice, sources: WatchlistSources): WatchlistState {
  switch (choice.kind) {
    case 'market':
      return { status: 'market' };
    case 'visitor':
      if (sources.visitor === null) return { status: 'waiting' };
      return sources.visitor.length === 0
        ? { status: 'empty', name: null }
        : { status: 'ready', symbols: [...sources.visitor], name: null };
    case 'account': {
      if (!sources.loggedIn) return { status: 'login' };
      if (sources.listsFailed) return { status: 'failed' };
      if (sources.lists === null) return { status: 'waiting' };
      const list = sources.lists.find((item) => item.id === choice.id);
      if (!list) return { status: 'notFound' };
      return list.symbols.length === 0
        ? { status: 'empty', name: list.name }
        : { status: 'ready', symbols: [...list.symbols], name: list.name };
    }
  }
}

/** The weekday and the date of a day heading: "Thứ Hai, 14/12/2026" / "Monday, 14/12/2026". */
export function dayHeading(day: string, locale: 'vi' | 'en', formatDay: (day: string) => string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${formatDay(day)}`;
}
