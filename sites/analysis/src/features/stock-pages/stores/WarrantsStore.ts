import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { CoveredWarrant } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/** A warrant with its band, reference and price from the board while the board has its row. */
export interface LiveWarrant extends CoveredWarrant {
  price: number | null;
  live: boolean;
}

/** The covered warrants on the page's stock (spec §4: pushes update ceiling, floor and reference). */
export class WarrantsStore {
  readonly list = new ResourceStore<{ symbol: string; locale: Locale; items: CoveredWarrant[] }>(
    'analysis.warrants',
  );
  readonly #api: ApiClient;
  readonly #board: BoardStore;

  constructor(api: ApiClient, board: BoardStore) {
    this.#api = api;
    this.#board = board;
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /**
   * Loads the symbol's warrants unless they are held (the server render's, on the page that
   * hydrates them: asked again, the panel would redraw what it has just hydrated).
   */
  load(symbol: string, locale: Locale): Promise<void> {
    const held = this.list.value;
    if (held?.symbol === symbol && held.locale === locale && !this.list.failure)
      return Promise.resolve();
    return this.list.load(
      async (signal) => ({
        symbol,
        locale,
        items: (await (await marketApi()).getCoveredWarrants(this.#api, symbol, { locale, signal }))
          .data,
      }),
      { clear: this.list.value?.symbol !== symbol },
    );
  }

  cancel(): void {
    this.list.cancel();
  }

  /** Follows every warrant on the board (UpdateParams each); returns the release. */
  follow(codes: readonly string[]): () => void {
    const releases = codes.map((code) => this.#board.follow(code));
    return () => releases.forEach((release) => release());
  }

  warrants(symbol: string): LiveWarrant[] {
    const answer = this.list.value;
    if (!answer || answer.symbol !== symbol) return [];
    return answer.items.map((warrant) => {
      const row = this.#board.row(warrant.contractCode);
      if (!row) return { ...warrant, price: null, live: false };
      return {
        ...warrant,
        total: row.reference,
        ceiling: row.ceiling,
        floor: row.floor,
        price: row.price,
        live: true,
      };
    });
  }
}
