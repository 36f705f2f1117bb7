import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Db } from '../db/client';
import {
  bondOtps,
  bondProducts,
  bondReferenceCounters,
  bondRegistrations,
  contentItemTranslations,
  contentItems,
  pageTranslations,
  pages,
  siteFeatures,
} from '../db/schema';
import type { OtpRecord, OtpStore } from '../lib/security/otp';
import { bindDb } from './bind-db';

export type BondProductRow = typeof bondProducts.$inferSelect;
export type BondRegistrationRow = typeof bondRegistrations.$inferSelect;
export type NewBondRegistration = Omit<typeof bondRegistrations.$inferInsert, 'id' | 'reference'>;

/** A product with its CMS item's texts in one language (null when the item is missing). */
export interface BondProductWithContent {
  product: BondProductRow;
  name: string | null;
  issuer: string | null;
}

const viText = alias(contentItemTranslations, 'bond_vi_text');
const localText = alias(contentItemTranslations, 'bond_local_text');

/** The products (in their order, or one by code) with the name and issuer of their CMS item. */
async function listProducts(
  db: Db,
  locale: Locale,
  code?: string,
): Promise<BondProductWithContent[]> {
  const rows = await db
    .select({
      product: bondProducts,
      name: localText.title,
      issuer: sql<
        string | null
      >`coalesce(${localText.attrs} ->> 'issuer', ${contentItems.attrs} ->> 'issuer')`,
    })
    .from(bondProducts)
    .leftJoin(
      viText,
      and(
        eq(viText.slug, bondProducts.contentSlug),
        eq(viText.locale, 'vi'),
        eq(viText.type, 'bond_product'),
      ),
    )
    .leftJoin(
      contentItems,
      and(eq(contentItems.id, viText.itemId), eq(contentItems.status, 'published')),
    )
    .leftJoin(localText, and(eq(localText.itemId, contentItems.id), eq(localText.locale, locale)))
    .where(code === undefined ? undefined : eq(bondProducts.code, code))
    .orderBy(asc(bondProducts.sort), asc(bondProducts.code));
  return rows;
}

async function findProduct(
  db: Db,
  code: string,
  locale: Locale,
): Promise<BondProductWithContent | null> {
  const [row] = await listProducts(db, locale, code);
  return row ?? null;
}

/** The corporate site's TPDN page in a language (its slug), or null. */
async function tpdnPageSlug(db: Db, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ slug: pageTranslations.slug })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(
      and(
        eq(pages.templateCode, 'TPDN'),
        eq(pages.status, 'published'),
        eq(pageTranslations.locale, locale),
      ),
    )
    .orderBy(asc(pages.id))
    .limit(1);
  return row?.slug ?? null;
}

/** What `book` did: the registration, or the inventory left when it was short. */
export type BookingResult =
  | { ok: true; registration: BondRegistrationRow; remaining: number | null }
  | { ok: false; remaining: number };

/** Thrown inside the transaction to roll it back when the inventory is short. */
class SoldOut extends Error {
  constructor(readonly remaining: number) {
    super('bond_sold_out');
  }
}

/**
 * Books a registration atomically: a buy takes its quantity from the product's inventory with
 * one conditional UPDATE (never below zero, whatever runs beside it), then the registration gets
 * the next reference number of its day; all or nothing. A sale leaves the inventory alone.
 */
async function book(db: Db, day: string, values: NewBondRegistration): Promise<BookingResult> {
  try {
    return await db.transaction(async (tx) => {
      let remaining: number | null = null;
      if (values.side === 'buy') {
        const [taken] = await tx
          .update(bondProducts)
          .set({ remainingQuantity: sql`${bondProducts.remainingQuantity} - ${values.quantity}` })
          .where(
            and(
              eq(bondProducts.code, values.productCode),
              gte(bondProducts.remainingQuantity, values.quantity),
            ),
          )
          .returning({ remaining: bondProducts.remainingQuantity });
        if (!taken) {
          const [now] = await tx
            .select({ remaining: bondProducts.remainingQuantity })
            .from(bondProducts)
            .where(eq(bondProducts.code, values.productCode));
          throw new SoldOut(now?.remaining ?? 0);
        }
        remaining = taken.remaining;
      }
      const [counter] = await tx
        .insert(bondReferenceCounters)
        .values({ day, last: 1 })
        .onConflictDoUpdate({
          target: bondReferenceCounters.day,
          set: { last: sql`${bondReferenceCounters.last} + 1` },
        })
        .returning({ last: bondReferenceCounters.last });
      const reference = `TP${day}${String(counter!.last).padStart(4, '0')}`;
      const [registration] = await tx
        .insert(bondRegistrations)
        .values({ ...values, reference })
        .returning();
      return { ok: true as const, registration: registration!, remaining };
    });
  } catch (error) {
    if (error instanceof SoldOut) return { ok: false, remaining: error.remaining };
    throw error;
  }
}

async function findRegistration(db: Db, reference: string): Promise<BondRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(bondRegistrations)
    .where(eq(bondRegistrations.reference, reference));
  return row ?? null;
}

/** A feature flag's stored value; null when it has no row. */
async function featureEnabled(db: Db, code: string): Promise<boolean | null> {
  const [row] = await db
    .select({ enabled: siteFeatures.enabled })
    .from(siteFeatures)
    .where(eq(siteFeatures.code, code));
  return row?.enabled ?? null;
}

async function setFeature(db: Db, code: string, enabled: boolean, at: Date): Promise<void> {
  await db
    .insert(siteFeatures)
    .values({ code, enabled, updatedAt: at })
    .onConflictDoUpdate({ target: siteFeatures.code, set: { enabled, updatedAt: at } });
}

const otpRecord = (row: typeof bondOtps.$inferSelect): OtpRecord => ({
  id: row.id,
  destination: row.phone,
  codeHash: row.codeHash,
  expiresAt: row.expiresAt,
  resendAt: row.resendAt,
  attempts: row.attempts,
  consumedAt: row.consumedAt,
});

/** The codes that prove a visitor holds an account number (subject: the account number). */
function otpStore(db: Db, now: () => Date): OtpStore {
  return {
    async latest(accountNumber) {
      const [row] = await db
        .select()
        .from(bondOtps)
        .where(eq(bondOtps.accountNumber, accountNumber))
        .orderBy(desc(bondOtps.createdAt), desc(bondOtps.id))
        .limit(1);
      return row ? otpRecord(row) : null;
    },
    async insert(accountNumber, code) {
      const [row] = await db
        .insert(bondOtps)
        .values({
          accountNumber,
          phone: code.destination,
          codeHash: code.codeHash,
          expiresAt: code.expiresAt,
          resendAt: code.resendAt,
          createdAt: now(),
        })
        .returning();
      return otpRecord(row!);
    },
    async reserveAttempt(id, maxAttempts) {
      const [row] = await db
        .update(bondOtps)
        .set({ attempts: sql`${bondOtps.attempts} + 1` })
        .where(
          and(eq(bondOtps.id, id), isNull(bondOtps.consumedAt), lt(bondOtps.attempts, maxAttempts)),
        )
        .returning();
      return row ? otpRecord(row) : null;
    },
    async consume(id, at) {
      const rows = await db
        .update(bondOtps)
        .set({ consumedAt: at })
        .where(and(eq(bondOtps.id, id), isNull(bondOtps.consumedAt)))
        .returning({ id: bondOtps.id });
      return rows.length > 0;
    },
    async remove(id) {
      await db.delete(bondOtps).where(eq(bondOtps.id, id));
    },
  };
}

/** Corporate bonds (docs/bonds.md): products, registrations, visitors' codes, feature flags. */
export const bondsRepository = (db: Db) => ({
  ...bindDb(db, {
    listProducts,
    findProduct,
    tpdnPageSlug,
    book,
    findRegistration,
    featureEnabled,
    setFeature,
  }),
  otpStore: (now: () => Date) => otpStore(db, now),
});
export type BondsRepository = ReturnType<typeof bondsRepository>;
