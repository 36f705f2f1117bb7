import type { RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { parsePage } from '@brokerage/shared/app/data/useQueryPage.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Category, JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { filtersFromQuery, type JobFilters } from '../lib/filters';

/** Spec §9 / docs/recruitment.md: the job list shows 10 postings a page. */
export const JOB_PAGE_SIZE = 10;

/** The lists the search filters by, fetched together. */
export interface JobFilterLists {
  careers: Category[];
  workplaces: Category[];
  forms: Category[];
  titles: Category[];
}

/**
 * The job search of `tuyen-dung`: the filter lists and the page of postings for the URL's
 * filters. The URL holds the filters (lib/filters.ts); the store holds what the API answered.
 */
export class JobSearchStore {
  readonly results: PagedListStore<JobSummary, JobFilters>;
  readonly lists = new Resource<JobFilterLists>('recruitment.job-lists', () => false);

  readonly #api: RecruitmentApi;

  constructor(api: RecruitmentApi) {
    this.#api = api;
    this.results = new PagedListStore<JobSummary, JobFilters>(
      ({ page, limit, params, locale }, signal) =>
        api.listJobs({ ...params, page, limit }, { locale, signal }),
      { limit: JOB_PAGE_SIZE, context: 'recruitment.jobs' },
    );
  }

  loadLists(locale: Locale): Promise<void> {
    return this.lists.load(locale, async (lang, signal) => {
      const call = { locale: lang, signal };
      const [careers, workplaces, forms, titles] = await Promise.all([
        this.#api.getList('careers', call),
        this.#api.getList('workplaces', call),
        this.#api.getList('forms', call),
        this.#api.getList('titles', call),
      ]);
      return { careers, workplaces, forms, titles };
    });
  }

  /** The page the URL asks for (the server render and the hydration that follows). */
  preload(locale: Locale, query: URLSearchParams): Promise<unknown> {
    return Promise.all([
      this.loadLists(locale),
      this.results.load(parsePage(query.get('page')), filtersFromQuery(query), locale),
    ]);
  }

  cancel(): void {
    this.lists.cancel();
    this.results.cancel();
  }
}
