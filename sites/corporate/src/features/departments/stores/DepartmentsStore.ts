import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Department, DepartmentDetail } from '../api/departmentsApi';

// The calls and their zod schemas load with the first visit, not with the site's entry.
const departmentsApi = () => import('../api/departmentsApi');

/**
 * The management: the list of departments (the tabs of `bo-may-quan-ly`), every department with
 * its people (ABOUT_LEADER), the department of the open tab and the one of a detail page.
 */
export class DepartmentsStore {
  readonly #api: ApiClient;
  #list: Resource<Department[]> | undefined;
  #leadership: Resource<DepartmentDetail[]> | undefined;
  #selected: ContentDetailStore<DepartmentDetail> | undefined;
  #detail: ContentDetailStore<DepartmentDetail> | undefined;
  /** The detail call of both detail sub-stores. */
  readonly #getDepartment = async (key: string, locale: Locale, signal: AbortSignal) =>
    (await departmentsApi()).getDepartment(this.#api, key, { locale, signal });

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(
      this,
      { list: false, leadership: false, selected: false, detail: false },
      { autoBind: true },
    );
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): Resource<Department[]> {
    return (this.#list ??= new Resource('departments', (list) => list.length === 0));
  }

  get leadership(): Resource<DepartmentDetail[]> {
    return (this.#leadership ??= new Resource(
      'departments.leadership',
      (list) => list.length === 0,
    ));
  }

  /** The department of the tab on `bo-may-quan-ly/:slug`. */
  get selected(): ContentDetailStore<DepartmentDetail> {
    return (this.#selected ??= new ContentDetailStore(this.#getDepartment, {
      context: 'departments.selected',
    }));
  }

  /** The department of `bo-may-quan-ly-chi-tiet/:slug`. */
  get detail(): ContentDetailStore<DepartmentDetail> {
    return (this.#detail ??= new ContentDetailStore(this.#getDepartment, {
      context: 'departments.detail',
    }));
  }

  get departments(): Department[] {
    return this.list.value ?? [];
  }

  loadList(locale: Locale): Promise<void> {
    return this.list.load(locale, async (lang, signal) =>
      (await departmentsApi()).listDepartments(this.#api, { locale: lang, signal }),
    );
  }

  /** Every department with its members: the list, then each department's detail together. */
  loadLeadership(locale: Locale): Promise<void> {
    return this.leadership.load(locale, async (lang, signal) => {
      const { listDepartments, getDepartment } = await departmentsApi();
      const call = { locale: lang, signal };
      const departments = await listDepartments(this.#api, call);
      return Promise.all(departments.map((d) => getDepartment(this.#api, d.slug, call)));
    });
  }

  /** A department of the list by its slug in either language. */
  departmentBySlug(slug: string): Department | null {
    return this.departments.find((d) => d.slug === slug || d.translations.some((t) => t.slug === slug)) ?? null;
  }
}
