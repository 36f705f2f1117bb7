import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  CompanyAssociation,
  CompanyProfile,
  LargeShareholder,
  OfficerGroup,
  OwnershipStructure,
  ShareholderTransaction,
} from '../api/businessProfileApi';
import { listingFactsOf, type ListingFacts } from '../model/listingFacts';

/** The API calls and their schemas load with the first request, not with the page. */
const profileApi = () => import('../api/businessProfileApi');

/**
 * Rows a "more" press adds. The API's defaults are 10 holders and 20 trades, more than any
 * company of the dataset has (9 and 8 at most): with those, the lists would never append.
 */
export const SHAREHOLDERS_PAGE_SIZE = 5;
export const INSIDERS_PAGE_SIZE = 5;

export interface ShareholderParams {
  symbol: string;
}

export interface InsiderParams {
  symbol: string;
  /** YYYY-MM-DD: the trades announced on that day or later; null for every one. */
  announcedFrom: string | null;
}

/** The profile call answers null for a company without one: wrapped, so null is an answer. */
export interface ProfileAnswer {
  profile: CompanyProfile | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input gives), else null. */
export function toIsoDate(value: string | null | undefined): string | null {
  const match = ISO_DATE.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 ? match[0] : null;
}

/**
 * ho-so-doanh-nghiep: one company's profile, listing facts, associations, ownership, large
 * shareholders, officers and insider trades. Each section is its own request with its own
 * loading flag, failure and retry, so one call that fails leaves the others on screen; the two
 * long lists append pages (spec §4).
 */
export class BusinessProfileStore {
  readonly profile = new Resource<ProfileAnswer>('analysis.profile', (v) => v.profile === null);
  readonly listing = new Resource<ListingFacts>('analysis.profile.listing', () => false);
  readonly associations = new Resource<CompanyAssociation[]>(
    'analysis.profile.associations',
    (v) => v.length === 0,
  );
  readonly ownership = new Resource<OwnershipStructure[]>(
    'analysis.profile.ownership',
    (v) => v.length === 0,
  );
  readonly officers = new Resource<OfficerGroup[]>('analysis.profile.officers', (v) =>
    v.every((group) => group.officers.length === 0),
  );
  readonly shareholders: PagedListStore<LargeShareholder, ShareholderParams>;
  readonly insiders: PagedListStore<ShareholderTransaction, InsiderParams>;

  /** The insider list's filter (a day, YYYY-MM-DD), kept while the same company is shown. */
  announcedFrom: string | null = null;
  /** The company and language on screen. */
  shown: { symbol: string; locale: Locale } | null = null;

  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    this.shareholders = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await profileApi()).getLargeShareholders(
          api,
          { symbol: params.symbol, page, limit },
          { locale, signal },
        ),
      { limit: SHAREHOLDERS_PAGE_SIZE, context: 'analysis.profile.shareholders' },
    );
    this.insiders = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await profileApi()).getInsiderTransactions(
          api,
          { symbol: params.symbol, announcedFrom: params.announcedFrom, page, limit },
          { locale, signal },
        ),
      { limit: INSIDERS_PAGE_SIZE, context: 'analysis.profile.insiders' },
    );
    makeAutoObservable(
      this,
      {
        profile: false,
        listing: false,
        associations: false,
        ownership: false,
        officers: false,
        shareholders: false,
        insiders: false,
      },
      { autoBind: true },
    );
  }

  /** Every section of `symbol` in `locale`; what is on screen for them already is kept. */
  async load(symbol: string, locale: Locale): Promise<void> {
    // A filter chosen for one company means nothing for the next.
    if (this.shown?.symbol !== symbol) this.announcedFrom = null;
    this.shown = { symbol, locale };
    const api = this.#api;
    await Promise.all([
      this.profile.load(
        locale,
        async (lang, signal) => ({
          profile: await (
            await profileApi()
          ).getCompanyProfile(api, symbol, { locale: lang, signal }),
        }),
        symbol,
      ),
      this.listing.load(
        locale,
        async (lang, signal) => {
          const calls = await profileApi();
          const [company, history] = await Promise.all([
            calls.getCompany(api, symbol, { locale: lang, signal }),
            calls.getCapitalHistory(api, symbol, { locale: lang, signal }),
          ]);
          return listingFactsOf(company, history);
        },
        symbol,
      ),
      this.associations.load(
        locale,
        async (lang, signal) =>
          (await profileApi()).getAssociations(api, symbol, { locale: lang, signal }),
        symbol,
      ),
      this.ownership.load(
        locale,
        async (lang, signal) =>
          (await profileApi()).getOwnership(api, symbol, { locale: lang, signal }),
        symbol,
      ),
      this.officers.load(
        locale,
        async (lang, signal) =>
          (await profileApi()).getOfficers(api, symbol, { locale: lang, signal }),
        symbol,
      ),
      this.shareholders.load(1, { symbol }, locale),
      this.insiders.load(1, { symbol, announcedFrom: this.announcedFrom }, locale),
    ]);
  }

  /**
   * Shows the trades announced on `day` or later (YYYY-MM-DD); null, empty or not a real day
   * shows every one. The list starts again from its first page.
   */
  setAnnouncedFrom(day: string | null): Promise<void> {
    const next = toIsoDate(day);
    if (next === this.announcedFrom) return Promise.resolve();
    this.announcedFrom = next;
    const shown = this.shown;
    if (!shown) return Promise.resolve();
    return this.insiders.load(
      1,
      { symbol: shown.symbol, announcedFrom: this.announcedFrom },
      shown.locale,
    );
  }

  /** The holders on screen are `symbol`'s in the language shown (else a skeleton shows). */
  showsShareholders(symbol: string): boolean {
    const shown = this.shown;
    return (
      shown !== null && this.shareholders.answers(this.shareholders.page, { symbol }, shown.locale)
    );
  }

  /** The trades on screen are `symbol`'s for the current filter, in the language shown. */
  showsInsiders(symbol: string): boolean {
    const shown = this.shown;
    return (
      shown !== null &&
      this.insiders.answers(
        this.insiders.page,
        { symbol, announcedFrom: this.announcedFrom },
        shown.locale,
      )
    );
  }

  cancel(): void {
    this.profile.cancel();
    this.listing.cancel();
    this.associations.cancel();
    this.ownership.cancel();
    this.officers.cancel();
    this.shareholders.cancel();
    this.insiders.cancel();
  }
}

/** The page's store, made on first use by the site's PageStores (lib/page-stores). */
export const createBusinessProfileStore = (api: ApiClient) => new BusinessProfileStore(api);
