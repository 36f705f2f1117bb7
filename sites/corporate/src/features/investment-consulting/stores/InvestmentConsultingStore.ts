import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { SpecialistRatingResult } from '@brokerage/shared/validation/customers.ts';
import type {
  KhcnArea,
  KhcnDepartment,
  KhcnSpecialist,
  KhcnSpecialistSummary,
} from '@brokerage/shared/validation/khcn.ts';
import { SpecialistRatingStore, type SpecialistRatingStoreOptions } from './SpecialistRatingStore';

// The calls and their zod schemas load with the first visit, not with the page.
const consultingApi = () => import('../api/investmentConsultingApi');

/** One level of the directory as the page shows it: its rows, whether they load, why they failed. */
export interface DirectoryLevel<T> {
  items: T[];
  loading: boolean;
  failure: LoadFailure | null;
}

const levelOf = <T>(resource: ResourceStore<T[]>): DirectoryLevel<T> => ({
  items: resource.value ?? [],
  loading: resource.isLoading,
  failure: resource.failure,
});

/**
 * Areas → departments → specialists → one specialist. Each level has its own request; choosing
 * again (or leaving the page) cancels the one in flight, so a slow answer for the previous area
 * never replaces the current one.
 */
export class InvestmentConsultingStore {
  selectedAreaId: number | null = null;
  selectedDepartmentId: number | null = null;
  openSpecialistId: number | null = null;
  readonly #api: ApiClient;
  readonly #options: Pick<SpecialistRatingStoreOptions, 'getRecaptchaToken'>;
  #locale: Locale = 'vi';
  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  #rating: SpecialistRatingStore | undefined;
  #areasResource: ResourceStore<KhcnArea[]> | undefined;
  #departmentsResource: ResourceStore<KhcnDepartment[]> | undefined;
  #specialistsResource: ResourceStore<KhcnSpecialistSummary[]> | undefined;
  #detailResource: ResourceStore<KhcnSpecialist> | undefined;

  constructor(
    api: ApiClient,
    options: Pick<SpecialistRatingStoreOptions, 'getRecaptchaToken'> = {},
  ) {
    this.#api = api;
    this.#options = options;
    makeAutoObservable(this, { rating: false }, { autoBind: true });
  }

  /** The expert rating of the open specialist. */
  get rating(): SpecialistRatingStore {
    return (this.#rating ??= new SpecialistRatingStore(this.#api, {
      // A closure, not a bound method: it calls the action makeAutoObservable made.
      onRated: (id, result) => this.applyRating(id, result),
      getRecaptchaToken: this.#options.getRecaptchaToken,
    }));
  }

  get #areas(): ResourceStore<KhcnArea[]> {
    return (this.#areasResource ??= new ResourceStore('investment-consulting.areas'));
  }

  get #departments(): ResourceStore<KhcnDepartment[]> {
    return (this.#departmentsResource ??= new ResourceStore('investment-consulting.departments'));
  }

  get #specialists(): ResourceStore<KhcnSpecialistSummary[]> {
    return (this.#specialistsResource ??= new ResourceStore('investment-consulting.specialists'));
  }

  get #detail(): ResourceStore<KhcnSpecialist> {
    return (this.#detailResource ??= new ResourceStore('investment-consulting.specialist'));
  }

  get areas(): DirectoryLevel<KhcnArea> {
    return levelOf(this.#areas);
  }

  get departments(): DirectoryLevel<KhcnDepartment> {
    return levelOf(this.#departments);
  }

  get specialists(): DirectoryLevel<KhcnSpecialistSummary> {
    return levelOf(this.#specialists);
  }

  get specialist(): KhcnSpecialist | null {
    const value = this.#detail.value;
    return value && value.id === this.openSpecialistId ? value : null;
  }
  get specialistLoading(): boolean {
    return this.#detail.isLoading;
  }
  get specialistFailure(): LoadFailure | null {
    return this.#detail.failure;
  }

  get selectedDepartment(): KhcnDepartment | null {
    return this.departments.items.find((d) => d.id === this.selectedDepartmentId) ?? null;
  }

  /** Loads the areas in the language and opens the first one. */
  async load(locale: Locale): Promise<void> {
    this.#locale = locale;
    await this.#areas.load(
      async (signal) => (await consultingApi()).listAreas(this.#api, { locale, signal }),
      { clear: true },
    );
    const areas = this.areas.items;
    const first = areas.find((a) => a.id === this.selectedAreaId) ?? areas[0];
    if (first) await this.selectArea(first.id, true);
  }

  async selectArea(areaId: number, force = false): Promise<void> {
    if (!force && areaId === this.selectedAreaId && this.#departments.value) return;
    const keepDepartment = force ? this.selectedDepartmentId : null;
    this.selectedAreaId = areaId;
    this.selectedDepartmentId = null;
    this.#specialists.cancel();
    this.#specialists.value = null;
    const locale = this.#locale;
    await this.#departments.load(
      async (signal) =>
        (await consultingApi()).listDepartmentsOfArea(this.#api, areaId, { locale, signal }),
      { clear: true },
    );
    if (this.selectedAreaId !== areaId) return;
    const departments = this.departments.items;
    const next = departments.find((d) => d.id === keepDepartment) ?? departments[0];
    if (next) await this.selectDepartment(next.id);
  }

  async selectDepartment(departmentId: number): Promise<void> {
    this.selectedDepartmentId = departmentId;
    const locale = this.#locale;
    await this.#specialists.load(
      async (signal) =>
        (await consultingApi()).listSpecialistsOfDepartment(this.#api, departmentId, {
          locale,
          signal,
        }),
      { clear: true },
    );
  }

  async openSpecialist(id: number): Promise<void> {
    this.openSpecialistId = id;
    const locale = this.#locale;
    await this.#detail.load(
      async (signal) => (await consultingApi()).getSpecialist(this.#api, id, { locale, signal }),
      { clear: true },
    );
  }

  /** A rating was accepted: the new average and count show on the detail and the card at once. */
  applyRating(specialistId: number, { averageRating, ratingCount }: SpecialistRatingResult): void {
    const detail = this.#detail.value;
    if (detail && detail.id === specialistId)
      this.#detail.value = { ...detail, averageRating, ratingCount };
    const list = this.#specialists.value;
    if (list?.some((s) => s.id === specialistId)) {
      this.#specialists.value = list.map((s) =>
        s.id === specialistId ? { ...s, averageRating, ratingCount } : s,
      );
    }
  }

  closeSpecialist(): void {
    this.#detail.cancel();
    this.openSpecialistId = null;
  }

  retryAreas(): Promise<void> {
    return this.load(this.#locale);
  }

  retryDepartments(): Promise<void> {
    return this.selectedAreaId === null
      ? this.load(this.#locale)
      : this.selectArea(this.selectedAreaId, true);
  }

  retrySpecialists(): Promise<void> {
    return this.selectedDepartmentId === null
      ? this.retryDepartments()
      : this.selectDepartment(this.selectedDepartmentId);
  }

  retrySpecialist(): Promise<void> {
    return this.openSpecialistId === null
      ? Promise.resolve()
      : this.openSpecialist(this.openSpecialistId);
  }

  /** Leaving the page: nothing in flight may land afterwards. */
  cancel(): void {
    this.#areas.cancel();
    this.#departments.cancel();
    this.#specialists.cancel();
    this.#detail.cancel();
    this.rating.forgetMyRating();
  }
}
