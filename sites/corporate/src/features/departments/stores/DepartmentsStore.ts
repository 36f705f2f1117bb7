import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import { CatalogResource } from '../../../lib/catalog/CatalogResource';
import { DetailResource } from '../../../lib/catalog/DetailResource';
import type { Department, DepartmentDetail, DepartmentsSource } from '../api/departmentsSource';

/**
 * The management: the list of departments (the tabs of `bo-may-quan-ly`), every department with
 * its people (ABOUT_LEADER), the department of the open tab and the one of a detail page.
 */
export class DepartmentsStore {
  readonly list = new CatalogResource<Department[]>('departments', (list) => list.length === 0);
  readonly leadership = new CatalogResource<DepartmentDetail[]>(
    'departments.leadership',
    (list) => list.length === 0,
  );
  /** The department of the tab on `bo-may-quan-ly/:slug`. */
  readonly selected: DetailResource<DepartmentDetail>;
  /** The department of `bo-may-quan-ly-chi-tiet/:slug`. */
  readonly detail: DetailResource<DepartmentDetail>;

  readonly #source: DepartmentsSource;

  constructor(source: DepartmentsSource) {
    this.#source = source;
    this.selected = new DetailResource(source.getDepartment, { context: 'departments.selected' });
    this.detail = new DetailResource(source.getDepartment, { context: 'departments.detail' });
    makeAutoObservable(this, {}, { autoBind: true });
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
