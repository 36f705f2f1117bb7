import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@brokerage/shared/routing/core';
import { LocaleSchema, type SystemGeneral } from '@brokerage/shared/validation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { siteLocales, systemSettings } from '../../db/schema';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** The settings row of one language (there is one per locale), or null when none is stored. */
export async function findSettings(db: Db, locale: Locale): Promise<SystemSettingsRow | null> {
  const [settings] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.locale, locale));
  return settings ?? null;
}

/** Settings of one language; configured keys (reCAPTCHA, SSO client) win over stored ones. */
export async function loadGeneral(
  db: Db,
  locale: Locale,
  config: AppConfig,
): Promise<SystemGeneral | null> {
  const settings = await findSettings(db, locale);
  if (!settings) return null;
  const locales = await db
    .select()
    .from(siteLocales)
    .orderBy(asc(siteLocales.sort), asc(siteLocales.code));
  return {
    siteName: settings.siteName,
    hotline: settings.hotline,
    email: settings.email,
    address: settings.address,
    // The API exchanges SSO codes with its own client id, so the browser must use the same one.
    customerSSOClientId: config.sso.clientId,
    chatScripts: settings.chatScripts,
    gaId: settings.gaId,
    gtmId: settings.gtmId,
    googleRecaptchaSiteKey: config.recaptcha.siteKey ?? settings.recaptchaSiteKey,
    tradingSiteUrl: settings.tradingSiteUrl,
    locales: locales.flatMap((l) => {
      const code = LocaleSchema.safeParse(l.code);
      return code.success
        ? [{ code: code.data, name: l.name, icon: l.icon, enabled: l.enabled, message: l.message }]
        : [];
    }),
    seo: settings.seo,
    og: settings.og,
  };
}
