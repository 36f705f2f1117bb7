import type { ApiClientOptions } from '../../api/client';
import type { ContentApi } from '../../api/contentApi';
import type { CustomerApi } from '../../api/customerApi';
import { lazyApi } from '../../api/lazyApi';
import { createSession, type SessionOptions } from '../../auth/createSession';
import { mergeServerTranslations } from '../../i18n/createI18n';
import type { I18n } from '../../i18n/translator';
import type { Locale } from '../../routing/routes';
import { createRecaptcha, type Recaptcha } from '../../auth/recaptcha/recaptcha';
import { CustomerAuthStore, type AuthBrowser } from '../../auth/CustomerAuthStore';
import { SessionHandover, browserHandoverChannel } from '../../auth/sessionHandover';
import { browserSessionStorage } from '../../auth/storage';
import { linkLayoutToRecruitMode, type BaseStores } from '../stores/RootStore';
import { NewsletterStore } from '../stores/NewsletterStore';
import { SystemStore } from '../stores/SystemStore';
import { UiStore } from '../stores/UiStore';

export interface CreateBaseStoresOptions {
  locale: Locale;
  i18n: I18n;
  /** Tests: a fake transport and in-memory storage. */
  session?: Pick<
    SessionOptions,
    'adapter' | 'onParsed' | 'sessionStorage' | 'localStorage' | 'baseURL'
  > & {
    logger?: ApiClientOptions['logger'];
  };
  /** Tests: the page location and new tabs (jsdom cannot navigate). */
  browser?: AuthBrowser;
  /** Tests: a reCAPTCHA that never loads Google's script. */
  recaptcha?: Recaptcha;
}

/**
 * The shared half of every RootStore: sessions and API client (shared/auth), content API,
 * system settings, shell state and reCAPTCHA. The API speaks the language of the path and
 * raises the maintenance page on any 503.
 */
export function createBaseStores({
  locale,
  i18n,
  session,
  browser,
  recaptcha: givenRecaptcha,
}: CreateBaseStoresOptions): BaseStores {
  const ui = new UiStore(locale);
  const { customer, recruit, preferences, api } = createSession({
    ...session,
    getLocale: () => ui.locale,
    onMaintenance: ui.raiseMaintenance,
  });
  // API modules load on their first call: their zod schemas are not part of the first render.
  const content = lazyApi<ContentApi>(() =>
    import('../../api/contentApi').then((m) => m.createContentApi(api)),
  );
  const system = new SystemStore({
    content,
    applyTranslations: (lang, translations) => mergeServerTranslations(i18n, lang, translations),
  });
  // The key is in the settings; a form sent on start (the SSO callback's login) waits for them.
  const recaptcha =
    givenRecaptcha ??
    createRecaptcha(async () => (await system.settledGeneral())?.googleRecaptchaSiteKey);
  const newsletter = new NewsletterStore({
    subscribe: async (body) =>
      (await import('../../api/newsletterApi')).subscribeNewsletter(api, body),
    getRecaptchaToken: () => recaptcha.token('newsletter'),
  });
  const customerAuth = new CustomerAuthStore({
    customer,
    api: lazyApi<CustomerApi>(() =>
      import('../../api/customerApi').then((m) => m.createCustomerApi(api)),
    ),
    ui,
    system,
    recaptcha,
    ...(session?.sessionStorage ? { storage: session.sessionStorage } : {}),
    ...(browser ? { browser } : {}),
  });
  const handover = new SessionHandover({
    customer,
    storage: session?.sessionStorage ?? browserSessionStorage(),
    openChannel: browserHandoverChannel,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    origin: typeof location === 'undefined' ? '' : location.origin,
  });
  linkLayoutToRecruitMode(ui, recruit);
  return {
    customer,
    customerAuth,
    recruit,
    handover,
    preferences,
    api,
    content,
    system,
    ui,
    newsletter,
    recaptcha,
  };
}
