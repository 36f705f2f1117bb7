import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport, AnalysisReportCategory } from '../api/researchApi';

/** The calls and their schemas load with the first request, not with the site's entry. */
const researchApi = () => import('../api/researchApi');

/** Spec §9: report lists show 15 a page. */
export const RESEARCH_PAGE_SIZE = 15;

/** The list's filter: a category code, or null for every report. */
export interface CategoryParams {
  category: string | null;
}

interface Categories {
  locale: Locale;
  items: AnalysisReportCategory[];
}

/**
 * bao-cao-phan-tich, the centre's research list: the report categories ("all reports" first on
 * the page) and the reports of one category or all, 15 a page, "more" appending (spec §4).
 */
export class ResearchListStore {
  readonly list: PagedListStore<AnalysisReport, CategoryParams>;
  readonly #categories = new ResourceStore<Categories>('analysis.research.categories');
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    this.list = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await researchApi()).listReports(
          api,
          { page, limit, filter: { category: params.category } },
          { locale, signal },
        ),
      { limit: RESEARCH_PAGE_SIZE, context: 'analysis.research.list' },
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** The categories in `locale`, or null until they are here. */
  categoriesIn(locale: Locale): AnalysisReportCategory[] | null {
    const loaded = this.#categories.value;
    return loaded && loaded.locale === locale ? loaded.items : null;
  }

  get categoriesFailure(): LoadFailure | null {
    return this.#categories.failure;
  }

  /**
   * A code from the URL that no category has (an old or mistyped link): the list then shows
   * every report, and the page says why. False while the categories are unknown.
   */
  isUnknownCategory(category: string | null, locale: Locale): boolean {
    const categories = this.categoriesIn(locale);
    return category !== null && categories !== null && !categories.some((c) => c.code === category);
  }

  /** The filter the list is asked with for the URL's `category`. */
  paramsFor(category: string | null, locale: Locale): CategoryParams {
    return { category: this.isUnknownCategory(category, locale) ? null : category };
  }

  /**
   * The categories, then page 1 of the list for `category`. A category is checked against the
   * categories before the list is asked (an unknown code shows every report); without one the
   * two requests go together.
   */
  async load(category: string | null, locale: Locale): Promise<void> {
    if (category === null) {
      await Promise.all([this.#loadCategories(locale), this.list.load(1, { category }, locale)]);
      return;
    }
    await this.#loadCategories(locale);
    await this.list.load(1, this.paramsFor(category, locale), locale);
  }

  async #loadCategories(locale: Locale): Promise<void> {
    if (this.categoriesIn(locale)) return;
    await this.#categories.load(async (signal) => ({
      locale,
      items: await (await researchApi()).listReportCategories(this.#api, { locale, signal }),
    }));
  }

  /** Asks again for what failed: the categories, the list or both. */
  retry(category: string | null, locale: Locale): Promise<void> {
    if (this.#categories.failure) return this.load(category, locale);
    return this.list.retry();
  }

  cancel(): void {
    this.#categories.cancel();
    this.list.cancel();
  }
}

export const createResearchListStore = (api: ApiClient) => new ResearchListStore(api);
