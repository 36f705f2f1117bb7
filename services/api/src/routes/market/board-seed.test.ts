import { BoardSeedSchema } from '@brokerage/shared/validation/board.ts';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { priceBand, roundToTick } from '@brokerage/shared/market/prices.ts';
import { warrantBand } from '@brokerage/shared/market/warrants.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { marketCorporateActions, marketDailyPrices } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { errorOf } from '../../test/responses';

const seedOf = async (app: ReturnType<typeof useTestApp>, query: string) => {
  const res = await app.inject(`/api/v1/stock-quotes/board-seed${query}`);
  expect(res.statusCode).toBe(200);
  return dataEnvelope(BoardSeedSchema).parse(res.json()).data;
};

describe('stock-quotes/board-seed', () => {
  const app = useTestApp();

  it('latest is the last stored session: every company and live warrant with its stored day', async () => {
    const seed = await seedOf(app, '');
    expect(seed.sessionDate).toBe('2026-11-20');
    expect(seed.previousSessionDate).toBe('2026-11-19');
    const stocks = seed.instruments.filter((i) => i.kind === 'stock');
    const warrants = seed.instruments.filter((i) => i.kind === 'cw');
    expect(stocks).toHaveLength(50);
    expect(warrants.length).toBeGreaterThan(0);
    expect(seed.indices.map((i) => i.symbol)).toEqual([
      'VNINDEX',
      'VN30',
      'HNXINDEX',
      'HNX30',
      'UPCOMINDEX',
    ]);
    for (const index of seed.indices) expect(index.day).toBeDefined();

    const fpt = stocks.find((s) => s.symbol === 'FPT');
    expect(fpt?.indices).toEqual(['VNINDEX', 'VN30']);
    expect(fpt?.day?.close).toBeGreaterThan(0);
    expect(fpt?.averageVolume20).toBeGreaterThan(0);
    expect(fpt?.foreignRoom).toBeGreaterThanOrEqual(0);
    expect(fpt?.foreignRoom).toBeLessThanOrEqual(Math.floor((fpt?.sharesOutstanding ?? 0) * 0.49));

    for (const stock of stocks) {
      const band = priceBand(stock.exchange, stock.reference);
      expect([stock.ceiling, stock.floor]).toEqual([band.ceiling, band.floor]);
    }
    for (const warrant of warrants) {
      const underlying = stocks.find((s) => s.symbol === warrant.warrant?.underlying);
      expect(underlying).toBeDefined();
      const band = warrantBand(warrant.reference, underlying!, warrant.warrant!.ratio);
      expect([warrant.ceiling, warrant.floor]).toEqual([band.ceiling, band.floor]);
      expect(warrant.reference % 10).toBe(0);
      expect(warrant.warrant!.maturityDate >= seed.sessionDate).toBe(true);
    }
  });

  it('reproduces the stored reference and band of every company on the ex-dates of corporate actions', async () => {
    const actions = await app.db
      .select()
      .from(marketCorporateActions)
      .where(
        inArray(marketCorporateActions.kind, [
          'cash-dividend',
          'stock-dividend',
          'bonus',
          'rights',
        ]),
      );
    const exDates = [...new Set(actions.map((a) => a.exDate))].slice(-4);
    expect(exDates.length).toBeGreaterThan(0);
    for (const exDate of exDates) {
      const seed = await seedOf(app, `?session_date=${exDate}`);
      const rows = await app.db
        .select()
        .from(marketDailyPrices)
        .where(eq(marketDailyPrices.sessionDate, exDate));
      for (const instrument of seed.instruments.filter((i) => i.kind === 'stock')) {
        const row = rows.find((r) => r.symbol === instrument.symbol);
        expect(instrument, `${instrument.symbol} on ${exDate}`).toMatchObject({
          reference: row?.reference,
          ceiling: row?.ceiling,
          floor: row?.floor,
          day: { close: row?.close, volume: row?.volume },
        });
      }
      const moved = actions.find((a) => a.exDate === exDate)!;
      const [exRow] = await app.db
        .select()
        .from(marketDailyPrices)
        .where(
          and(
            eq(marketDailyPrices.symbol, moved.symbol),
            eq(marketDailyPrices.sessionDate, exDate),
          ),
        );
      expect(seed.instruments.find((i) => i.symbol === moved.symbol)?.reference).toBe(
        exRow?.reference,
      );
    }
  });

  it('starts a trading day after the dataset from the last stored close, without a day', async () => {
    const seed = await seedOf(app, '?session_date=2026-11-23');
    expect(seed.previousSessionDate).toBe('2026-11-20');
    const latest = await seedOf(app, '?session_date=latest');
    const closes = new Map(latest.instruments.map((i) => [i.symbol, i.day?.close]));
    const averages = new Map(
      latest.instruments.map((i) => [
        i.symbol,
        i.day && roundToTick('UPCOM', i.day.value / i.day.volume, 'nearest'),
      ]),
    );
    for (const instrument of seed.instruments) {
      expect(instrument.day).toBeUndefined();
      if (instrument.kind !== 'stock') continue;
      // UPCOM's reference is the last session's average price; HOSE and HNX take the close.
      const expected = (instrument.exchange === 'UPCOM' ? averages : closes).get(instrument.symbol);
      expect(instrument.reference, instrument.symbol).toBe(expected);
    }
    expect(seed.instruments.filter((i) => i.exchange === 'UPCOM').length).toBeGreaterThan(0);
    const vnindex = seed.indices.find((i) => i.symbol === 'VNINDEX');
    expect(vnindex?.previousValue).toBe(
      latest.indices.find((i) => i.symbol === 'VNINDEX')?.day?.close,
    );
    expect(vnindex?.day).toBeUndefined();
  });

  it('reproduces every stored reference, UPCOM’s average-price ones too, on recent sessions', async () => {
    for (const day of ['2026-11-16', '2026-11-20']) {
      const seed = await seedOf(app, `?session_date=${day}`);
      const rows = await app.db
        .select()
        .from(marketDailyPrices)
        .where(eq(marketDailyPrices.sessionDate, day));
      for (const instrument of seed.instruments.filter((i) => i.kind === 'stock')) {
        const row = rows.find((r) => r.symbol === instrument.symbol);
        expect(instrument.reference, `${instrument.symbol} ${day}`).toBe(row?.reference);
      }
    }
  });

  it('gives the simulator the true foreign room: the stored day’s foreign buying fits in it', async () => {
    for (const day of ['2026-11-13', '2026-11-19', '2026-11-20']) {
      const seed = await seedOf(app, `?session_date=${day}`);
      for (const stock of seed.instruments.filter((i) => i.kind === 'stock')) {
        const where = `${stock.symbol} ${day}`;
        expect(stock.day!.foreignBuyVolume, where).toBeLessThanOrEqual(stock.foreignRoom);
      }
    }
    // The room after a session is the room before it less the session's net foreign buying.
    const [before, after] = await Promise.all([
      seedOf(app, '?session_date=2026-11-20'),
      seedOf(app, '?session_date=2026-11-23'),
    ]);
    for (const stock of before.instruments.filter((i) => i.kind === 'stock')) {
      const next = after.instruments.find((i) => i.symbol === stock.symbol)!;
      const net = stock.day!.foreignBuyVolume - stock.day!.foreignSellVolume;
      expect(next.foreignRoom, stock.symbol).toBe(stock.foreignRoom - net);
    }
  });

  it('answers 404 session_not_found for a day off or a day before the dataset, 400 for a bad date', async () => {
    for (const day of ['2026-11-21', '2026-09-02', '2019-03-01']) {
      const res = await app.inject(`/api/v1/stock-quotes/board-seed?session_date=${day}&locale=en`);
      expect(res.statusCode, day).toBe(404);
      expect(errorOf(res)).toEqual({
        code: 'session_not_found',
        message: 'There is no trading session on this day.',
        field: 'session_date',
      });
    }
    const bad = await app.inject('/api/v1/stock-quotes/board-seed?session_date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)?.field).toBe('session_date');
  });
});
