import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type {
  Service,
  ServiceCategory,
  ServiceCategoryDetail,
  ServiceDetail,
  ServicesSource,
} from '../api/servicesSource';

export interface CategoryGroup {
  category: ServiceCategory;
  services: Service[];
}

interface Catalog {
  categories: ServiceCategory[];
  services: Service[];
}

/** Slugs of the account categories (KHCN_ACCOUNT_MANAGEMENT lists their services). */
const ACCOUNT_SLUG = /(^|-)(tai-khoan|account)(-|$)/;

/**
 * The individual-customer catalogue: every category with its services (the trading and
 * account templates, `khach-hang-ca-nhan`), one category's own page, and one service with the
 * other services of its category.
 */
export class ServicesStore {
  readonly #source: ServicesSource;
  #catalog: Resource<Catalog> | undefined;
  #category: ContentDetailStore<ServiceCategoryDetail> | undefined;
  #service: ContentDetailStore<ServiceDetail, Service> | undefined;

  constructor(source: ServicesSource) {
    this.#source = source;
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
    return (this.#category ??= new ContentDetailStore(this.#source.getCategory, {
      context: 'services.category',
    }));
  }

  get service(): ContentDetailStore<ServiceDetail, Service> {
    const source = this.#source;
    return (this.#service ??= new ContentDetailStore(source.getService, {
      context: 'services.service',
      related: async (service, locale, signal) => {
        if (!service.category) return [];
        const siblings = await source.listServicesOfCategory(service.category.slug, { locale, signal });
        return siblings.filter((s) => s.id !== service.id);
      },
    }));
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
      const [categories, services] = await Promise.all([
        this.#source.listCategories({ locale: lang, signal }),
        this.#source.listServices({ locale: lang, signal }),
      ]);
      return { categories, services };
    });
  }
}
