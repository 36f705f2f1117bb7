import { makeAutoObservable, observableRef } from 'mobx';
import type { PageTranslation } from '../../routing/paths';
import type { Locale } from '../../routing/routes';

export const LAYOUT_KINDS = ['main', 'recruit', 'ekyc', 'error'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export const isLayoutKind = (value: unknown): value is LayoutKind =>
  (LAYOUT_KINDS as readonly unknown[]).includes(value);

/** A notification modal (spec §2): a message with a confirm button and an optional cancel. */
export interface NotificationOptions {
  title: string;
  message: string;
  /** Default: the common "OK" text. */
  confirmLabel?: string;
  /** Shown only when given: a notice has one button, a question two. */
  cancelLabel?: string;
}

/** Spec §9: the disabled-language notice closes itself after 2000 ms. */
export const LANGUAGE_NOTICE_MS = 2000;

/**
 * State of the shell around the pages: which layout the page asked for, the app-wide
 * maintenance page, the loading overlay and the language modals.
 */
export class UiStore {
  /** null = pending: the page has not said which layout it wants yet (spec §2). */
  layout: LayoutKind | null = null;
  /** Set once by any 503 (spec §4 "A 503 response raises a global maintenance event"). */
  maintenance = false;
  /** Language of the current path. */
  locale: Locale;
  /** Message of a disabled language, shown for LANGUAGE_NOTICE_MS. */
  languageNotice: string | null = null;
  /** A path in a language the settings do not enable: the modal offering another one. */
  unsupportedLocale: Locale | null = null;
  /** Translated slugs of the page on `pageTranslationsPath` (for the language switch). */
  pageTranslations: readonly PageTranslation[] = [];
  pageTranslationsPath: string | null = null;
  /** Last path reported to `page-views`, also the in-app referrer of the next one. */
  lastViewPath: string | null = null;
  /** The notification modal on screen, if any. */
  notification: NotificationOptions | null = null;

  #resolveNotification: ((confirmed: boolean) => void) | undefined;
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(locale: Locale) {
    this.locale = locale;
    // Replaced whole, never edited in place: no deep observable copies.
    makeAutoObservable(
      this,
      { pageTranslations: observableRef, notification: observableRef },
      { autoBind: true },
    );
  }

  get overlayVisible(): boolean {
    return this.layout === null && !this.maintenance;
  }

  setLayout(kind: LayoutKind | null): void {
    this.layout = kind;
  }

  raiseMaintenance(): void {
    this.maintenance = true;
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }

  showLanguageNotice(message: string): void {
    this.languageNotice = message;
    clearTimeout(this.#noticeTimer);
    this.#noticeTimer = setTimeout(this.closeLanguageNotice, LANGUAGE_NOTICE_MS);
  }

  closeLanguageNotice(): void {
    clearTimeout(this.#noticeTimer);
    this.#noticeTimer = undefined;
    this.languageNotice = null;
  }

  /**
   * Shows a notification modal; resolves true on confirm, false on cancel or close. A newer
   * notification replaces an open one, which then resolves false.
   */
  notify(options: NotificationOptions): Promise<boolean> {
    this.#resolveNotification?.(false);
    this.notification = options;
    return new Promise<boolean>((resolve) => {
      this.#resolveNotification = resolve;
    });
  }

  closeNotification(confirmed = false): void {
    const resolve = this.#resolveNotification;
    this.#resolveNotification = undefined;
    this.notification = null;
    resolve?.(confirmed);
  }

  showUnsupportedLocale(locale: Locale): void {
    this.unsupportedLocale = locale;
  }

  closeUnsupportedLocale(): void {
    this.unsupportedLocale = null;
  }

  setPageTranslations(path: string, translations: readonly PageTranslation[]): void {
    this.pageTranslationsPath = path;
    this.pageTranslations = translations;
  }

  clearPageTranslations(path: string): void {
    if (this.pageTranslationsPath !== path) return;
    this.pageTranslationsPath = null;
    this.pageTranslations = [];
  }

  /** The translations to use on `path`; another page's slugs never leak into this one. */
  translationsFor(path: string): readonly PageTranslation[] {
    return this.pageTranslationsPath === path ? this.pageTranslations : [];
  }

  /** True the first time a path is seen in a row, so a page view is reported once per path. */
  claimPageView(path: string): { first: boolean; referrer: string | null } {
    if (this.lastViewPath === path) return { first: false, referrer: null };
    const referrer = this.lastViewPath;
    this.lastViewPath = path;
    return { first: true, referrer };
  }
}
