import { asc, between, eq, or } from 'drizzle-orm';
import { CORPORATE_ACTION_KINDS } from '@brokerage/shared/market/companyData.ts';
import { listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  MARKET_EVENTS_LIMITS,
  MarketEventSchema,
  type MarketEvent,
} from '@brokerage/shared/validation/marketEvents.ts';
import { companyExerciseRights, marketCompanies } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { errorOf, expectApiError } from '../../test/responses';

const API = '/api/v1';
const ListSchema = listEnvelope(MarketEventSchema);
/** The app's today: a week after the dataset's last session (Friday 20/11/2026). */
const NOW = new Date('2026-11-28T03:00:00Z');

/** Every event of a query, all pages of the largest size. */
async function allEvents(app: ReturnType<typeof useTestApp>, query: string) {
  const events: MarketEvent[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await getOk(
      app,
      `${API}/market-events?${query}&limit=${MARKET_EVENTS_LIMITS.maxLimit}&page=${page}`,
      ListSchema,
    );
    events.push(...data);
    if (page >= meta.totalPages) return events;
  }
}

/** RFC 5545 §3.1 unfolding. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The VEVENTs of a calendar as maps of their properties (name with parameters → value). */
function veventsOf(ics: string): Array<Map<string, string>> {
  return unfold(ics)
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map(
      (block) =>
        new Map(
          block
            .split('\r\n')
            .filter((line) => line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
        ),
    );
}

describe('market-events (the market events calendar)', () => {
  const app = useTestApp({ now: () => NOW });

  it('lists the record and execution dates of the rights in the range, each once, soonest first', async () => {
    const from = '2026-06-01';
    const to = '2026-11-30';
    const events = await allEvents(app, `from=${from}&to=${to}&types=rights,agm`);
    const r = companyExerciseRights;
    const rows = await app.db
      .select()
      .from(r)
      .innerJoin(marketCompanies, eq(marketCompanies.symbol, r.symbol))
      .where(or(between(r.recordDate, from, to), between(r.executionDate, from, to)))
      .orderBy(asc(r.id));
    expect(rows.length).toBeGreaterThan(10);
    const expected = rows.flatMap(({ company_exercise_rights: right }) => [
      ...(right.recordDate >= from && right.recordDate <= to
        ? [`${right.symbol}-${right.id}-record`]
        : []),
      ...(right.executionDate >= from && right.executionDate <= to
        ? [`${right.symbol}-${right.id}-execution`]
        : []),
    ]);
    const recorded = events.filter((event) => !event.derived);
    expect(recorded.map((event) => event.id).sort()).toEqual(expected.sort());
    // Every date in the range, soonest first; no deadline before the last session.
    expect(events.every((event) => event.date >= from && event.date <= to)).toBe(true);
    expect(events.map((event) => event.date)).toEqual(events.map((event) => event.date).sort());
    expect(events.filter((event) => event.derived)).toEqual([]);

    // A right's dates carry its own: the record date event on its record date.
    for (const { company_exercise_rights: sample } of rows.filter(
      ({ company_exercise_rights: right }) => right.recordDate >= from,
    )) {
      const record = events.find((event) => event.id === `${sample.symbol}-${sample.id}-record`);
      expect(record).toMatchObject({
        date: sample.recordDate,
        dateKind: 'record',
        label: 'Ngày đăng ký cuối cùng',
        title: sample.titleVi,
        right: { id: sample.id, exDate: sample.exDate, recordDate: sample.recordDate },
      });
      expect(record!.type).toBe(
        (CORPORATE_ACTION_KINDS as readonly string[]).includes(sample.typeId) ? 'rights' : 'agm',
      );
    }
    const dividend = events.find((event) => event.right?.kind === 'cash-dividend');
    expect(dividend?.detail).toMatch(/^Cổ tức bằng tiền [\d.]+ đồng\/cổ phiếu$/);
    expect(events.find((event) => event.type === 'agm')?.detail).toBeNull();
  });

  it('gives the benefit history’s ids to a right’s dates (the same UIDs in both .ics files)', async () => {
    const rights = (await (
      await app.inject(`${API}/exercise-rights?stock_symbol=LPB&limit=100`)
    ).json()) as { data: Array<{ id: number; recordDate: string; stockSymbol: string }> };
    const right = rights.data.find((item) => item.recordDate >= '2026-01-01')!;
    const events = await allEvents(
      app,
      `from=${right.recordDate}&to=${right.recordDate}&symbols=LPB`,
    );
    expect(events.map((event) => event.id)).toContain(`LPB-${right.id}-record`);
  });

  it('derives the results deadlines (Circular 96/2020) for every listed company, and the AGM deadline where none is known', async () => {
    const companies = await app.db.select().from(marketCompanies);
    const events = await allEvents(app, 'from=2027-01-01&to=2027-12-31&types=results,agm');
    const results = events.filter((event) => event.type === 'results');
    const listed = companies.filter((company) => company.listingDate <= '2027-01-20');
    expect(results).toHaveLength(listed.length * 6);
    expect(new Set(results.map((event) => event.date))).toEqual(
      new Set(['2027-01-20', '2027-03-31', '2027-04-20', '2027-07-20', '2027-08-14', '2027-10-20']),
    );
    for (const event of results) {
      expect(event).toMatchObject({ derived: true, dateKind: 'deadline', right: null });
      expect(event.basis).toMatch(/^Thông tư 96\/2020\/TT-BTC, Điều 14/);
    }
    expect(results.find((event) => event.id === 'FPT-results-2026-fy')).toMatchObject({
      date: '2027-03-31',
      title: 'Báo cáo tài chính năm 2026 đã kiểm toán',
      label: 'Hạn công bố chậm nhất',
      companyName: companies.find((c) => c.symbol === 'FPT')!.nameVi,
    });
    // The dataset has no 2027 meetings: each company's deadline, 30 April.
    const agm = events.filter((event) => event.type === 'agm' && event.derived);
    expect(agm).toHaveLength(companies.length);
    expect(
      agm.every((event) => event.date === '2027-04-30' && event.id.endsWith('-agm-2027')),
    ).toBe(true);
    expect(agm[0]!.basis).toMatch(/Luật Doanh nghiệp 2020, Điều 139/);

    // Inside the dataset the meetings are its own: no deadline is made up for 2026.
    const past = await allEvents(app, 'from=2026-04-01&to=2026-04-30&types=agm');
    expect(past.length).toBeGreaterThan(0);
    expect(past.filter((event) => event.derived)).toEqual([]);
    expect(past.every((event) => event.right !== null)).toBe(true);
  });

  it('narrows by type, exchange and symbols; a symbol without events matches nothing', async () => {
    const range = 'from=2026-10-01&to=2027-01-31';
    const all = await allEvents(app, range);
    expect(new Set(all.map((event) => event.type))).toEqual(new Set(['rights', 'agm', 'results']));

    const results = await allEvents(app, `${range}&types=results`);
    expect(results).toEqual(all.filter((event) => event.type === 'results'));

    const hnx = await allEvents(app, `${range}&exchanges=hnx`);
    expect(hnx.length).toBeGreaterThan(0);
    expect(hnx).toEqual(all.filter((event) => event.exchange === 'HNX'));

    const two = await allEvents(app, `${range}&symbols=fpt&symbols=VNM,FPT`);
    expect(new Set(two.map((event) => event.stockSymbol))).toEqual(new Set(['FPT', 'VNM']));
    expect(two).toEqual(all.filter((event) => ['FPT', 'VNM'].includes(event.stockSymbol)));

    // A covered warrant (a watchlist may hold one) has no events; not an error.
    const warrant = await getOk(app, `${API}/market-events?${range}&symbols=CFPT2501`, ListSchema);
    expect(warrant).toEqual({ data: [], meta: { page: 1, limit: 100, total: 0, totalPages: 0 } });
  });

  it('answers in the request’s language with the same events (same ids and dates)', async () => {
    const query = 'from=2026-12-01&to=2027-04-30&symbols=FPT,LPB,VCB';
    const vi = await allEvents(app, query);
    const en = await allEvents(app, `${query}&locale=en`);
    expect(en.map((event) => [event.id, event.date])).toEqual(
      vi.map((event) => [event.id, event.date]),
    );
    expect(en.find((event) => event.id === 'FPT-results-2026-q4')).toMatchObject({
      title: 'Q4 2026 financial statements',
      label: 'Publication deadline',
    });
    expect(vi.find((event) => event.id === 'FPT-results-2026-q4')?.title).toBe(
      'Báo cáo tài chính quý 4/2026',
    );
    expect(en.find((event) => event.id === 'FPT-agm-2027')?.basis).toMatch(
      /^Law on Enterprises 2020, Article 139/,
    );
  });

  it('pages the events: pages make the whole, a page past the end is a 400 on page', async () => {
    const query = 'from=2026-10-01&to=2027-01-31&exchanges=HNX';
    const all = await allEvents(app, query);
    const limit = 7;
    const totalPages = Math.ceil(all.length / limit);
    const paged: MarketEvent[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const { data, meta } = await getOk(
        app,
        `${API}/market-events?${query}&limit=${limit}&page=${page}`,
        ListSchema,
      );
      expect(meta).toEqual({ page, limit, total: all.length, totalPages });
      paged.push(...data);
    }
    expect(paged).toEqual(all);
    expectApiError(
      await app.inject(`${API}/market-events?${query}&limit=${limit}&page=${totalPages + 1}`),
      400,
      {
        code: 'too_big_number',
        field: 'page',
        message: `Giá trị phải nhỏ hơn hoặc bằng ${totalPages}.`,
      },
    );
  });

  it('reads today in Vietnam without dates: 30 days from it', async () => {
    const events = await allEvents(app, 'types=rights,agm,results');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.date >= '2026-11-28' && event.date <= '2026-12-28')).toBe(
      true,
    );
    // Only `from`: 30 days from it.
    const from = await allEvents(app, 'from=2027-01-01');
    expect(
      from
        .map((event) => event.date)
        .sort()
        .at(-1)! <= '2027-01-31',
    ).toBe(true);
    expect(from.some((event) => event.date === '2027-01-20')).toBe(true);
  });

  it('refuses a malformed day, a range backwards or over a year, unknown types and too many symbols, on the field, in the request’s language', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2026-02-30', 'from', 'date_invalid'],
      ['from=2026-2-3', 'from', 'date_invalid'],
      ['to=yesterday', 'to', 'date_invalid'],
      ['from=1999-12-31', 'from', 'date_invalid'],
      ['types=dividends', 'types.0', 'invalid_value'],
      ['types=rights,results,meetings', 'types.2', 'invalid_value'],
      ['exchanges=NYSE', 'exchanges.0', 'invalid_value'],
      ['symbols=FP-T', 'symbols.0', 'invalid_format'],
      ['limit=501', 'limit', 'too_big'],
      ['limit=0', 'limit', 'too_small'],
      ['page=0', 'page', 'too_small'],
    ];
    for (const [query, field, code] of cases) {
      const res = await app.inject(`${API}/market-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res), query).toMatchObject({ code, field });
    }
    expectApiError(await app.inject(`${API}/market-events?from=2026-02-30&locale=en`), 400, {
      code: 'date_invalid',
      field: 'from',
      message: 'The date is not valid.',
    });
    const symbols = Array.from({ length: 51 }, (_, i) => `S${String(i).padStart(2, '0')}`);
    expectApiError(await app.inject(`${API}/market-events?symbols=${symbols.join(',')}`), 400, {
      code: 'too_big',
      field: 'symbols',
      message: 'Tối đa 50 mục.',
    });
    // Fifty is the most, not an error.
    expect(
      (await app.inject(`${API}/market-events?symbols=${symbols.slice(1).join(',')}`)).statusCode,
    ).toBe(200);

    expectApiError(await app.inject(`${API}/market-events?from=2027-01-02&to=2027-01-01`), 400, {
      code: 'date_range_inverted',
      field: 'to',
      message: 'Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.',
    });
    // Without `from`, today is the start: an earlier `to` is backwards.
    expect(errorOf(await app.inject(`${API}/market-events?to=2026-11-27`))).toMatchObject({
      code: 'date_range_inverted',
      field: 'to',
    });
    expectApiError(
      await app.inject(`${API}/market-events?from=2027-01-01&to=2028-01-03&locale=en`),
      400,
      {
        code: 'date_range_too_long',
        field: 'to',
        message: 'The range can be at most 366 days (a year).',
      },
    );
    // 366 days, a leap year's worth, is allowed; one day is too.
    for (const query of ['from=2027-01-01&to=2028-01-02', 'from=2027-01-01&to=2027-01-01'])
      expect((await app.inject(`${API}/market-events?${query}`)).statusCode, query).toBe(200);
    // The calendar refuses alike.
    expect(
      errorOf(await app.inject(`${API}/market-events.ics?from=2027-01-02&to=2027-01-01`)),
    ).toMatchObject({ code: 'date_range_inverted', field: 'to' });
  });

  describe('market-events.ics', () => {
    const query = 'from=2026-11-01&to=2027-01-31&symbols=FPT,LPB,VCB,HPG,SHS';

    it('is an RFC 5545 calendar: CRLF, lines of at most 75 octets, one VEVENT an event', async () => {
      const events = await allEvents(app, query);
      expect(events.length).toBeGreaterThan(5);
      const res = await app.inject(`${API}/market-events.ics?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="lich-su-kien-2026-11-01-2027-01-31.ics"',
      );
      const ics = res.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(/[^\r]\n|\r[^\n]/.test(ics)).toBe(false);
      for (const line of ics.split('\r\n'))
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // Long Vietnamese summaries were folded.
      expect(ics).toContain('\r\n ');
      expect(unfold(ics)).toContain(
        '\r\nPRODID:-//Chứng khoán An Phát//Lịch sự kiện thị trường//VI\r\n',
      );
      expect(unfold(ics)).toContain(
        '\r\nX-WR-CALNAME:Lịch sự kiện thị trường 01/11/2026–31/01/2027\r\n',
      );

      const vevents = veventsOf(ics);
      expect(vevents).toHaveLength(events.length);
      const host = new URL(app.config.publicUrl).hostname;
      for (const [i, event] of events.entries()) {
        const vevent = vevents[i]!;
        expect(vevent.get('UID')).toBe(`${event.id}@${host}`);
        expect(vevent.get('DTSTART;VALUE=DATE')).toBe(event.date.replace(/-/g, ''));
        expect(vevent.get('DTSTAMP')).toBe('20261128T030000Z');
        // Commas and semicolons of the texts escaped.
        expect(vevent.get('SUMMARY')).toBe(
          `${event.stockSymbol} – ${event.label}: ${event.title}`
            .replace(/\\/g, '\\\\')
            .replace(/;/g, '\\;')
            .replace(/,/g, '\\,'),
        );
        expect(vevent.get('URL')).toMatch(
          new RegExp(
            `^${app.config.publicUrl}/trung-tam-phan-tich/(lich-su-huong-quyen|thong-tin-tai-chinh)\\?stock_symbol=${event.stockSymbol}$`,
          ),
        );
      }
      const deadline = vevents[events.findIndex((event) => event.derived)]!;
      expect(deadline.get('DESCRIPTION')).toContain(
        '\\nĐây là hạn chót theo quy định\\, không phải ngày doanh nghiệp đã công bố.',
      );
    });

    it('keeps its UIDs in English and puts the texts in the page’s language', async () => {
      const vi = veventsOf((await app.inject(`${API}/market-events.ics?${query}`)).body);
      const res = await app.inject(`${API}/market-events.ics?${query}&locale=en`);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="market-events-2026-11-01-2027-01-31.ics"',
      );
      const en = veventsOf(res.body);
      expect(en.map((event) => event.get('UID'))).toEqual(vi.map((event) => event.get('UID')));
      expect(en.some((event) => event.get('SUMMARY')?.includes('Publication deadline'))).toBe(true);
      expect(vi.some((event) => event.get('SUMMARY')?.includes('Hạn công bố chậm nhất'))).toBe(
        true,
      );
    });

    it('refuses to write a calendar without events', async () => {
      expectApiError(
        await app.inject(`${API}/market-events.ics?from=2026-11-01&symbols=CFPT2501&locale=en`),
        422,
        {
          code: 'market_events_none',
          message: 'No events match the filters, so there is no calendar to download.',
        },
      );
    });
  });
});
