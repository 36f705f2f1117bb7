import { formatDate } from '@brokerage/shared/format/date.ts';
import { writeCalendar } from '@brokerage/shared/format/ics.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { MarketEvent } from '@brokerage/shared/validation/marketEvents.ts';
import { CALENDAR_TEXTS, TYPE_LABELS } from './labels';

export interface CalendarOptions {
  locale: Locale;
  from: string;
  to: string;
  /** The brokerage's name in the locale (PRODID and the source line). */
  siteName: string;
  /** The public origin (`https://…`): its host ends each UID, its pages are the events' URLs. */
  publicUrl: string;
  stamp: Date;
}

/**
 * The page of an event's company on the site: its rights for a right or a meeting, its
 * financial statements for a results deadline.
 */
export const eventPagePath = (event: Pick<MarketEvent, 'type' | 'stockSymbol'>, locale: Locale) =>
  buildPath('analysisCenter', locale, {
    subPage: event.type === 'results' ? 'economicInformation' : 'benefitHistory',
    query: { stock_symbol: event.stockSymbol },
  });

/** The event's description: what it is, its right's dates, the rule of a deadline, the source. */
function description(event: MarketEvent, { locale, siteName }: CalendarOptions): string {
  const words = CALENDAR_TEXTS.description;
  const line = (key: keyof typeof words, value: string) => `${words[key][locale]}: ${value}`;
  const lines = [
    line('symbol', `${event.stockSymbol} (${event.exchange}) – ${event.companyName}`),
    line('type', TYPE_LABELS[event.type][locale]),
    line('content', event.detail ?? event.title),
  ];
  if (event.right)
    lines.push(
      line('exDate', formatDate(event.right.exDate)),
      line('recordDate', formatDate(event.right.recordDate)),
      line('executionDate', formatDate(event.right.executionDate)),
    );
  if (event.derived && event.basis) lines.push(line('basis', event.basis), words.derived[locale]);
  lines.push(line('source', `${siteName} (${words.demo[locale]})`));
  return lines.join('\n');
}

/**
 * The events as an iCalendar file (shared/format/ics.ts: CRLF, folded at 75 octets, escaped):
 * one all-day event each, its UID the event's id at the site's host (the benefit history's file
 * gives a right's dates the same ones), its texts in the request's language.
 */
export function marketEventsCalendar(events: readonly MarketEvent[], options: CalendarOptions) {
  const { locale, from, to, siteName, publicUrl } = options;
  const host = new URL(publicUrl).hostname;
  const product = CALENDAR_TEXTS.product[locale];
  return writeCalendar({
    prodId: `-//${siteName}//${product}//${locale.toUpperCase()}`,
    name: `${product} ${formatDate(from)}–${formatDate(to)}`,
    stamp: options.stamp,
    events: events.map((event) => ({
      uid: `${event.id}@${host}`,
      date: event.date,
      summary: `${event.stockSymbol} – ${event.label}: ${event.title}`,
      description: description(event, options),
      url: `${publicUrl}${eventPagePath(event, locale)}`,
    })),
  });
}

/** `lich-su-kien-2026-12-01-2027-01-31.ics` / `market-events-…`: ASCII, the range in it. */
export const calendarFileName = (locale: Locale, from: string, to: string) =>
  `${CALENDAR_TEXTS.fileName[locale]}-${from}-${to}.ics`;
