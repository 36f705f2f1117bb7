import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { Department, DepartmentDetail, DepartmentsSource } from '../api/departmentsSource';

/**
 * The management: the list of departments (the tabs of `bo-may-quan-ly`), every department with
 * its people (ABOUT_LEADER), the department of the open tab and the one of a detail page.
 */
export class DepartmentsStore {
  readonly #source: DepartmentsSource;
  #list: Resource<Department[]> | undefined;
  #leadership: Resource<DepartmentDetail[]> | undefined;
  #selected: ContentDetailStore<DepartmentDetail> | undefined;
  #detail: ContentDetailStore<DepartmentDetail> | undefined;

  constructor(source: DepartmentsSource) {
    this.#source = source;
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
    return (this.#selected ??= new ContentDetailStore(this.#source.getDepartment, {
      context: 'departments.selected',
    }));
  }

  /** The department of `bo-may-quan-ly-chi-tiet/:slug`. */
  get detail(): ContentDetailStore<DepartmentDetail> {
    return (this.#detail ??= new ContentDetailStore(this.#source.getDepartment, {
      context: 'departments.detail',
    }));
  }

  get departments(): Department[] {
    return this.list.value ?? [];
  }

  loadList(locale: Locale): Promise<void> {
    return this.list.load(locale, (lang, signal) => this.#source.listDepartments({ locale: lang, signal }));
  }

  /** Every department with its members: the list, then each department's detail together. */
  loadLeadership(locale: Locale): Promise<void> {
    return this.leadership.load(locale, async (lang, signal) => {
      const departments = await this.#source.listDepartments({ locale: lang, signal });
      return Promise.all(departments.map((d) => this.#source.getDepartment(d.slug, lang, signal)));
    });
  }

  /** A department of the list by its slug in either language. */
  departmentBySlug(slug: string): Department | null {
    return this.departments.find((d) => d.slug === slug || d.translations.some((t) => t.slug === slug)) ?? null;
  }
}
