import { describe, expect, it, vi } from 'vitest';
import { createFakeServerClient, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { createInertTransport } from '@brokerage/shared/realtime/inertTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import { StockStore } from './StockStore';

const notFound: FakeReply = {
  status: 404,
  data: {
    errors: [{ code: 'stock_symbol_not_found', message: 'Unknown symbol', field: 'symbol' }],
  },
};

/** ZZZZ exists nowhere; its indicators answer when the test says so. */
function setup() {
  let answerIndicators: () => void = () => {};
  const indicators = new Promise<FakeReply>((resolve) => {
    answerIndicators = () => resolve(notFound);
  });
  const { client, server } = createFakeServerClient((request) =>
    request.url === 'ttpt-company-indicators/ZZZZ' ? indicators : notFound,
  );
  const board = new BoardStore(new LiveConnection({ transport: createInertTransport() }));
  const store = new StockStore(client, board);
  return { store, server, answerIndicators };
}

describe('StockStore with a symbol that does not exist', () => {
  it('waits for both answers, so the server render records both for the browser', async () => {
    const { store, server, answerIndicators } = setup();
    let settled = false;
    const loading = store.load('ZZZZ', 'vi').then(() => {
      settled = true;
    });
    // Both asked; the company's 404 has come back (promise jobs only), the indicators' has not.
    // (The first load imports the market calls, which can take a while on a busy machine.)
    await vi.waitFor(() => expect(server.requests).toHaveLength(2), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answerIndicators();
    await loading;
    expect(store.isUnknown('ZZZZ')).toBe(true);
    expect(store.notFound).toBe(true);
  });

  it('asks nothing more about it, in either language', async () => {
    const { store, server, answerIndicators } = setup();
    answerIndicators();
    await store.load('ZZZZ', 'vi');
    const asked = server.requests.length;
    expect(asked).toBe(2);
    await store.load('ZZZZ', 'en');
    await store.load('ZZZZ', 'vi');
    expect(server.requests.length).toBe(asked);
    expect(store.isUnknown('ZZZZ')).toBe(true);
    expect(store.isUnknown('FPT')).toBe(false);
  });
});
