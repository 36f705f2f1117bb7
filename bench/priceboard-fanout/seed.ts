/**
 * The bench's board seed, in the shape of the API's board-seed answer: `count` stocks over the
 * three exchanges (the demo dataset has ~60 instruments, a real board ~1,600), the five indices,
 * no stored day (the simulator draws the session), for Friday 2026-11-20.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BoardSeed, BoardSeedInstrument } from '../../shared/src/market/board.ts';
import type { Exchange, MainIndex } from '../../shared/src/market/exchanges.ts';
import { priceBand, roundToTick } from '../../shared/src/market/prices.ts';

export const BENCH_SESSION = '2026-11-20';

const EXCHANGE_OF: Exchange[] = ['HOSE', 'HOSE', 'HOSE', 'HNX', 'UPCOM'];

export function benchSeed(count: number): BoardSeed {
  const instruments: BoardSeedInstrument[] = Array.from({ length: count }, (_, i) => {
    const exchange = EXCHANGE_OF[i % EXCHANGE_OF.length] ?? 'HOSE';
    // 8,000 to ~120,000 VND, on the tick.
    const reference = roundToTick(exchange, 8_000 + ((i * 7_919) % 112_000), 'down');
    const { ceiling, floor } = priceBand(exchange, reference);
    const indices: MainIndex[] =
      exchange === 'HOSE'
        ? i % 2 === 0
          ? ['VNINDEX', 'VN30']
          : ['VNINDEX']
        : exchange === 'HNX'
          ? ['HNXINDEX', 'HNX30']
          : ['UPCOMINDEX'];
    return {
      symbol: `B${String(i + 1).padStart(3, '0')}`,
      exchange,
      kind: 'stock',
      reference,
      ceiling,
      floor,
      sharesOutstanding: 500_000_000 + i * 10_000_000,
      foreignRoom: 50_000_000,
      averageVolume20: 1_000_000 + (i % 10) * 500_000,
      indices,
    };
  });
  return {
    sessionDate: BENCH_SESSION,
    previousSessionDate: '2026-11-19',
    instruments,
    indices: [
      { symbol: 'VNINDEX', exchangeCode: '10', previousValue: 1_250.5 },
      { symbol: 'VN30', exchangeCode: '30', previousValue: 1_330.12 },
      { symbol: 'HNXINDEX', exchangeCode: '02', previousValue: 230.1 },
      { symbol: 'HNX30', exchangeCode: 'HNX30', previousValue: 480.2 },
      { symbol: 'UPCOMINDEX', exchangeCode: '04', previousValue: 95.3 },
    ],
  };
}

/** The API's board-seed route for `benchSeed(count)`, every session date alike, on a free port. */
export async function seedServer(count: number): Promise<{ url: string; close: () => void }> {
  const seed = JSON.stringify({ data: benchSeed(count) });
  const server = http.createServer((req, res) => {
    const ok = req.url?.startsWith('/api/v1/stock-quotes/board-seed?');
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' }).end(ok ? seed : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
