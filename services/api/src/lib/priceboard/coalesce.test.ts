import type { AmwRequest } from '@brokerage/shared/market/board.ts';
import type { DecodedAmwReply } from '@brokerage/shared/validation/board.ts';
import type { PriceboardPort } from './client';
import { coalescePriceboard } from './coalesce';

/** A board whose answers the test settles, counting the requests that reached it. */
function fakeBoard() {
  const asked: AmwRequest[] = [];
  const pending: Array<{ resolve: (reply: DecodedAmwReply) => void; reject: (e: Error) => void }> =
    [];
  const port: PriceboardPort = {
    amw(request) {
      asked.push(request);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
  };
  const reply = (n: number) => ({ seq: n }) as unknown as DecodedAmwReply;
  return { port, asked, pending, reply };
}

const FPT: AmwRequest = { isReqTL: 'true', tlSymbol: 'FPT' };

describe('coalescePriceboard', () => {
  it('shares one request on its way and its answer for ttlMs, then asks again', async () => {
    let clock = 1_000;
    const board = fakeBoard();
    const port = coalescePriceboard(board.port, { ttlMs: 250, now: () => clock });
    const first = port.amw(FPT);
    // The same fields in another order are the same request.
    const second = port.amw({ tlSymbol: 'FPT', isReqTL: 'true' });
    clock += 1_000; // still on its way: shared however long it takes
    const third = port.amw(FPT);
    expect(board.asked).toHaveLength(1);
    board.pending[0]!.resolve(board.reply(1));
    expect(await Promise.all([first, second, third])).toEqual([
      board.reply(1),
      board.reply(1),
      board.reply(1),
    ]);
    clock += 249;
    expect(await port.amw(FPT)).toEqual(board.reply(1));
    expect(board.asked).toHaveLength(1);
    clock += 1;
    const later = port.amw(FPT);
    expect(board.asked).toHaveLength(2);
    board.pending[1]!.resolve(board.reply(2));
    expect(await later).toEqual(board.reply(2));
  });

  it('asks separately for other requests', () => {
    const board = fakeBoard();
    const port = coalescePriceboard(board.port);
    void port.amw(FPT);
    void port.amw({ isReqTL: 'true', tlSymbol: 'HPG' });
    expect(board.asked.map((r) => r.tlSymbol)).toEqual(['FPT', 'HPG']);
  });

  it('keeps no failure: the next request asks the board again', async () => {
    const board = fakeBoard();
    const port = coalescePriceboard(board.port);
    const failing = port.amw(FPT);
    board.pending[0]!.reject(new Error('board down'));
    await expect(failing).rejects.toThrow('board down');
    const retry = port.amw(FPT);
    expect(board.asked).toHaveLength(2);
    board.pending[1]!.resolve(board.reply(3));
    expect(await retry).toEqual(board.reply(3));
  });

  it('remembers at most maxEntries requests, dropping the oldest', () => {
    const board = fakeBoard();
    const port = coalescePriceboard(board.port, { maxEntries: 2 });
    for (const symbol of ['A', 'B', 'C']) void port.amw({ tlSymbol: symbol });
    void port.amw({ tlSymbol: 'C' });
    void port.amw({ tlSymbol: 'A' });
    expect(board.asked.map((r) => r.tlSymbol)).toEqual(['A', 'B', 'C', 'A']);
  });
});
