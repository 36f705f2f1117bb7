import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, locale, og, seo, sort } from './columns';

/** One row per locale: the brand texts and head defaults differ by language. */
export const systemSettings = pgTable('system_settings', {
  locale: text('locale').primaryKey(),
  siteName: text('site_name').notNull(),
  hotline: text('hotline').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  customerSsoClientId: text('customer_sso_client_id').notNull(),
  chatScripts: jsonb('chat_scripts').$type<string[]>().notNull().default([]),
  gaId: text('ga_id'),
  gtmId: text('gtm_id'),
  /** Overridden by RECAPTCHA_SITE_KEY when that is configured. */
  recaptchaSiteKey: text('recaptcha_site_key'),
  tradingSiteUrl: text('trading_site_url'),
  seo: seo(),
  og: og(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The languages the site offers; a disabled one shows its `message` instead of switching. */
export const siteLocales = pgTable('site_locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  message: text('message').notNull(),
  sort: sort(),
});

/** Server overrides merged over the sites' bundled i18n files; `key` is dotted (`footer.slogan`). */
export const feTranslations = pgTable(
  'fe_translations',
  {
    id: id(),
    locale: locale(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('fe_translations_locale_ns_key_uq').on(t.locale, t.namespace, t.key)],
);
