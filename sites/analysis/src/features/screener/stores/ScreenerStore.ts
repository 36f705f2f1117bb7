import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { ScreenerOptions, ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import {
  checkDraft,
  criteriaKey,
  DEFAULT_FILTER,
  filterKey,
  draftOf,
  filterOfDraft,
  sortedBy,
  type BoundInput,
  type DraftCheck,
  type ScreenerDraft,
  type ScreenerFilterValues,
  type ScreenerRangeField,
  type ScreenerSort,
} from '../model/screenerFilter';

/** The calls and their schemas load with the first request, not with the page. */
const screenerApi = () => import('../api/screenerApi');

/** A page of results; "more" appends the next (spec §4). */
export const SCREENER_LIST_SIZE = 20;

export interface ScreenerStoreOptions {
  /** Hands the exported file to the browser (shared/app/files/saveFile.ts in the page). */
  save: (blob: Blob, fileName: string) => void;
}

/**
 * bo-loc-co-phieu: the filter the URL holds (`filter`), the form's draft of the next one with
 * the API's checks, the choices of the form, the results (appending pages), the server's field
 * errors and the export.
 */
export class ScreenerStore {
  readonly options: ResourceStore<ScreenerOptions>;
  readonly results: PagedListStore<ScreenerRow, ScreenerFilterValues>;
  /** The filter the results are for (the URL's, cleaned); null until the page opens. */
  filter: ScreenerFilterValues | null = null;
  /** `filterKey` of the URL's filter `filter` was made from (the page then rewrites the URL). */
  openedKey: string | null = null;
  draft: ScreenerDraft = draftOf(DEFAULT_FILTER);
  /** The API's messages by field of a refused request (its 400), until that field changes. */
  serverErrors: Partial<Record<string, string>> = {};
  /** The form was submitted with errors: say so beside the button. */
  refused = false;
  exporting = false;
  exportFailed = false;

  readonly #api: ApiClient;
  readonly #save: ScreenerStoreOptions['save'];
  #optionsLocale: Locale | null = null;
  #opening = 0;
  #exportController: AbortController | null = null;

  constructor(api: ApiClient, { save }: ScreenerStoreOptions) {
    this.#api = api;
    this.#save = save;
    this.options = new ResourceStore('analysis.screener.options');
    this.results = new PagedListStore(
      async ({ page, limit, params, locale }, signal) => {
        const calls = await screenerApi();
        try {
          return await calls.getScreenerPage(api, params, { page, limit }, { locale, signal });
        } catch (error) {
          // A refused filter: its messages go on the fields (a page past the end is the list's).
          if (isApiRequestError(error) && error.status === 400) {
            const { page: _page, ...byField } = error.fieldErrors;
            runInAction(() => {
              this.serverErrors = byField;
            });
          }
          throw error;
        }
      },
      { limit: SCREENER_LIST_SIZE, context: 'analysis.screener' },
    );
    makeAutoObservable(this, { options: false, results: false }, { autoBind: true });
  }

  /**
   * Shows the result of `wanted` (the URL's filter) in `locale`: the form's choices first, so
   * that a sector no company has any more is dropped rather than refused. A new set of criteria
   * (not a new sort) replaces the draft; a new sort keeps what is being typed.
   */
  async open(wanted: ScreenerFilterValues, locale: Locale): Promise<void> {
    const opening = ++this.#opening;
    if (this.filter === null || criteriaKey(this.filter) !== criteriaKey(wanted)) {
      this.draft = draftOf(wanted);
      this.serverErrors = {};
      this.refused = false;
    }
    if (this.#optionsLocale !== locale || !this.options.value) {
      await this.options.load(async (signal) =>
        (await screenerApi()).getScreenerOptions(this.#api, { locale, signal }),
      );
      if (opening !== this.#opening || !this.options.value) return;
      runInAction(() => {
        this.#optionsLocale = locale;
      });
    }
    const known = new Set(this.options.value?.sectors.map((s) => s.icbCode));
    const sectors = wanted.sectors.filter((code) => known.has(code));
    const filter = sectors.length === wanted.sectors.length ? wanted : { ...wanted, sectors };
    runInAction(() => {
      this.filter = filter;
      this.openedKey = filterKey(wanted);
      if (sectors.length !== wanted.sectors.length) {
        this.draft.sectors = this.draft.sectors.filter((code) => known.has(code));
      }
    });
    await this.results.load(1, filter, locale);
  }

  /** Asks again after a failure: the choices when they failed, else the results. */
  retry(locale: Locale): Promise<void> {
    if (this.options.failure || !this.filter)
      return this.open(this.filter ?? DEFAULT_FILTER, locale);
    return this.results.retry();
  }

  cancel(): void {
    this.options.cancel();
    this.results.cancel();
  }

  setExchanges(values: string[]): void {
    this.draft.exchanges = values as Exchange[];
    this.refused = false;
    delete this.serverErrors.exchange;
  }

  setSectors(values: string[]): void {
    this.draft.sectors = values;
    this.refused = false;
    delete this.serverErrors.icb_code;
  }

  setBound(field: ScreenerRangeField, value: BoundInput): void {
    this.draft.ranges[field] = value;
    this.refused = false;
    delete this.serverErrors[field];
  }

  /** The draft's errors, as the API would find them. */
  get check(): DraftCheck {
    return checkDraft(this.draft);
  }

  /**
   * The filter to apply (the URL's next one) with the sort shown, or null while the draft has
   * errors (which then show on their fields).
   */
  submit(): ScreenerFilterValues | null {
    const filter = filterOfDraft(this.draft, this.filter ?? DEFAULT_FILTER);
    this.refused = filter === null;
    return filter;
  }

  /** No criteria, the default sort; the form empty. */
  reset(): ScreenerFilterValues {
    this.draft = draftOf(DEFAULT_FILTER);
    this.serverErrors = {};
    this.refused = false;
    return DEFAULT_FILTER;
  }

  /** The filter shown, sorted by `column` (again: the other way round). */
  sortBy(column: ScreenerSort): ScreenerFilterValues {
    return sortedBy(this.filter ?? DEFAULT_FILTER, column);
  }

  /** The column and direction the results are sorted by. */
  get sort(): Pick<ScreenerFilterValues, 'sort' | 'order'> {
    const { sort, order } = this.filter ?? DEFAULT_FILTER;
    return { sort, order };
  }

  /** The whole result of the filter shown as a file (CSV, header in `locale`), saved by the browser. */
  async exportFile(locale: Locale): Promise<void> {
    const filter = this.filter;
    if (!filter || this.exporting) return;
    this.#exportController?.abort();
    const controller = new AbortController();
    this.#exportController = controller;
    this.exporting = true;
    this.exportFailed = false;
    let file: BlobResult | null = null;
    try {
      file = await (
        await screenerApi()
      ).exportScreener(this.#api, filter, {
        locale,
        signal: controller.signal,
      });
    } catch {
      if (!controller.signal.aborted) runInAction(() => (this.exportFailed = true));
    } finally {
      runInAction(() => (this.exporting = false));
    }
    if (file && !controller.signal.aborted) {
      this.#save(
        file.blob,
        file.fileName ?? (locale === 'en' ? 'stock-screener.csv' : 'bo-loc-co-phieu.csv'),
      );
    }
  }
}

/** The page's store, made once per visit by the site's page stores (lib/page-stores). */
export const createScreenerStore = (api: ApiClient) => new ScreenerStore(api, { save: saveFile });
