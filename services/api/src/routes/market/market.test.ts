import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  CompanyIndicatorsSchema,
  CompanySchema,
  CoveredWarrantSchema,
  ExerciseRightSchema,
  IndexQuoteSchema,
  MarketShareSchema,
  PriceHistoryPageSchema,
  StockExchangeSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { z } from 'zod';
import { marketCompanies, marketCorporateActions, marketDailyPrices } from '../../db/schema';
import { publishContentChanged } from '../../lib/state/content-changed';
import { testClock, useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { errorOf, expectApiError } from '../../test/responses';

describe('market calls', () => {
  // A Monday after the dataset's last session (Friday 2026-11-20), at 10:00 in Hà Nội.
  const clock = testClock(new Date('2026-11-23T03:00:00Z'));
  // No price board (port 9 refuses): the stored figures, whatever runs on the usual port.
  const app = useTestApp({ now: clock.now, env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });

  describe('stock-exchanges and index-quotes', () => {
    it('lists the exchanges and index groups with the spec labels in the locale', async () => {
      const vi = await getOk(
        app,
        '/api/v1/stock-exchanges',
        dataEnvelope(z.array(StockExchangeSchema)),
      );
      const en = await getOk(
        app,
        '/api/v1/stock-exchanges?locale=en',
        dataEnvelope(z.array(StockExchangeSchema)),
      );
      expect(vi.data.map((e) => [e.exchangeCode, e.label])).toEqual(
        expect.arrayContaining([
          ['10', 'HOSE'],
          ['02', 'HNX'],
          ['04', 'UPCOM'],
          ['30', 'VN30'],
          ['SML', 'VNSML'],
          ['MID', 'VNMID'],
          ['ALL', 'VNALL'],
          ['100', 'VN100'],
          ['HNXCON', 'HNXCon'],
          ['X50', 'VNX50'],
          ['SI', 'VNSI'],
        ]),
      );
      expect(vi.data[0]?.name).toBe('Sở Giao dịch Chứng khoán TP. Hồ Chí Minh');
      expect(en.data[0]?.name).toBe('Ho Chi Minh City Stock Exchange');
    });

    it('quotes the five indices at the last session with breadth and a 30-close sparkline', async () => {
      const { data } = await getOk(
        app,
        '/api/v1/index-quotes',
        dataEnvelope(z.array(IndexQuoteSchema)),
      );
      expect(data.map((q) => [q.symbol, q.exchangeCode])).toEqual([
        ['VNINDEX', '10'],
        ['VN30', '30'],
        ['HNXINDEX', '02'],
        ['HNX30', 'HNX30'],
        ['UPCOMINDEX', '04'],
      ]);
      const [vnindex] = data;
      expect(vnindex?.sessionDate).toBe('2026-11-20');
      expect(vnindex?.updatedAt).toBe('2026-11-20T15:00:00+07:00');
      expect(vnindex?.sparkline).toHaveLength(30);
      expect(vnindex?.sparkline.at(-1)).toEqual({
        sessionDate: '2026-11-20',
        value: vnindex?.value,
      });
      expect(vnindex!.changeValue).toBeCloseTo(
        vnindex!.value - vnindex!.sparkline.at(-2)!.value,
        2,
      );
      const vn30 = data.find((q) => q.symbol === 'VN30')!;
      expect(vn30.advances + vn30.declines + vn30.unchanged).toBe(30);
    });

    it('shares the last session’s value by exchange and by sector, labels in the locale', async () => {
      const vi = await getOk(
        app,
        '/api/v1/stock-quotes/market-share',
        dataEnvelope(MarketShareSchema),
      );
      const en = await getOk(
        app,
        '/api/v1/stock-quotes/market-share?locale=en',
        dataEnvelope(MarketShareSchema),
      );
      expect(vi.data.sessionDate).toBe('2026-11-20');
      expect(vi.data.byExchange.map((e) => e.exchange)).toEqual(['HOSE', 'HNX', 'UPCOM']);
      const sum = (xs: { value: number }[]) => xs.reduce((a, b) => a + b.value, 0);
      expect(sum(vi.data.byExchange)).toBe(vi.data.totalValue);
      expect(sum(vi.data.bySector)).toBe(vi.data.totalValue);
      const banks = vi.data.bySector.find((s) => s.icbCode === '8300')!;
      expect(banks.name).toBe('Ngân hàng');
      expect(en.data.bySector.find((s) => s.icbCode === '8300')?.name).toBe('Banks');
    });
  });

  describe('stock-quotes/price-histories', () => {
    const history = (query: string) =>
      getOk(app, `/api/v1/stock-quotes/price-histories?${query}`, PriceHistoryPageSchema);

    it('gives five years in one page for the chart, and the history table page by page', async () => {
      const chart = await history('stock_symbol=FPT&period=5Y&limit=1500');
      expect(chart.meta).toMatchObject({
        page: 1,
        limit: 1500,
        totalPages: 1,
        stockSymbol: 'FPT',
        period: '5Y',
      });
      expect(chart.data.length).toBeGreaterThan(1200);
      expect(chart.meta.toDate).toBe('2026-11-20');
      const table = await history('stock_symbol=FPT&period=5Y&order=desc&limit=20&page=2');
      expect(table.data).toHaveLength(20);
      expect(table.data[0]).toEqual(chart.data.at(-21));
      const point = table.data[0]!;
      expect(point.price).toBe(point.close);
      expect(point.priceChange).toBe(point.close - point.reference);
      expect(point.foreignNetVolume).toBe(point.foreignBuyVolume - point.foreignSellVolume);
    });

    it('gives each session its buy and sell orders as stored', async () => {
      const table = await history('stock_symbol=FPT&period=5D&order=desc&adjusted=false');
      const [stored] = await app.db
        .select()
        .from(marketDailyPrices)
        .where(
          and(
            eq(marketDailyPrices.symbol, 'FPT'),
            eq(marketDailyPrices.sessionDate, table.data[0]!.sessionDate),
          ),
        );
      expect(stored!.buyOrderCount).toBeGreaterThan(0);
      expect(table.data[0]).toMatchObject({
        buyOrderCount: stored!.buyOrderCount,
        sellOrderCount: stored!.sellOrderCount,
        buyOrderVolume: stored!.buyOrderVolume,
        sellOrderVolume: stored!.sellOrderVolume,
      });
      for (const point of table.data) {
        expect(point.buyOrderVolume).toBeGreaterThanOrEqual(point.volume);
        expect(point.sellOrderVolume).toBeGreaterThanOrEqual(point.volume);
      }
    });

    it('compresses the large answer for a client that accepts it, the same bytes each time', async () => {
      const url = '/api/v1/stock-quotes/price-histories?stock_symbol=HPG&period=5Y&limit=1500';
      const plain = await app.inject(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(
        plain.json(),
      );
      const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
      const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(again.rawPayload).equals(gunzipSync(zipped.rawPayload))).toBe(true);
      const small = await app.inject({
        url: '/api/v1/stock-quotes/price-histories?stock_symbol=HPG&period=5D&limit=1',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('counts periods back from the last session', async () => {
      expect((await history('stock_symbol=FPT&period=5D')).meta).toMatchObject({
        total: 5,
        fromDate: '2026-11-16',
      });
      const month = await history('stock_symbol=FPT&period=1M&limit=100');
      expect(month.meta.fromDate! > '2026-10-20').toBe(true);
      const ytd = await history('stock_symbol=FPT&period=YTD&limit=500');
      expect(ytd.meta.fromDate!.startsWith('2026-01')).toBe(true);
      const index = await history('stock_symbol=vnindex&period=3M&limit=100');
      expect(index.data[0]).toMatchObject({ ceiling: null, floor: null });
    });

    it('normalises the symbol and answers bad input on its field', async () => {
      const padded = await history('stock_symbol=%20fpt%20&period=5D');
      expect(padded.meta.stockSymbol).toBe('FPT');
      expectApiError(
        await app.inject('/api/v1/stock-quotes/price-histories?stock_symbol=ZZZ&locale=en'),
        404,
        {
          code: 'stock_symbol_not_found',
          message: 'Sorry, we could not find this stock symbol.',
          field: 'stock_symbol',
        },
      );
      for (const [query, field] of [
        ['stock_symbol=FPT&period=10Y', 'period'],
        ['stock_symbol=FPT&period=1D', 'period'],
        ['stock_symbol=FPT&limit=1501', 'limit'],
        ['stock_symbol=FPT&limit=0', 'limit'],
        ['stock_symbol=FPT&page=0', 'page'],
        ['stock_symbol=FPT&period=5D&page=2', 'page'],
        ['stock_symbol=FPT&adjusted=maybe', 'adjusted'],
        ['stock_symbol=F!', 'stock_symbol'],
        ['period=1Y', 'stock_symbol'],
      ] as const) {
        const res = await app.inject(`/api/v1/stock-quotes/price-histories?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(errorOf(res)?.field, query).toBe(field);
      }
    });

    it('adjusts the prices before an ex-date and leaves those after it as stored', async () => {
      const [action] = await app.db
        .select()
        .from(marketCorporateActions)
        .where(
          and(
            eq(marketCorporateActions.kind, 'stock-dividend'),
            gt(marketCorporateActions.exDate, '2025-12-01'),
          ),
        )
        .limit(1);
      const found = action ?? (await app.db.select().from(marketCorporateActions).limit(1))[0];
      expect(found).toBeDefined();
      const symbol = found!.symbol;
      const raw = await history(`stock_symbol=${symbol}&period=5Y&limit=1500&adjusted=false`);
      const adjusted = await history(`stock_symbol=${symbol}&period=5Y&limit=1500&adjusted=true`);
      expect(adjusted.meta.adjusted).toBe(true);
      const at = raw.data.findIndex((p) => p.sessionDate === found!.exDate);
      expect(at).toBeGreaterThan(0);
      const before = at - 1;
      // After the last action both series are the stored rows.
      expect(adjusted.data.at(-1)).toEqual(raw.data.at(-1));
      // The day before the ex-date: scaled down by the action, so the ex-date's gap is gone.
      expect(adjusted.data[before]!.close).toBeLessThan(raw.data[before]!.close);
      const [stored] = await app.db
        .select()
        .from(marketDailyPrices)
        .where(
          and(
            eq(marketDailyPrices.symbol, symbol),
            eq(marketDailyPrices.sessionDate, found!.exDate),
          ),
        );
      const factor = adjusted.data[before]!.close / raw.data[before]!.close;
      expect(adjusted.data[at]!.reference).toBe(
        Math.round(stored!.reference * (adjusted.data[at]!.close / raw.data[at]!.close)),
      );
      expect(factor).toBeLessThan(1);
      expect(adjusted.data[before]!.volume).toBeGreaterThan(raw.data[before]!.volume);
      // Order volumes are shares, scaled as the volume is (not by the closes' ratio: an adjusted
      // close is on the tick); the number of orders stays.
      const shares = adjusted.data[before]!.volume / raw.data[before]!.volume;
      expect(
        adjusted.data[before]!.buyOrderVolume! / raw.data[before]!.buyOrderVolume!,
      ).toBeCloseTo(shares, 4);
      expect(adjusted.data[before]!.sellOrderCount).toBe(raw.data[before]!.sellOrderCount);
    });
  });

  describe('ttpt-companies', () => {
    const search = (query: string) =>
      getOk(app, `/api/v1/ttpt-companies?${query}`, listEnvelope(CompanySchema));

    it('finds names ignoring case and diacritics, tickers by prefix with the exact one first', async () => {
      const banks = await search('keyword=ngan%20hang&limit=100');
      expect(banks.data.length).toBeGreaterThan(5);
      for (const c of banks.data) expect(c.nameVi.toLowerCase()).toContain('ngân hàng');
      const accented = await search(`keyword=${encodeURIComponent('NGÂN HÀNG')}&limit=100`);
      expect(accented.meta.total).toBe(banks.meta.total);
      const dairy = await search('keyword=sua%20viet%20nam');
      expect(dairy.data.map((c) => c.stockSymbol)).toContain('VNM');
      const english = await search('keyword=dairy&locale=en');
      expect(english.data[0]).toMatchObject({
        stockSymbol: 'VNM',
        name: 'Vietnam Dairy Products Joint Stock Company',
      });
      // A letter too many still finds the name (pg_trgm word similarity).
      const typo = await search('keyword=hoa%20phatt');
      expect(typo.data[0]?.stockSymbol).toBe('HPG');
      const prefix = await search('keyword=vc');
      expect(prefix.data[0]?.stockSymbol).toBe('VCB');
      const exact = await search('keyword=ssi');
      expect(exact.data[0]?.stockSymbol).toBe('SSI');
      const hnx = await search('exchange=02&limit=100');
      for (const c of hnx.data) expect(c.exchange).toBe('HNX');
      expect((await search('keyword=%25')).meta.total).toBe(0);
    });

    it('finds companies by their short and brand names, ignoring case and diacritics', async () => {
      const first = async (keyword: string) =>
        (await search(`keyword=${encodeURIComponent(keyword)}`)).data[0];
      for (const keyword of ['vinamilk', 'Vinamilk', 'VINAMILK', 'Vinam']) {
        expect(await first(keyword)).toMatchObject({ stockSymbol: 'VNM', shortName: 'Vinamilk' });
      }
      for (const keyword of ['hoa phat', 'Hòa Phát', 'HOÀ PHÁT']) {
        expect(await first(keyword)).toMatchObject({ stockSymbol: 'HPG', shortName: 'Hòa Phát' });
      }
      // Names the company is known by that are in neither of its legal names.
      const known: Array<[string, string]> = [
        ['vietcombank', 'VCB'],
        ['Techcombank', 'TCB'],
        ['vietinbank', 'CTG'],
        ['bidv', 'BID'],
        ['sacombank', 'STB'],
        ['vingroup', 'VIC'],
        ['vinhomes', 'VHM'],
        ['dien may xanh', 'MWG'],
        ['sabeco', 'SAB'],
        ['Petrolimex', 'PLX'],
      ];
      for (const [keyword, symbol] of known) {
        expect((await first(keyword))?.stockSymbol, keyword).toBe(symbol);
      }
      // What a type-ahead has typed so far: short names that start with it come first.
      const vin = await search('keyword=vin');
      expect(
        vin.data
          .slice(0, 4)
          .map((c) => c.stockSymbol)
          .sort(),
      ).toEqual(['VHM', 'VIC', 'VNM', 'VRE']);
      const masan = await search('keyword=masan');
      expect(masan.data.map((c) => c.stockSymbol).sort()).toEqual(['MCH', 'MSN']);
      const { data } = await getOk(app, '/api/v1/ttpt-companies/MWG', dataEnvelope(CompanySchema));
      expect(data.brands).toEqual(expect.arrayContaining(['Điện Máy Xanh', 'Bách Hóa Xanh']));
    });

    it('pages the whole list and refuses a page past the end', async () => {
      const all = await search('limit=100');
      expect(all.meta.total).toBe(50);
      const res = await app.inject('/api/v1/ttpt-companies?limit=20&page=4');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field: 'page', code: 'too_big_number' });
      expect((await app.inject('/api/v1/ttpt-companies?limit=101')).statusCode).toBe(400);
      expect((await app.inject('/api/v1/ttpt-companies?exchange=NYSE')).statusCode).toBe(400);
    });

    it('gives one company by a normalised symbol, 404 for an unknown one', async () => {
      const { data } = await getOk(
        app,
        '/api/v1/ttpt-companies/%20acb?locale=en',
        dataEnvelope(CompanySchema),
      );
      expect(data).toMatchObject({
        stockSymbol: 'ACB',
        exchange: 'HOSE',
        exchangeCode: '10',
        firmType: 'bank',
        icbCode: '8300',
        sector: 'Banks',
        indices: ['VNINDEX', 'VN30'],
      });
      expectApiError(await app.inject('/api/v1/ttpt-companies/XYZW'), 404, {
        code: 'stock_symbol_not_found',
        message: 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này.',
        field: 'symbol',
      });
    });
  });

  describe('ttpt-company-indicators', () => {
    it('gives the stock information and the last session’s quote, consistent with the board seed', async () => {
      const { data } = await getOk(
        app,
        '/api/v1/ttpt-company-indicators/vcb',
        dataEnvelope(CompanyIndicatorsSchema),
      );
      expect(data).toMatchObject({
        stockSymbol: 'VCB',
        exchangeCode: '10',
        sessionDate: '2026-11-20',
        foreignOwnershipLimit: 30,
      });
      expect(data.marketCapital).toBe(data.sharesOutstanding * data.priceClose);
      expect(data.marketCapitalRank).toBeGreaterThanOrEqual(1);
      expect(data.priceLowest52w).toBeLessThanOrEqual(data.priceLowest);
      expect(data.priceHighest52w).toBeGreaterThanOrEqual(data.priceHighest);
      // EPS, book value, ROE and ROA come from the statements: the last published quarter's
      // figures of the ratio call (its price is the quarter end's; P/E here is on the close).
      const ratios = await app.inject(
        '/api/v1/ttpt-financial-ratios?stock_symbol=VCB&period=quarter',
      );
      const latest = (
        ratios.json() as {
          data: { periods: { label: string; ratios: Record<string, number | null> }[] };
        }
      ).data.periods[0]!;
      expect(latest.label).toBe('Q3/2026');
      expect(data.eps).toBe(Math.round(latest.ratios.eps!));
      expect(data.bookValue).toBe(Math.round(latest.ratios.bvps!));
      expect(data.roe).toBe(Math.round(latest.ratios.roe! * 10_000) / 100);
      expect(data.roa).toBe(Math.round(latest.ratios.roa! * 10_000) / 100);
      expect(data.eps).toBeGreaterThan(0);
      expect(data.pE).toBeCloseTo(data.priceClose / latest.ratios.eps!, 2);
      expect(data.beta).not.toBe(0);
      expect(data.foreignHolding + data.foreignRoom).toBe(Math.floor(data.sharesOutstanding * 0.3));
      // The board's next session starts with the room the indicators end the last one with.
      const seed = await app.inject('/api/v1/stock-quotes/board-seed?session_date=2026-11-23');
      const vcb = (
        seed.json() as { data: { instruments: { symbol: string; foreignRoom: number }[] } }
      ).data.instruments.find((i) => i.symbol === 'VCB');
      expect(vcb?.foreignRoom).toBe(data.foreignRoom);
      const fpt = await getOk(
        app,
        '/api/v1/ttpt-company-indicators/FPT',
        dataEnvelope(CompanyIndicatorsSchema),
      );
      expect(fpt.data.foreignOwnershipLimit).toBe(49);
      expect((await app.inject('/api/v1/ttpt-company-indicators/VNINDEX')).statusCode).toBe(404);
    });

    it('reads a company’s statements once per market snapshot, however often its page asks', async () => {
      const reads = vi.spyOn(app.repos.fundamentals, 'statementRows');
      const readsOf = (symbol: string) =>
        reads.mock.calls.filter(([symbols]) => symbols.includes(symbol)).length;
      const indicators = async () => {
        const res = await app.inject('/api/v1/ttpt-company-indicators/HPG');
        expect(res.statusCode).toBe(200);
        return res.json() as unknown;
      };
      try {
        const first = await indicators();
        expect(await indicators()).toEqual(first);
        expect(await indicators()).toEqual(first);
        expect(readsOf('HPG')).toBe(1);
        // An import announces new content: a new snapshot reads them again.
        await publishContentChanged(app.state, 'test');
        await vi.waitFor(async () => {
          await indicators();
          expect(readsOf('HPG')).toBe(2);
        });
      } finally {
        reads.mockRestore();
      }
    });
  });

  describe('ttpt-covered-warrants and exercise-rights', () => {
    it('lists live warrants with today’s reference (total), band and terms', async () => {
      const all = await getOk(
        app,
        '/api/v1/ttpt-covered-warrants?limit=100',
        listEnvelope(CoveredWarrantSchema),
      );
      expect(all.data.length).toBeGreaterThan(0);
      for (const w of all.data) {
        expect(w.sessionDate).toBe('2026-11-23');
        expect(w.expirationDate >= w.sessionDate).toBe(true);
        expect(w.floor).toBeLessThan(w.total);
        expect(w.ceiling).toBeGreaterThan(w.total);
      }
      const one = all.data[0]!;
      const mine = await getOk(
        app,
        `/api/v1/ttpt-covered-warrants?stock_symbol=${one.stockSymbol.toLowerCase()}`,
        listEnvelope(CoveredWarrantSchema),
      );
      expect(mine.data.every((w) => w.stockSymbol === one.stockSymbol)).toBe(true);
      expect((await app.inject('/api/v1/ttpt-covered-warrants?stock_symbol=QQQQ')).statusCode).toBe(
        404,
      );
    });

    it('logs a company’s corporate actions newest first with labels in the locale', async () => {
      const [action] = await app.db
        .select()
        .from(marketCorporateActions)
        .where(eq(marketCorporateActions.kind, 'cash-dividend'))
        .limit(1);
      const vi = await getOk(
        app,
        `/api/v1/exercise-rights?stock_symbol=${action!.symbol}&limit=100`,
        listEnvelope(ExerciseRightSchema),
      );
      const dates = vi.data.map((r) => r.exDate);
      expect(dates).toEqual([...dates].sort().reverse());
      // The rights (company_exercise_rights) carry each corporate action on its ex-date.
      const cash = vi.data.find((r) => r.exDate === action!.exDate && r.kind === 'cash-dividend')!;
      expect(cash.kindLabel).toBe('Cổ tức bằng tiền');
      expect(cash.description).toMatch(/^Cổ tức bằng tiền [\d.]+ đồng\/cổ phiếu$/);
      expect(cash.exReference).toBe(cash.previousClose! - action!.cashPerShare!);
      const en = await getOk(
        app,
        `/api/v1/exercise-rights?stock_symbol=${action!.symbol}&locale=en&exercise_right_type_id=cash-dividend`,
        listEnvelope(ExerciseRightSchema),
      );
      expect(
        en.data.every((r) => r.kind === 'cash-dividend' && r.kindLabel === 'Cash dividend'),
      ).toBe(true);
      expect((await app.inject('/api/v1/exercise-rights?stock_symbol=NOPE')).statusCode).toBe(404);
      expect((await app.inject('/api/v1/exercise-rights?page=100000')).statusCode).toBe(400);
    });
  });

  describe('a dataset without the order book', () => {
    const own = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });

    it('answers null order figures (a vendor file without them)', async () => {
      const url = '/api/v1/stock-quotes/price-histories?stock_symbol=VNM&period=5D&order=desc';
      const before = PriceHistoryPageSchema.parse((await own.inject(url)).json());
      const last = before.data[0]!;
      expect(last.buyOrderCount).not.toBeNull();
      await own.db
        .update(marketDailyPrices)
        .set({
          buyOrderCount: null,
          sellOrderCount: null,
          buyOrderVolume: null,
          sellOrderVolume: null,
        })
        .where(
          and(
            eq(marketDailyPrices.symbol, 'VNM'),
            eq(marketDailyPrices.sessionDate, last.sessionDate),
          ),
        );
      await publishContentChanged(own.state, 'test');
      await vi.waitFor(async () => {
        const after = PriceHistoryPageSchema.parse((await own.inject(url)).json());
        expect(after.data[0]).toMatchObject({
          sessionDate: last.sessionDate,
          close: last.close,
          buyOrderCount: null,
          sellOrderCount: null,
          buyOrderVolume: null,
          sellOrderVolume: null,
        });
      });
    });
  });

  describe('a changed dataset', () => {
    const own = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });

    it('is read again when content-changed is announced (the seed, an import)', async () => {
      expect((await own.inject('/api/v1/ttpt-companies/ABCD')).statusCode).toBe(404);
      await own.db.insert(marketCompanies).values({
        symbol: 'ABCD',
        exchange: 'UPCOM',
        nameVi: 'Công ty Cổ phần Thử nghiệm',
        nameEn: 'Test Joint Stock Company',
        icbCode: '2700',
        sectorVi: 'Hàng & Dịch vụ công nghiệp',
        sectorEn: 'Industrial Goods & Services',
        firmType: 'company',
        sharesOutstanding: 1_000_000,
        charteredCapital: 10_000_000_000,
        listingDate: '2026-11-02',
      });
      // Still the snapshot in memory…
      expect((await own.inject('/api/v1/ttpt-companies/ABCD')).statusCode).toBe(404);
      await publishContentChanged(own.state, 'test');
      await vi.waitFor(async () => {
        expect((await own.inject('/api/v1/ttpt-companies/ABCD')).statusCode).toBe(200);
      });
    });
  });
});
