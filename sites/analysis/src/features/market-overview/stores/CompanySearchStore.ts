import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '../../../lib/api/marketApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const marketApi = () => import('../../../lib/api/marketApi');

/** Fewer characters than this suggest nothing: one letter matches half the market. */
export const SUGGEST_MIN_LENGTH = 2;
/** The pause in typing before the suggestions are asked for: one request per word, not per key. */
export const SUGGEST_DELAY_MS = 250;

interface Found {
  keyword: string;
  companies: Company[];
}

/**
 * The dashboard's search: companies by ticker, name, short or brand name (the API ignores case
 * and diacritics), as a list on submit and as suggestions while the visitor types.
 */
export class CompanySearchStore {
  readonly results = new ResourceStore<Found>('analysis.companySearch');
  /** The type-ahead's; a newer keyword cancels the request of an older one (ResourceStore). */
  readonly suggestions = new ResourceStore<Found>('analysis.companySuggestions');
  readonly #api: ApiClient;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { results: false, suggestions: false }, { autoBind: true });
  }

  search(keyword: string, locale: Locale): Promise<void> {
    this.stopSuggesting();
    return this.results.load((signal) => this.#find(keyword, locale, signal));
  }

  /**
   * Asks for suggestions once typing pauses; a keyword too short for them cancels the pending
   * ones instead (the box shows none for it).
   */
  suggest(keyword: string, locale: Locale): void {
    this.stopSuggesting();
    if (!isSuggestible(keyword)) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.suggestions.load((signal) => this.#find(keyword, locale, signal));
    }, SUGGEST_DELAY_MS);
  }

  cancel(): void {
    this.results.cancel();
    this.stopSuggesting();
  }

  /** Forgets the pending suggestions: chosen, submitted, or the box is gone. */
  stopSuggesting(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.suggestions.cancel();
  }

  async #find(keyword: string, locale: Locale, signal: AbortSignal): Promise<Found> {
    const trimmed = keyword.trim();
    const list = await (await marketApi()).searchCompanies(this.#api, trimmed, { locale, signal });
    return { keyword: trimmed, companies: list.data };
  }
}

export const isSuggestible = (keyword: string) => keyword.trim().length >= SUGGEST_MIN_LENGTH;
