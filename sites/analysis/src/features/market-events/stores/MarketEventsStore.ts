import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  MARKET_EVENTS_LIMITS,
  type MarketEvent,
  type MarketEventsFilter,
} from '@brokerage/shared/validation/marketEvents.ts';
import type { Watchlist } from '@brokerage/shared/validation/watchlists.ts';
import { filterKey } from '../model/eventsView';

/** The calls and their schemas load with the first request, not with the page. */
const marketEventsApi = () => import('../api/marketEventsApi');

/** Pages of the API's largest size, as many as one calendar file holds. */
const PAGE_SIZE = MARKET_EVENTS_LIMITS.maxLimit;
const MAX_PAGES = Math.ceil(MARKET_EVENTS_LIMITS.calendar / PAGE_SIZE);

interface LoadedEvents {
  key: string;
  locale: Locale;
  items: MarketEvent[];
  /** Every event of the filter, shown or not (more than MAX_PAGES pages are not read). */
  total: number;
}

/** Why the file was not made: the API's own words (in the page's language), or the page's. */
export type ExportRefusal = { text: string } | { key: 'failed' };

export interface MarketEventsStoreOptions {
  /** Hands the file to the browser (shared/app/files/saveFile.ts in the page). */
  save: (blob: Blob, fileName: string) => void;
}

/**
 * lich-su-kien: the events of the URL's filter (every page, up to a calendar file's worth), the
 * API's refusal of a filter on its fields, a customer's watchlists for the filter, and the .ics
 * export of the filter.
 */
export class MarketEventsStore {
  readonly events = new ResourceStore<LoadedEvents>('analysis.marketEvents');
  /** The API's messages by field (`from`, `to`) of a refused filter, until the next load. */
  serverErrors: Partial<Record<string, string>> = {};
  /** A logged-in customer's lists; null until loaded (or when logged out). */
  lists: Watchlist[] | null = null;
  listsFailed = false;
  exporting = false;
  exportRefusal: ExportRefusal | null = null;

  readonly #api: ApiClient;
  readonly #save: MarketEventsStoreOptions['save'];
  #request: { filter: MarketEventsFilter; locale: Locale } | null = null;
  #listsGeneration = 0;
  #exportController: AbortController | null = null;

  constructor(api: ApiClient, { save }: MarketEventsStoreOptions) {
    this.#api = api;
    this.#save = save;
    makeAutoObservable(this, { events: false, lists: observableRef }, { autoBind: true });
  }

  /** Shows the events of `filter` in `locale`, unless they are already shown (or `force`). */
  async load(filter: MarketEventsFilter, locale: Locale, force = false): Promise<void> {
    const key = filterKey(filter);
    this.#request = { filter, locale };
    this.exportRefusal = null;
    if (!force && this.answers(key, locale) && !this.events.failure) return;
    this.serverErrors = {};
    await this.events.load(async (signal) => {
      const { getMarketEvents } = await marketEventsApi();
      const items: MarketEvent[] = [];
      let total = 0;
      try {
        for (let page = 1; page <= MAX_PAGES; page++) {
          const answer = await getMarketEvents(
            this.#api,
            filter,
            { page, limit: PAGE_SIZE },
            { locale, signal },
          );
          items.push(...answer.data);
          total = answer.meta.total;
          if (page >= answer.meta.totalPages) break;
        }
      } catch (error) {
        // A refused filter: its messages go on the fields.
        if (isApiRequestError(error) && error.status === 400) {
          const byField = error.fieldErrors;
          runInAction(() => {
            this.serverErrors = byField;
          });
        }
        throw error;
      }
      return { key, locale, items, total };
    });
  }

  /** The events on screen are those of `key` in `locale`. */
  answers(key: string, locale: Locale): boolean {
    const value = this.events.value;
    return value !== null && value.key === key && value.locale === locale;
  }

  /** Asks again after a failure. */
  retry(): Promise<void> {
    const request = this.#request;
    return request ? this.load(request.filter, request.locale, true) : Promise.resolve();
  }

  /** A logged-in customer's lists, for the watchlist filter. */
  async loadLists(): Promise<void> {
    const generation = ++this.#listsGeneration;
    this.listsFailed = false;
    try {
      const lists = await (await marketEventsApi()).getWatchlists(this.#api);
      runInAction(() => {
        if (generation === this.#listsGeneration) this.lists = lists;
      });
    } catch {
      runInAction(() => {
        if (generation === this.#listsGeneration) this.listsFailed = true;
      });
    }
  }

  /** Logged out: nothing of the customer's stays on the page. */
  clearLists(): void {
    this.#listsGeneration += 1;
    this.lists = null;
    this.listsFailed = false;
  }

  list(id: number): Watchlist | undefined {
    return this.lists?.find((list) => list.id === id);
  }

  /** The filter's events as an .ics file (texts in `locale`), saved by the browser. */
  async exportFile(filter: MarketEventsFilter, locale: Locale): Promise<void> {
    if (this.exporting) return;
    this.#exportController?.abort();
    const controller = new AbortController();
    this.#exportController = controller;
    this.exporting = true;
    this.exportRefusal = null;
    let file: BlobResult | null = null;
    try {
      file = await (
        await marketEventsApi()
      ).exportMarketEvents(this.#api, filter, { locale, signal: controller.signal });
    } catch (error) {
      if (!controller.signal.aborted) {
        const message = isApiRequestError(error) ? error.errors[0]?.message : undefined;
        runInAction(() => {
          this.exportRefusal = message ? { text: message } : { key: 'failed' };
        });
      }
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
    if (file && !controller.signal.aborted) {
      const fallback = `${locale === 'en' ? 'market-events' : 'lich-su-kien'}-${filter.from}-${filter.to}.ics`;
      this.#save(file.blob, file.fileName ?? fallback);
    }
  }

  /** Stops every request in flight (leaving the page, or before the next load). */
  cancel(): void {
    this.events.cancel();
    this.#exportController?.abort();
    this.#exportController = null;
    this.exporting = false;
  }
}

/** The page's store, made once per visit by the site's page stores (lib/page-stores). */
export const createMarketEventsStore = (api: ApiClient) =>
  new MarketEventsStore(api, { save: saveFile });
