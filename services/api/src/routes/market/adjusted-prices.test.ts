import { eq } from 'drizzle-orm';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import { isOnTick } from '@brokerage/shared/market/prices.ts';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  CompanyIndicatorsSchema,
  PriceHistoryPageSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { marketCompanies, marketCorporateActions } from '../../db/schema';
import { testClock, useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';

/**
 * Adjusted prices (the chart's adjusted series, the key figures' 52-week range) are prices a
 * board could show: on the tick of the stock's exchange at their level, like every stored one.
 */
describe('adjusted prices', () => {
  const clock = testClock(new Date('2026-11-23T03:00:00Z'));
  // No price board (port 9 refuses): the stored figures, whatever runs on the usual port.
  const app = useTestApp({ now: clock.now, env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });

  const history = (query: string) =>
    getOk(app, `/api/v1/stock-quotes/price-histories?${query}&limit=1500`, PriceHistoryPageSchema);

  it("FPT's 52-week high and low are the adjusted year's, each on HOSE's tick", async () => {
    const { data } = await getOk(
      app,
      '/api/v1/ttpt-company-indicators/FPT',
      dataEnvelope(CompanyIndicatorsSchema),
    );
    const year = await history('stock_symbol=FPT&period=1Y&adjusted=true');
    expect(data.priceHighest52w).toBe(Math.max(...year.data.map((p) => p.high)));
    expect(data.priceLowest52w).toBe(Math.min(...year.data.map((p) => p.low)));
    for (const price of [data.priceHighest52w, data.priceLowest52w])
      expect(isOnTick('HOSE', price), `${price} on HOSE's tick`).toBe(true);
  });

  it('every adjusted price of a stock with corporate actions is on its exchange tick', async () => {
    const rows = await app.db
      .selectDistinct({ symbol: marketCorporateActions.symbol, exchange: marketCompanies.exchange })
      .from(marketCorporateActions)
      .innerJoin(marketCompanies, eq(marketCompanies.symbol, marketCorporateActions.symbol));
    // One stock of each exchange that has any, and FPT.
    const picked = new Map<Exchange, string>();
    for (const row of rows) if (!picked.has(row.exchange)) picked.set(row.exchange, row.symbol);
    const stocks: Array<[string, Exchange]> = [
      ['FPT', 'HOSE'],
      ...[...picked].map(([exchange, symbol]): [string, Exchange] => [symbol, exchange]),
    ];
    expect(stocks.length).toBeGreaterThan(1);
    for (const [symbol, exchange] of stocks) {
      const raw = await history(`stock_symbol=${symbol}&period=5Y&adjusted=false`);
      const adjusted = await history(`stock_symbol=${symbol}&period=5Y&adjusted=true`);
      // The actions moved some prices (else this proves nothing about them).
      expect(adjusted.data.some((p, i) => p.close !== raw.data[i]!.close)).toBe(true);
      for (const point of adjusted.data) {
        const prices = [point.open, point.high, point.low, point.close, point.reference];
        for (const price of prices)
          expect(isOnTick(exchange, price), `${symbol} ${point.sessionDate}: ${price}`).toBe(true);
        expect(point.priceChange).toBe(point.close - point.reference);
      }
    }
  });
});
