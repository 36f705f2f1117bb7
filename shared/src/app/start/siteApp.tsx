import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COMMON_NAMESPACE, createI18n, type LocaleBundle } from '../../i18n/createI18n';
import type { I18n } from '../../i18n/translator';
import type { Locale, SiteId } from '../../routing/routes';
import type { TranslationTree } from '../../validation/content';
import type { BaseStores } from '../stores/RootStore';
import { createBaseStores, type CreateBaseStoresOptions } from './createStores';
import {
  createSiteRoutes,
  type FlagCheck,
  type PageModule,
  type Preload,
  type SitePage,
} from './createSiteRoutes';
import type { ShellSlots } from '../shell/ShellContext';
import { SiteProviders } from './SiteProviders';

export type SiteTextLoaders = Record<Locale, () => Promise<{ default: TranslationTree }>>;

/** What makes a site: the same for its browser start (startSite) and its server render. */
export interface SiteDefinition<S extends object = object> {
  site: SiteId;
  /** This site's i18n namespace (named like the site): per language, a dynamic import of its
   *  JSON. Only the page's language loads at start (the proxy preloads it with the entry). */
  resources: SiteTextLoaders;
  pages: readonly SitePage<BaseStores & S>[];
  /** Corporate only: renders every path no page matches (CMS slugs, redirects, 404). */
  catchAll?: () => Promise<PageModule>;
  /** The catch-all's data (a CMS path's page), as a page's `preload`. */
  catchAllPreload?: Preload<BaseStores & S>;
  /** Which of the site's flagged routes are on (route table `flagged`); by default as the
   *  system settings' `features` say. */
  isFlagEnabled?: FlagCheck;
  /** The site's own MobX stores, composed into its RootStore next to the shared ones. */
  createStores?: (base: BaseStores) => S;
  /** A site's extra header controls, after the account menu and before the language switch. */
  headerActions?: ComponentType;
  /** A site's own account control in place of the customer's (ShellSlots). */
  accountMenu?: ShellSlots['accountMenu'];
  /** Entries of the recruit layout's footer (ShellSlots). */
  recruitFooter?: ShellSlots['recruitFooter'];
}

/** The shared texts, one chunk per language (under `locales/<lang>/`: the build preloads them). */
const COMMON_TEXTS: SiteTextLoaders = {
  vi: () => import('../../locales/vi/common.json'),
  en: () => import('../../locales/en/common.json'),
};

/** One language's texts for a site: `common` and the site's namespace, fetched at once. */
async function loadSiteLanguage(
  site: SiteId,
  loaders: SiteTextLoaders,
  locale: Locale,
): Promise<LocaleBundle> {
  const [common, own] = await Promise.all([COMMON_TEXTS[locale](), loaders[locale]()]);
  return { [COMMON_NAMESPACE]: common.default, [site]: own.default };
}

export interface SiteApp {
  i18n: I18n;
  stores: BaseStores;
  routes: RouteObject[];
  /** The page's texts: the first render waits for them. */
  texts: Promise<void>;
  /** The providers every page expects, around `children` (the router). */
  wrap: (children: ReactNode) => ReactNode;
}

/**
 * The parts of one page's app, in the browser or on the server: i18n in the page's language
 * (its texts start loading), the shared and the site's stores, and the route objects.
 */
export function createSiteApp<S extends object>(
  definition: SiteDefinition<S>,
  locale: Locale,
  session?: CreateBaseStoresOptions['session'],
): SiteApp {
  const loadLanguage = (language: Locale) =>
    loadSiteLanguage(definition.site, definition.resources, language);
  const i18n = createI18n({ locale, namespace: definition.site, resources: {}, loadLanguage });
  const texts = i18n.loadLanguage(locale);
  const base = createBaseStores({ locale, i18n, ...(session ? { session } : {}) });
  const stores: BaseStores = definition.createStores
    ? { ...base, ...definition.createStores(base) }
    : base;
  const routes = createSiteRoutes({
    pages: definition.pages,
    catchAll: definition.catchAll,
    catchAllPreload: definition.catchAllPreload,
    isFlagEnabled: definition.isFlagEnabled,
  });
  const slots: ShellSlots | undefined =
    definition.headerActions || definition.accountMenu || definition.recruitFooter
      ? {
          ...(definition.headerActions ? { headerActions: definition.headerActions } : {}),
          ...(definition.accountMenu ? { accountMenu: definition.accountMenu } : {}),
          ...(definition.recruitFooter ? { recruitFooter: definition.recruitFooter } : {}),
        }
      : undefined;
  const wrap = (children: ReactNode) => (
    <StrictMode>
      <SiteProviders site={definition.site} stores={stores} i18n={i18n} slots={slots}>
        {children}
      </SiteProviders>
    </StrictMode>
  );
  return { i18n, stores, routes, texts, wrap };
}
