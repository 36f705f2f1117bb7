import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type {
  Service,
  ServiceCategory,
  ServiceCategoryDetail,
  ServiceDetail,
} from '../api/servicesApi';

export interface CategoryGroup {
  category: ServiceCategory;
  services: Service[];
}

interface Catalog {
  categories: ServiceCategory[];
  services: Service[];
}

// The calls and their zod schemas load with the first visit, not with the site's entry.
const servicesApi = () => import('../api/servicesApi');

/** Slugs of the account categories (KHCN_ACCOUNT_MANAGEMENT lists their services). */
const ACCOUNT_SLUG = /(^|-)(tai-khoan|account)(-|$)/;

/**
 * The individual-customer catalogue: every category with its services (the trading and
 * account templates, `khach-hang-ca-nhan`), one category's own page, and one service with the
 * other services of its category.
 */
export class ServicesStore {
  readonly #api: ApiClient;
  #catalog: Resource<Catalog> | undefined;
  #category: ContentDetailStore<ServiceCategoryDetail> | undefined;
  #service: ContentDetailStore<ServiceDetail, Service> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(
      this,
      { catalog: false, category: false, service: false },
      { autoBind: true },
    );
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get catalog(): Resource<Catalog> {
    return (this.#catalog ??= new Resource(
      'services.catalog',
      (c) => c.services.length === 0,
    ));
  }

  get category(): ContentDetailStore<ServiceCategoryDetail> {
    const api = this.#api;
    return (this.#category ??= new ContentDetailStore(
      async (key, locale, signal) => (await servicesApi()).getServiceCategory(api, key, { locale, signal }),
      { context: 'services.category' },
    ));
  }

  get service(): ContentDetailStore<ServiceDetail, Service> {
    const api = this.#api;
    return (this.#service ??= new ContentDetailStore(
      async (key, locale, signal) => (await servicesApi()).getService(api, key, { locale, signal }),
      {
        context: 'services.service',
        related: async (service, locale, signal) => {
          if (!service.category) return [];
          const { listServicesOfCategory } = await servicesApi();
          const siblings = await listServicesOfCategory(api, service.category.slug, { locale, signal });
          return siblings.filter((s) => s.id !== service.id);
        },
      },
    ));
  }

  get categories(): ServiceCategory[] {
    return this.catalog.value?.categories ?? [];
  }

  /** Categories with their services, in CMS order; empty categories are left out. */
  get groups(): CategoryGroup[] {
    const catalog = this.catalog.value;
    if (!catalog) return [];
    return catalog.categories
      .map((category) => ({
        category,
        services: catalog.services.filter((service) => service.category?.id === category.id),
      }))
      .filter((group) => group.services.length > 0);
  }

  /** The account categories: a slug (in either language) naming accounts. */
  get accountGroups(): CategoryGroup[] {
    return this.groups.filter(({ category }) =>
      [category.slug, ...category.translations.map((t) => t.slug)].some((slug) => ACCOUNT_SLUG.test(slug)),
    );
  }

  categoryBySlug(slug: string): ServiceCategory | null {
    return this.categories.find((c) => c.slug === slug || c.translations.some((t) => t.slug === slug)) ?? null;
  }

  loadCatalog(locale: Locale): Promise<void> {
    return this.catalog.load(locale, async (lang, signal) => {
      const { listServiceCategories, listServices } = await servicesApi();
      const call = { locale: lang, signal };
      const [categories, services] = await Promise.all([
        listServiceCategories(this.#api, call),
        listServices(this.#api, call),
      ]);
      return { categories, services };
    });
  }
}
