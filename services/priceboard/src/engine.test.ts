/**
 * The service over the real engine (src/market): a replay of the fixture session at high speed,
 * read by the official client and by Acc/amw.
 */
import type { AllStocksResult } from '@brokerage/shared/market/board.ts';
import { marketEngine } from './engine';
import { FIXTURE_SYMBOLS } from './test/fixtures';
import { startHarness, waitFor } from './test/harness';
import { collectPushes, hubClient } from './test/hub-client';

describe('the price board over the real market engine', () => {
  it('replays a session: the board, then pushes that move', async () => {
    const h = await startHarness({
      market: marketEngine,
      env: { PRICEBOARD_CLOCK: 'replay:2026-11-20:600:09:10', PUSH_INTERVAL_MS: '50' },
    });
    const connection = hubClient(h.hubUrl, { skipNegotiation: true });
    try {
      const pushes = collectPushes(connection);
      await connection.start();
      const board = await connection.invoke<AllStocksResult>('GetAllStocks');
      expect(board.pb.map((r) => r.symbol)).toEqual(FIXTURE_SYMBOLS);
      expect(board.session).toMatchObject({
        sessionDate: '2026-11-20',
        clock: 'replay',
        speed: 600,
      });
      await connection.invoke('UpdateParams', 'FPT');
      await waitFor(
        () => pushes.some((p) => p.tl.some((t) => t.symbol === 'FPT')),
        10_000,
        'an FPT match',
      );
      const rows = pushes.flatMap((p) => p.pb);
      for (const row of rows) {
        expect(row.price === null || (row.price >= row.floor && row.price <= row.ceiling)).toBe(
          true,
        );
      }
    } finally {
      await connection.stop();
      await h.close();
    }
  });
});
