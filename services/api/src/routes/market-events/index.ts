import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vietnamDate } from '@brokerage/shared/market/calendar.ts';
import {
  ApiErrorBodySchema,
  listEnvelope,
  LocaleQuerySchema,
} from '@brokerage/shared/validation/common.ts';
import {
  MARKET_EVENT_TYPES,
  MARKET_EVENTS_FILTER_SHAPE,
  MARKET_EVENTS_LIMITS,
  MARKET_EVENTS_PAGING_SHAPE,
  MarketEventSchema,
  rangeOf,
  rangeProblem,
  type MarketEventsFilterQuery,
} from '@brokerage/shared/validation/marketEvents.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, listPage, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { marketDataOf } from '../market/market-data';
import { calendarFileName, marketEventsCalendar } from './calendar';
import { marketEvents, rightTypesFor } from './events';

const TAG = 'market-events';

const FILTERS_DESCRIPTION = `Filters (docs/market-events.md): \`from\` and \`to\` (YYYY-MM-DD, both included; default from today in Vietnam, ${MARKET_EVENTS_LIMITS.defaultDays} days long; \`to\` before \`from\` is 400 \`date_range_inverted\`, more than ${MARKET_EVENTS_LIMITS.days} days after it 400 \`date_range_too_long\`, both on \`to\`; a malformed day 400 \`date_invalid\`); \`types\` (rights: dividends, bonus shares, rights issues; agm: shareholder meetings and the annual meeting's legal deadline; results: the legal deadlines for publishing financial statements), \`exchanges\` (HOSE, HNX, UPCOM) and \`symbols\` (at most ${MARKET_EVENTS_LIMITS.symbols}; a symbol without events, e.g. a covered warrant, matches nothing), each repeated or comma-separated, none = all. Record and execution dates come from \`exercise-rights\`; deadlines are derived from Circular 96/2020/TT-BTC and the Law on Enterprises 2020 (\`derived: true\`, \`basis\` names the rule), never announced dates. Texts in \`locale\`.`;

const ListQuerySchema = LocaleQuerySchema.extend({
  ...MARKET_EVENTS_FILTER_SHAPE,
  ...MARKET_EVENTS_PAGING_SHAPE,
});
const CalendarQuerySchema = LocaleQuerySchema.extend(MARKET_EVENTS_FILTER_SHAPE);

const CALENDAR_REFUSALS = {
  422: ApiErrorBodySchema.describe(
    `\`market_events_none\` (RFC 5545 wants at least one event) or \`market_events_too_many\` (more than ${MARKET_EVENTS_LIMITS.calendar})`,
  ),
};

/** The range the query asks for, or a 400 on `to` in the request's language. */
function rangeOfQuery(app: FastifyInstance, query: MarketEventsFilterQuery) {
  const range = rangeOf(vietnamDate(app.now()), query.from, query.to);
  const problem = rangeProblem(range.from, range.to);
  if (problem === 'inverted') throw new HttpError(400, 'date_range_inverted', { field: 'to' });
  if (problem === 'tooLong')
    throw new HttpError(400, 'date_range_too_long', {
      field: 'to',
      params: { days: MARKET_EVENTS_LIMITS.days },
    });
  return range;
}

/**
 * The market events calendar (issue 27 item 5): `market-events` (one page of the events of a
 * range, soonest first, at most 500 a page) and `market-events.ics` (all of them, at most 2,000,
 * as an iCalendar file). Both read the same events: the dataset's exercise rights (record and
 * execution dates) and the deadlines derived from the rules (events.ts, deadlines.ts).
 */
export const marketEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = await marketDataOf(app);

  async function eventsOf(query: MarketEventsFilterQuery, locale: Locale) {
    const { from, to } = rangeOfQuery(app, query);
    const types = new Set(query.types.length > 0 ? query.types : MARKET_EVENT_TYPES);
    const symbols = new Set(query.symbols);
    const exchanges = new Set(query.exchanges);
    const snapshot = await market.snapshot();
    const companies = [...snapshot.companies.values()].filter(
      (company) =>
        (exchanges.size === 0 || exchanges.has(company.exchange)) &&
        (symbols.size === 0 || symbols.has(company.symbol)),
    );
    const repo = app.repos.marketEvents;
    const [rights, recordedAgm] = await Promise.all([
      repo.datedRights({
        from,
        to,
        typeIds: rightTypesFor(types),
        exchanges: query.exchanges,
        symbols: query.symbols,
      }),
      types.has('agm')
        ? repo.annualMeetingYears({
            fromYear: Number(from.slice(0, 4)),
            toYear: Number(to.slice(0, 4)),
            symbols: query.symbols,
          })
        : new Set<string>(),
    ]);
    const events = marketEvents({
      locale,
      from,
      to,
      types,
      companies,
      rights,
      recordedAgm,
      lastSession: snapshot.sessions.at(-1) ?? from,
    });
    return { from, to, events };
  }

  app.get(
    '/market-events',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: `The market's events of a date range, soonest first: one page (${MARKET_EVENTS_LIMITS.pageSize} by default, at most ${MARKET_EVENTS_LIMITS.maxLimit})`,
        description: FILTERS_DESCRIPTION,
        querystring: ListQuerySchema,
        response: { 200: listEnvelope(MarketEventSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit, ...query } = request.query;
      const { events } = await eventsOf(query, locale);
      const start = (page - 1) * limit;
      return listPage(
        { items: events.slice(start, start + limit), total: events.length },
        page,
        limit,
      );
    },
  );

  app.get(
    '/market-events.ics',
    {
      schema: {
        tags: [TAG],
        summary: `The same events as an iCalendar file (RFC 5545; text/calendar, UTF-8, CRLF, lines folded at 75 octets): one all-day VEVENT each, UID stable across requests and languages, texts in the locale; at most ${MARKET_EVENTS_LIMITS.calendar}`,
        description: FILTERS_DESCRIPTION,
        querystring: CalendarQuerySchema,
        response: {
          200: {
            description: 'The calendar, as an attachment',
            content: { 'text/calendar': { schema: z.string() } },
          },
          ...COMMON_ERRORS,
          ...CALENDAR_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { locale, ...query } = request.query;
      const { from, to, events } = await eventsOf(query, locale);
      if (events.length === 0) throw new HttpError(422, 'market_events_none');
      if (events.length > MARKET_EVENTS_LIMITS.calendar)
        throw new HttpError(422, 'market_events_too_many', {
          params: { max: MARKET_EVENTS_LIMITS.calendar },
        });
      const settings = await app.repos.systems.findSettings(locale);
      const text = marketEventsCalendar(events, {
        locale,
        from,
        to,
        siteName: settings?.siteName ?? 'Brokerage',
        publicUrl: app.config.publicUrl,
        stamp: app.now(),
      });
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${calendarFileName(locale, from, to)}"`,
          )
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // Bytes bypass the serializer; the declared 200 schema only documents the file.
          .send(Buffer.from(text, 'utf8') as never)
      );
    },
  );
};
