import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import {
  fixtureBoardPush as push,
  fixtureBoardRow as boardRow,
  fixtureBoardSession as session,
} from '@brokerage/shared/market/boardFixtures.ts';
import { FIXED_TABS } from '@brokerage/shared/market/boardTabs.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { FakeHub } from '@brokerage/shared/realtime/fakeHubTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import { PriceBoardStore } from './PriceBoardStore';

async function boardWith(prices: Record<string, number>): Promise<BoardStore> {
  const live = new LiveConnection({ transport: new FakeHub(), network: null });
  const board = new BoardStore(live);
  await board.whenReady();
  board.applyPush(
    push({
      session: session({ seq: 1 }),
      pb: Object.entries(prices).map(([symbol, price]) => boardRow({ seq: 1, symbol, price })),
    }),
  );
  return board;
}

/** The HOSE tab's view, what it handed on, and how many times it was worked out. */
function watchView(board: BoardStore, store: PriceBoardStore) {
  let computations = 0;
  // The view asks a watchlist's symbols each time it is worked out (an exchange's tab has none).
  const view = store.view(board, FIXED_TABS.hose, () => {
    computations += 1;
    return null;
  });
  const seen: Array<string[] | null> = [];
  const stop = reaction(
    () => view.get(),
    (symbols) => seen.push(symbols),
    { fireImmediately: true },
  );
  return { seen, stop, computations: () => computations };
}

const store = () => new PriceBoardStore({} as ApiClient);

describe('PriceBoardStore.view', () => {
  it('in the order by symbol, follows the rows coming and going, not their figures', async () => {
    const board = await boardWith({ VNM: 60_000, FPT: 100_000 });
    const watched = watchView(board, store());
    expect(watched.seen).toEqual([['FPT', 'VNM']]);
    board.applyPush(
      push({
        session: session({ seq: 2 }),
        pb: [boardRow({ seq: 2, symbol: 'FPT', price: 101_000 })],
      }),
    );
    expect(watched.computations()).toBe(1);
    board.applyPush(
      push({
        session: session({ seq: 3 }),
        pb: [boardRow({ seq: 3, symbol: 'ACB', price: 25_000 })],
      }),
    );
    expect(watched.computations()).toBe(2);
    expect(watched.seen.at(-1)).toEqual(['ACB', 'FPT', 'VNM']);
    watched.stop();
  });

  it('sorted by a figure, orders the rows again when their figures change', async () => {
    const board = await boardWith({ VNM: 60_000, FPT: 100_000 });
    const prices = store();
    prices.sortBy('price');
    const watched = watchView(board, prices);
    expect(watched.seen).toEqual([['FPT', 'VNM']]);
    board.applyPush(
      push({
        session: session({ seq: 2 }),
        pb: [boardRow({ seq: 2, symbol: 'VNM', price: 120_000 })],
      }),
    );
    expect(watched.seen.at(-1)).toEqual(['VNM', 'FPT']);
    watched.stop();
  });
});
