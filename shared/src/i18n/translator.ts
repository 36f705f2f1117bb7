import type { TranslationTree } from '../validation/content';
import { LOCALES, type Locale } from '../routing/routes';
import type { Namespace, TKey } from './keys';

/**
 * The project's translator: the small part of i18next the sites use (namespaces, a fallback
 * namespace and language, `{{name}}` interpolation, `_one`/`_other` plurals, default values,
 * deep-merged resource bundles), in about 2 kB instead of i18next + react-i18next's 17 kB
 * gzipped, which every site's entry loaded before its first render (issue 9, gate 14). The
 * names follow i18next so its documentation still describes what `t` does.
 */

export interface TOptions {
  /** Picks the `_one` / `_other` form by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  /** Shown when the key is missing in every language (otherwise the key itself). */
  defaultValue?: string;
  /** Another language than the current one, for this call. */
  lng?: Locale;
  /** Another namespace than the default, for this call. */
  ns?: string;
  /** Every other option fills the `{{name}}` of the same name. */
  [value: string]: unknown;
}

/** A translate function; keyed by a namespace's texts where the program registered them (keys.ts). */
export type TFunction<NS extends Namespace = Namespace> = (key: TKey<NS>, options?: TOptions) => string;

/** The untyped form the translator implements (keys of server texts are not known to the types). */
type AnyKeyT = (key: string, options?: TOptions) => string;

/** `languageChanged` after a switch, `added` after a bundle was added or merged. */
export type I18nEvent = 'languageChanged' | 'added';
type Listener = (language: string, namespace?: string) => void;

/** Loads a language's bundles (`common` and the site's namespace) on its first use. */
export type LanguageLoader = (locale: Locale) => Promise<Record<string, TranslationTree>>;

export interface I18nOptions {
  language: Locale;
  /** The namespace `t` reads when the key names none (the site's). */
  defaultNamespace: string;
  /** Read when the default namespace lacks the key (`common`). */
  fallbackNamespace: string;
  /** The languages known at start, by namespace. */
  resources: Partial<Record<Locale, Record<string, TranslationTree>>>;
  /** Fetches a language that `resources` lacks, when the page switches to it. */
  loadLanguage?: LanguageLoader;
}

const NAMESPACE_SEPARATOR = ':';
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: TranslationTree | undefined, path: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  // An empty string is an untranslated value, not a translation.
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] =
      typeof value !== 'string' && current !== undefined && typeof current !== 'string'
        ? deepMerge(current, value)
        : value;
  }
  return merged;
}

export class I18n {
  /** The language shown now. */
  language: Locale;
  private readonly bundles = new Map<Locale, Map<string, TranslationTree>>();
  private readonly listeners = new Map<I18nEvent, Set<Listener>>();
  private readonly pluralRules = new Map<Locale, Intl.PluralRules>();
  private readonly loading = new Map<Locale, Promise<void>>();
  /** Languages whose bundled texts are here (server translations alone do not count). */
  private readonly loaded = new Set<Locale>();
  /** Bumped on every change, so React can tell that its `t` is stale. */
  private revision = 0;

  constructor(private readonly options: I18nOptions) {
    this.language = options.language;
    for (const locale of LOCALES) {
      const namespaces = options.resources[locale];
      if (!namespaces) continue;
      for (const [namespace, tree] of Object.entries(namespaces))
        this.merge(locale, namespace, tree, 'over');
      this.loaded.add(locale);
    }
  }

  get version(): number {
    return this.revision;
  }

  readonly t: AnyKeyT = (key, options) =>
    this.translate(key, options?.lng ?? this.language, options?.ns, options);

  /** A `t` bound to a language and namespace (what `useTranslation(ns, { lng })` hands out). */
  getFixedT(language: Locale | undefined, namespace: string | undefined): AnyKeyT {
    return (key, options) =>
      this.translate(
        key,
        options?.lng ?? language ?? this.language,
        options?.ns ?? namespace,
        options,
      );
  }

  hasLanguage(locale: Locale): boolean {
    return this.loaded.has(locale);
  }

  /** Switches language, first loading its texts if they are not here yet. */
  async changeLanguage(locale: Locale): Promise<void> {
    if (!this.hasLanguage(locale)) await this.loadLanguage(locale);
    if (this.language === locale) return;
    this.language = locale;
    this.emit('languageChanged', locale);
  }

  /** Fetches a language's texts (once, however often it is asked for). */
  loadLanguage(locale: Locale): Promise<void> {
    const loader = this.options.loadLanguage;
    if (this.hasLanguage(locale) || !loader) return Promise.resolve();
    let pending = this.loading.get(locale);
    if (!pending) {
      pending = loader(locale).then(
        (namespaces) => {
          // Server translations that came first keep precedence over the bundled texts.
          for (const [namespace, tree] of Object.entries(namespaces))
            this.merge(locale, namespace, tree, 'under');
          this.loaded.add(locale);
          this.emit('added', locale);
        },
        (error: unknown) => {
          // A failed chunk load may succeed on the next switch.
          this.loading.delete(locale);
          throw error;
        },
      );
      this.loading.set(locale, pending);
    }
    return pending;
  }

  /** Deep-merges a namespace's texts into a language (these texts win), like i18next's. */
  addResourceBundle(locale: Locale, namespace: string, tree: TranslationTree): void {
    this.merge(locale, namespace, tree, 'over');
    this.emit('added', locale, namespace);
  }

  /**
   * Texts that arrive with a lazily loaded part of a page (its chunk carries both languages):
   * merged under what is there, so server translations keep precedence. Silent on purpose: it
   * runs while the part renders for the first time, when nothing shown uses these keys yet, and
   * an event then would make React re-render other components in the middle of a render.
   */
  provideTexts(locale: Locale, namespace: string, tree: TranslationTree): void {
    this.merge(locale, namespace, tree, 'under');
  }

  private merge(
    locale: Locale,
    namespace: string,
    tree: TranslationTree,
    place: 'over' | 'under',
  ): void {
    let namespaces = this.bundles.get(locale);
    if (!namespaces) this.bundles.set(locale, (namespaces = new Map()));
    const current = namespaces.get(namespace) ?? {};
    namespaces.set(
      namespace,
      place === 'over' ? deepMerge(current, tree) : deepMerge(tree, current),
    );
  }

  on(event: I18nEvent, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** For `useSyncExternalStore`: any change of language or texts. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    const offLanguage = this.on('languageChanged', onChange);
    const offAdded = this.on('added', onChange);
    return () => {
      offLanguage();
      offAdded();
    };
  };

  private emit(event: I18nEvent, language: string, namespace?: string): void {
    this.revision += 1;
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language, namespace);
  }

  private translate(
    rawKey: string,
    language: Locale,
    namespace: string | undefined,
    options?: TOptions,
  ): string {
    let key = rawKey;
    let ns = namespace ?? this.options.defaultNamespace;
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    if (separator > 0) {
      const named = key.slice(0, separator);
      if (LOCALES.some((locale) => this.bundles.get(locale)?.has(named))) {
        ns = named;
        key = key.slice(separator + 1);
      }
    }
    const count = options?.count;
    const keys =
      typeof count === 'number' ? [`${key}_${this.pluralOf(language, count)}`, key] : [key];
    // Like i18next: the namespace first, in the language then its fallback; then `common`.
    const namespaces =
      ns === this.options.fallbackNamespace ? [ns] : [ns, this.options.fallbackNamespace];
    const languages = [language, ...LOCALES.filter((other) => other !== language)];
    for (const name of namespaces) {
      for (const locale of languages) {
        for (const candidate of keys) {
          const text = lookup(this.bundles.get(locale)?.get(name), candidate);
          if (text !== undefined) return this.interpolate(text, options);
        }
      }
    }
    return options?.defaultValue !== undefined
      ? this.interpolate(options.defaultValue, options)
      : rawKey;
  }

  private pluralOf(language: Locale, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  /** Fills `{{name}}` as text; React escapes it when rendering. A missing value shows nothing. */
  private interpolate(text: string, options?: TOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(INTERPOLATION, (_match, name: string) => {
      const value = options?.[name];
      return value === undefined || value === null ? '' : String(value as string | number);
    });
  }
}
