import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Db } from '../db/client';
import { feTranslations, redirects, siteLocales, systemSettings } from '../db/schema';
import { bindDb } from './bind-db';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;
export type SiteLocaleRow = typeof siteLocales.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;

/** The settings row of one language (there is one per locale), or null when none is stored. */
async function findSettings(db: Db, locale: Locale): Promise<SystemSettingsRow | null> {
  const [settings] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.locale, locale));
  return settings ?? null;
}

/** The site's languages in their menu order. */
const listLocales = (db: Db): Promise<SiteLocaleRow[]> =>
  db.select().from(siteLocales).orderBy(asc(siteLocales.sort), asc(siteLocales.code));

/** A language's front-end strings, by namespace then dotted key. */
const listTranslations = (db: Db, locale: Locale) =>
  db
    .select({
      namespace: feTranslations.namespace,
      key: feTranslations.key,
      value: feTranslations.value,
    })
    .from(feTranslations)
    .where(eq(feTranslations.locale, locale))
    .orderBy(asc(feTranslations.namespace), asc(feTranslations.key));

/** The redirect of an exact (normalised) site path. */
async function findRedirect(db: Db, path: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.path, path)).limit(1);
  return row;
}

/** Throws when the database cannot answer (the health check). */
async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Site-wide settings, languages, front-end strings and redirects (`/systems/*`, health). */
export const systemsRepository = (db: Db) =>
  bindDb(db, { findSettings, listLocales, listTranslations, findRedirect, ping });
