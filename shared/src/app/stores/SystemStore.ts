import { makeAutoObservable, observableRef, runInAction, when } from 'mobx';
import type { ContentApi, ServerTranslations } from '../../api/contentApi';
import type { FeatureFlag, Locale } from '../../routing/routes';
import type { MenuItem, Og, Seo, SystemGeneral, SystemLocale } from '../../validation/content';

/** Spec §9 and contracts.md: the hotline when system settings are not (yet) available. */
export const DEFAULT_HOTLINE = '1900 98 9999';

/** How long a caller that needs the settings (the reCAPTCHA key) waits for their first load. */
export const SETTINGS_WAIT_MS = 5_000;

export type SystemContentApi = Pick<ContentApi, 'getSystemGeneral' | 'getTranslations' | 'getMenus'>;

export interface SystemStoreOptions {
  content: SystemContentApi;
  /** Merges `systems/fe-translations` over the bundled locale files of that language. */
  applyTranslations?: (locale: Locale, translations: ServerTranslations) => void;
}

/**
 * System settings, server translations and menus (spec §3): what every page around the content
 * needs. The three load together per language; a failure of one leaves the others usable and
 * raises `error`.
 */
export class SystemStore {
  general: SystemGeneral | null = null;
  /** Menus by code (`header`, `footer`). */
  menus: Record<string, MenuItem[]> = {};
  loading = false;
  error = false;
  /** The language the data above is in. */
  locale: Locale | null = null;

  readonly #content: SystemContentApi;
  readonly #applyTranslations: SystemStoreOptions['applyTranslations'];
  /** Only the newest load may write: the load for the language we just left is aborted. */
  #controller: AbortController | null = null;

  constructor(options: SystemStoreOptions) {
    this.#content = options.content;
    this.#applyTranslations = options.applyTranslations;
    // Settings and menus are replaced whole, never edited in place: no deep observable copy (of
    // the page's system data, that cost start-up ~10 ms).
    makeAutoObservable(this, { general: observableRef, menus: observableRef }, { autoBind: true });
  }

  get hotline(): string {
    return this.general?.hotline.trim() || DEFAULT_HOTLINE;
  }

  /** Locales from the settings; empty until they load. */
  get locales(): SystemLocale[] {
    return this.general?.locales ?? [];
  }

  localeInfo(code: Locale): SystemLocale | undefined {
    return this.locales.find((l) => l.code === code);
  }

  /** Unknown settings mean enabled: a failed settings call must not lock anyone out of a language. */
  isLocaleEnabled(code: Locale): boolean {
    const info = this.localeInfo(code);
    return info ? info.enabled : true;
  }

  /** The language the unsupported-language modal offers. */
  get firstSupportedLocale(): Locale {
    return this.locales.find((l) => l.enabled)?.code ?? 'vi';
  }

  /**
   * A feature flag of the settings (`features`): off until the settings say on, so a failed
   * settings call never opens a switched-off flow. The server renders with the same settings the
   * page hydrates with, so both agree.
   */
  isFeatureEnabled(flag: FeatureFlag): boolean {
    return this.general?.features?.[flag] === true;
  }

  get seo(): Seo | null {
    return this.general?.seo ?? null;
  }

  get og(): Og | null {
    return this.general?.og ?? null;
  }

  /**
   * The settings once the first load has ended (at most `timeoutMs`): what runs right on start,
   * like the SSO callback's login and its reCAPTCHA key, must not read them before they came.
   */
  async settledGeneral(timeoutMs = SETTINGS_WAIT_MS): Promise<SystemGeneral | null> {
    if (this.general === null && this.loading) {
      await when(() => !this.loading, { timeout: timeoutMs }).catch(() => undefined);
    }
    return this.general;
  }

  menu(code: string): MenuItem[] {
    return this.menus[code] ?? [];
  }

  /** Data that is already at hand (tests, the proxy's system data in the page): no request. */
  hydrate(data: {
    locale: Locale;
    general?: SystemGeneral | null;
    menus?: readonly { code: string; items: MenuItem[] }[];
    translations?: ServerTranslations;
  }): void {
    if (data.general !== undefined) this.general = data.general;
    if (data.menus) this.menus = Object.fromEntries(data.menus.map((m) => [m.code, m.items]));
    if (data.translations) this.#applyTranslations?.(data.locale, data.translations);
    this.locale = data.locale;
  }

  async load(locale: Locale): Promise<void> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const options = { locale, signal: controller.signal };
    this.loading = true;
    this.error = false;
    const [general, translations, menus] = await Promise.allSettled([
      this.#content.getSystemGeneral(options),
      this.#content.getTranslations(locale, { signal: controller.signal }),
      this.#content.getMenus(options),
    ]);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (general.status === 'fulfilled') this.general = general.value;
      if (translations.status === 'fulfilled') this.#applyTranslations?.(locale, translations.value);
      if (menus.status === 'fulfilled') {
        this.menus = Object.fromEntries(menus.value.map((m) => [m.code, m.items]));
      }
      this.error = general.status === 'rejected' || translations.status === 'rejected' || menus.status === 'rejected';
      this.locale = locale;
      this.loading = false;
    });
  }
}
