import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { Watchlist } from '@brokerage/shared/validation/watchlists.ts';

/** The calls load with the first one, not with the page. */
const boardApi = () => import('../api/boardApi');

/**
 * Why a change was refused: the API's own message (in the page's language, on its field), or
 * one of the page's (`priceBoard.watchlist.errors.*`) when nothing was sent or no answer came.
 */
export type WatchlistRefusal = { text: string; field?: string } | { key: 'required' | 'failed' };

function refusalOf(error: unknown): WatchlistRefusal {
  if (error instanceof ApiRequestError && error.errors[0]) {
    const first = error.errors[0];
    return { text: first.message, ...(first.field ? { field: first.field } : {}) };
  }
  return { key: 'failed' };
}

/**
 * A logged-in customer's watchlists (issue 27 item 2), kept by the API so they follow the
 * customer to another device: each change is the server's answer, never assumed, and a refusal
 * comes back for the form to show on its field. Emptied at log-out.
 */
export class CustomerWatchlistsStore {
  /** Null until loaded (or while logged out). */
  lists: Watchlist[] | null = null;
  failed = false;
  readonly #api: ApiClient;
  #generation = 0;

  constructor(api: ApiClient) {
    this.#api = api;
    // Each list is replaced whole by the server's answer.
    makeAutoObservable(this, { lists: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    const generation = ++this.#generation;
    this.failed = false;
    try {
      const lists = await (await boardApi()).watchlistsApi.list(this.#api);
      runInAction(() => {
        if (generation === this.#generation) this.lists = lists;
      });
    } catch {
      runInAction(() => {
        if (generation === this.#generation) this.failed = true;
      });
    }
  }

  /** Logged out: nothing of the customer's stays on the page. */
  clear(): void {
    this.#generation += 1;
    this.lists = null;
    this.failed = false;
  }

  list(id: number): Watchlist | undefined {
    return this.lists?.find((list) => list.id === id);
  }

  /** A new empty list at the end; its id, or why not. */
  async create(name: string): Promise<{ id: number } | WatchlistRefusal> {
    if (name.trim() === '') return { key: 'required' };
    try {
      const created = await (await boardApi()).watchlistsApi.create(this.#api, name);
      runInAction(() => {
        this.lists = [...(this.lists ?? []), created];
      });
      return { id: created.id };
    } catch (error) {
      return refusalOf(error);
    }
  }

  rename(id: number, name: string): Promise<WatchlistRefusal | null> {
    if (name.trim() === '') return Promise.resolve({ key: 'required' });
    return this.#change(async (api) => (await boardApi()).watchlistsApi.update(api, id, { name }));
  }

  addSymbol(id: number, typed: string): Promise<WatchlistRefusal | null> {
    if (typed.trim() === '') return Promise.resolve({ key: 'required' });
    return this.#change(async (api) =>
      (await boardApi()).watchlistsApi.addSymbol(api, id, typed.trim()),
    );
  }

  removeSymbol(id: number, symbol: string): Promise<WatchlistRefusal | null> {
    return this.#change(async (api) =>
      (await boardApi()).watchlistsApi.removeSymbol(api, id, symbol),
    );
  }

  /** Moves a symbol one place up (-1) or down (+1): the whole order goes to the server. */
  move(id: number, symbol: string, by: -1 | 1): Promise<WatchlistRefusal | null> {
    const symbols = [...(this.list(id)?.symbols ?? [])];
    const from = symbols.indexOf(symbol);
    const to = from + by;
    if (from < 0 || to < 0 || to >= symbols.length) return Promise.resolve(null);
    [symbols[from], symbols[to]] = [symbols[to]!, symbols[from]!];
    return this.#change(async (api) =>
      (await boardApi()).watchlistsApi.update(api, id, { symbols }),
    );
  }

  /**
   * Moves a list one place towards the first tab (-1) or the last (+1): every list's id goes to
   * the server in the new order, and its answer is the order the tabs show.
   */
  async moveList(id: number, by: -1 | 1): Promise<WatchlistRefusal | null> {
    const ids = (this.lists ?? []).map((list) => list.id);
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return null;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      const lists = await (await boardApi()).watchlistsApi.reorder(this.#api, ids);
      runInAction(() => {
        this.lists = lists;
      });
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  }

  async remove(id: number): Promise<WatchlistRefusal | null> {
    try {
      await (await boardApi()).watchlistsApi.remove(this.#api, id);
      runInAction(() => {
        this.lists = (this.lists ?? []).filter((list) => list.id !== id);
      });
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** One change to a list: the server's answer replaces the list, or its refusal comes back. */
  async #change(call: (api: ApiClient) => Promise<Watchlist>): Promise<WatchlistRefusal | null> {
    try {
      const changed = await call(this.#api);
      runInAction(() => {
        this.lists = (this.lists ?? []).map((list) => (list.id === changed.id ? changed : list));
      });
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  }
}

/** Made on the page's first visit by `pageStores.get` (lib/page-stores). */
export const createCustomerWatchlistsStore = (api: ApiClient) => new CustomerWatchlistsStore(api);
