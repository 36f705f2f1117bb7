import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { CompanyPeers } from '../api/peersApi';
import { nextSort, type PeerSort, type PeerSortState } from '../model/peers';

/** The API call and its schema load with the first request, not with the stock pages' frame. */
const peersApi = () => import('../api/peersApi');

/**
 * The stock information page's peer comparison: the answer of `ttpt-company-peers` for the
 * page's symbol (loaded again for another symbol or language) and the visitor's sort, which
 * stays as they go from one peer's page to the next.
 */
export class PeersStore {
  readonly peers: Resource<CompanyPeers>;
  /** The symbol asked for last: an answer about another one is not shown. */
  symbol = '';
  /** Null: the API's order (largest market capital first). */
  sort: PeerSortState | null = null;
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    // Nothing to compare: the company is alone in its sector.
    this.peers = new Resource<CompanyPeers>(
      'analysis.peers',
      (value) => value.companies.length < 2,
    );
    this.#api = api;
    makeAutoObservable(this, { peers: false }, { autoBind: true });
  }

  load(symbol: string, locale: Locale): Promise<void> {
    this.symbol = symbol;
    return this.peers.load(
      locale,
      async (lang, signal) =>
        (await peersApi()).getCompanyPeers(this.#api, symbol, { locale: lang, signal }),
      symbol,
    );
  }

  cancel(): void {
    this.peers.cancel();
  }

  /** The answer, when it is about the symbol asked for. */
  get current(): CompanyPeers | null {
    const value = this.peers.value;
    return value && value.stockSymbol === this.symbol ? value : null;
  }

  /** A header was clicked: sort by its column, or the other way if it is the sort already. */
  sortBy(column: PeerSort): void {
    this.sort = nextSort(this.sort, column);
  }
}

/** PageStores' factory: the store is made on the page's first visit and lives with the visit. */
export const createPeersStore = (api: ApiClient) => new PeersStore(api);
