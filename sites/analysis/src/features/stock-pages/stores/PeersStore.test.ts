import { describe, expect, it } from 'vitest';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { fixturePeer, fixturePeers } from '../testing/peersFixtures';
import { PeersStore } from './PeersStore';

/** Each symbol's answer names it; BID's has one company only (alone in the fake's sector). */
function setup() {
  const { client, server } = createFakeServerClient((request) => {
    const symbol = (request.url ?? '').split('/').pop()!;
    const companies =
      symbol === 'BID' ? [fixturePeer('BID')] : [fixturePeer(symbol), fixturePeer('ACB')];
    return { status: 200, data: { data: fixturePeers({ stockSymbol: symbol, companies }) } };
  });
  return { store: new PeersStore(client), server };
}

describe('PeersStore', () => {
  it('asks once per symbol and language, and shows only the answer about the symbol asked', async () => {
    const { store, server } = setup();
    await store.load('VCB', 'vi');
    expect(store.current?.stockSymbol).toBe('VCB');
    await store.load('VCB', 'vi');
    expect(server.requests).toHaveLength(1);
    await store.load('VCB', 'en');
    expect(server.requests.map((r) => [r.url, r.params])).toEqual([
      ['ttpt-company-peers/VCB', { locale: 'vi' }],
      ['ttpt-company-peers/VCB', { locale: 'en' }],
    ]);
    const next = store.load('CTG', 'en');
    // Until CTG's answer is in, VCB's is not shown as CTG's.
    expect(store.current).toBeNull();
    await next;
    expect(store.current?.stockSymbol).toBe('CTG');
  });

  it('is empty for a company alone in its sector', async () => {
    const { store } = setup();
    await store.load('BID', 'vi');
    expect(store.peers.isEmpty).toBe(true);
    await store.load('VCB', 'vi');
    expect(store.peers.isEmpty).toBe(false);
  });

  it('keeps the visitor’s sort from one company to the next', async () => {
    const { store } = setup();
    await store.load('VCB', 'vi');
    store.sortBy('roe');
    store.sortBy('roe');
    expect(store.sort).toEqual({ column: 'roe', direction: 'asc' });
    await store.load('CTG', 'vi');
    expect(store.sort).toEqual({ column: 'roe', direction: 'asc' });
  });
});
