import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ApiRequestError, NetworkError } from '@brokerage/shared/api/errors.ts';
import type { Watchlist } from '@brokerage/shared/validation/watchlists.ts';
import { CustomerWatchlistsStore } from './CustomerWatchlistsStore';

const list = (id: number, name: string, symbols: string[] = []): Watchlist => ({
  id,
  name,
  symbols,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

/** The API as the store calls it: lists in memory, the server's refusals as it words them. */
function fakeServer(initial: Watchlist[]) {
  const lists = [...initial];
  const calls: string[] = [];
  const refuse = (code: string, message: string, field: string) =>
    Promise.reject(
      new ApiRequestError({ status: 400, errors: [{ code, message, field }], url: 'watchlists' }),
    );
  const find = (url: string) => lists.find((held) => url.startsWith(`watchlists/${held.id}`))!;
  const api = {
    getData: async () => {
      calls.push('GET watchlists');
      return lists;
    },
    postData: async (url: string, body: { name?: string; symbol?: string }) => {
      calls.push(`POST ${url}`);
      if (url === 'watchlists') {
        const created = list(lists.length + 1, body.name!);
        lists.push(created);
        return created;
      }
      if (body.symbol !== 'FPT' && body.symbol !== 'VNM')
        return refuse('watchlist_symbol_unknown', `Không có mã ${body.symbol}.`, 'symbol');
      const held = find(url);
      held.symbols = [...held.symbols, body.symbol];
      return held;
    },
    sendData: async (method: string, url: string, body: { symbols?: string[]; ids?: number[] }) => {
      calls.push(`${method.toUpperCase()} ${url}`);
      if (url === 'watchlists/order') {
        if (body.ids?.length !== lists.length)
          return refuse('watchlist_order_invalid', 'Sai thứ tự.', 'ids');
        lists.sort((a, b) => body.ids!.indexOf(a.id) - body.ids!.indexOf(b.id));
        return lists.map((held) => ({ ...held }));
      }
      const held = find(url);
      if (method === 'delete') held.symbols = held.symbols.filter((s) => !url.endsWith(`/${s}`));
      else if (body.symbols) held.symbols = body.symbols;
      return { ...held };
    },
    sendNoContent: async (method: string, url: string) => {
      calls.push(`${method.toUpperCase()} ${url}`);
      if (url.endsWith('/9')) throw new NetworkError(url, new Error('offline'));
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('CustomerWatchlistsStore', () => {
  it('loads the account’s lists and takes each change from the server’s answer', async () => {
    const { api, calls } = fakeServer([list(1, 'Ngân hàng', ['VCB'])]);
    const store = new CustomerWatchlistsStore(api);
    await store.load();
    expect(store.lists?.map((held) => held.name)).toEqual(['Ngân hàng']);

    expect(await store.create('   ')).toEqual({ key: 'required' });
    expect(await store.create('Công nghệ')).toEqual({ id: 2 });
    expect(await store.addSymbol(2, 'FPT')).toBeNull();
    expect(await store.addSymbol(2, 'VNM')).toBeNull();
    expect(await store.move(2, 'VNM', -1)).toBeNull();
    expect(store.list(2)?.symbols).toEqual(['VNM', 'FPT']);
    expect(await store.removeSymbol(2, 'VNM')).toBeNull();
    expect(store.list(2)?.symbols).toEqual(['FPT']);
    expect(calls).toEqual([
      'GET watchlists',
      'POST watchlists',
      'POST watchlists/2/symbols',
      'POST watchlists/2/symbols',
      'PATCH watchlists/2',
      'DELETE watchlists/2/symbols/VNM',
    ]);
  });

  it('hands back the server’s refusal for its field, and a failure without an answer', async () => {
    const { api } = fakeServer([list(1, 'A'), list(9, 'B')]);
    const store = new CustomerWatchlistsStore(api);
    await store.load();
    expect(await store.addSymbol(1, 'ZZZ')).toEqual({ text: 'Không có mã ZZZ.', field: 'symbol' });
    expect(store.list(1)?.symbols).toEqual([]);
    expect(await store.remove(9)).toEqual({ key: 'failed' });
    expect(store.list(9)).toBeDefined();
    expect(await store.remove(1)).toBeNull();
    expect(store.lists?.map((held) => held.id)).toEqual([9]);
  });

  it('moves a list’s tab one place, in the order the server answers, and not past either end', async () => {
    const { api, calls } = fakeServer([list(1, 'A'), list(2, 'B'), list(3, 'C')]);
    const store = new CustomerWatchlistsStore(api);
    await store.load();
    expect(await store.moveList(3, -1)).toBeNull();
    expect(store.lists?.map((held) => held.name)).toEqual(['A', 'C', 'B']);
    expect(await store.moveList(1, 1)).toBeNull();
    expect(store.lists?.map((held) => held.name)).toEqual(['C', 'A', 'B']);
    expect(await store.moveList(3, -1)).toBeNull();
    expect(await store.moveList(2, 1)).toBeNull();
    expect(calls.filter((call) => call.includes('order'))).toEqual([
      'PUT watchlists/order',
      'PUT watchlists/order',
    ]);
  });

  it('forgets the lists at log-out, and a load answered after it', async () => {
    const { api } = fakeServer([list(1, 'A')]);
    const store = new CustomerWatchlistsStore(api);
    const loading = store.load();
    store.clear();
    await loading;
    expect(store.lists).toBeNull();
  });
});
