import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { EkycStepName } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { Db, Tx } from '../db/client';
import {
  customers,
  ekycCases,
  ekycChecks,
  ekycCompletions,
  ekycFiles,
  ekycOptions,
  ekycOtps,
} from '../db/schema';
import type { OtpRecord, OtpStore } from '../lib/security/otp';
import { bindDb } from './bind-db';

export type EkycCaseRow = typeof ekycCases.$inferSelect;
export type EkycFileRow = typeof ekycFiles.$inferSelect;
export type EkycFileKind = EkycFileRow['kind'];
export type EkycCheckRow = typeof ekycChecks.$inferSelect;
export type EkycCompletionRow = typeof ekycCompletions.$inferSelect;
export type EkycOptionRow = typeof ekycOptions.$inferSelect;

async function createCase(
  db: Db,
  input: { id: string; tokenHash: string; ipHash: string; now: Date; expiresAt: Date },
): Promise<EkycCaseRow> {
  const [row] = await db
    .insert(ekycCases)
    .values({
      id: input.id,
      tokenHash: input.tokenHash,
      ipHash: input.ipHash,
      step: 'contact_info',
      expiresAt: input.expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

async function findCase(db: Db | Tx, id: string): Promise<EkycCaseRow | null> {
  const [row] = await db.select().from(ekycCases).where(eq(ekycCases.id, id));
  return row ?? null;
}

type CasePatch = Partial<
  Pick<
    EkycCaseRow,
    | 'step'
    | 'contact'
    | 'registration'
    | 'card'
    | 'face'
    | 'reviewReasons'
    | 'handoffTokenHash'
    | 'otpVerifiedAt'
    | 'completedAt'
    | 'expiresAt'
  >
>;

/**
 * Writes `patch` when the case is still at one of `from` (steps move by compare-and-set, so two
 * parallel requests cannot both take a case past a step); the row after, or null when it was not
 * at one of them.
 */
async function updateCase(
  db: Db | Tx,
  id: string,
  from: readonly EkycStepName[],
  patch: CasePatch & { updatedAt: Date },
): Promise<EkycCaseRow | null> {
  const [row] = await db
    .update(ekycCases)
    .set(patch)
    .where(and(eq(ekycCases.id, id), inArray(ekycCases.step, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Stores the contact step. When the identity on it changed, what was checked against the old
 * one goes (files, card, face verdict) and the case is back at the ID photos; when the phone
 * changed, a code sent to the old one goes. Returns the object keys to delete from the store.
 */
function saveContact(
  db: Db,
  input: {
    id: string;
    from: readonly EkycStepName[];
    contact: Record<string, unknown>;
    step: EkycStepName;
    reviewReasons: string[];
    resetIdentity: boolean;
    /** The phone changed: a code sent to the old one goes. */
    dropCodes: boolean;
    now: Date;
    expiresAt: Date;
  },
): Promise<{ row: EkycCaseRow; staleKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const row = await updateCase(tx, input.id, input.from, {
      contact: input.contact,
      step: input.step,
      reviewReasons: input.reviewReasons,
      expiresAt: input.expiresAt,
      updatedAt: input.now,
      ...(input.resetIdentity ? { card: null, face: null } : {}),
    });
    if (!row) return null;
    let staleKeys: string[] = [];
    if (input.resetIdentity) {
      staleKeys = (
        await tx
          .delete(ekycFiles)
          .where(eq(ekycFiles.caseId, input.id))
          .returning({ key: ekycFiles.objectKey })
      ).map((r) => r.key);
    }
    if (input.dropCodes) await tx.delete(ekycOtps).where(eq(ekycOtps.caseId, input.id));
    return { row, staleKeys };
  });
}

async function upsertFile(
  db: Db,
  input: Omit<typeof ekycFiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { now: Date },
): Promise<EkycFileRow> {
  const { now, ...values } = input;
  const [row] = await db
    .insert(ekycFiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [ekycFiles.caseId, ekycFiles.kind],
      set: {
        objectKey: values.objectKey,
        contentType: values.contentType,
        size: values.size,
        sha256: values.sha256,
        status: values.status,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

const filesOf = (db: Db, caseId: string): Promise<EkycFileRow[]> =>
  db.select().from(ekycFiles).where(eq(ekycFiles.caseId, caseId)).orderBy(asc(ekycFiles.id));

async function fileOf(db: Db, caseId: string, kind: EkycFileKind): Promise<EkycFileRow | null> {
  const [row] = await db
    .select()
    .from(ekycFiles)
    .where(and(eq(ekycFiles.caseId, caseId), eq(ekycFiles.kind, kind)));
  return row ?? null;
}

async function recordCheck(
  db: Db,
  input: Omit<typeof ekycChecks.$inferInsert, 'id' | 'createdAt'> & { now: Date },
): Promise<void> {
  const { now, ...values } = input;
  await db.insert(ekycChecks).values({ ...values, createdAt: now });
}

/** Every check of a case, oldest first (support's view of why it failed). */
const checksOf = (db: Db, caseId: string): Promise<EkycCheckRow[]> =>
  db
    .select()
    .from(ekycChecks)
    .where(eq(ekycChecks.caseId, caseId))
    .orderBy(asc(ekycChecks.createdAt), asc(ekycChecks.id));

/** True when a customer or another case's completion already has this ID number. */
async function idNumberTaken(db: Db | Tx, idNumber: string, caseId: string): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.idNumber, idNumber))
    .limit(1);
  if (customer) return true;
  const [completion] = await db
    .select({ id: ekycCompletions.id })
    .from(ekycCompletions)
    .where(
      and(
        eq(ekycCompletions.idNumber, idNumber),
        or(isNull(ekycCompletions.caseId), sql`${ekycCompletions.caseId} <> ${caseId}`),
      ),
    )
    .limit(1);
  return completion !== undefined;
}

async function completionOf(db: Db, caseId: string): Promise<EkycCompletionRow | null> {
  const [row] = await db.select().from(ekycCompletions).where(eq(ekycCompletions.caseId, caseId));
  return row ?? null;
}

/** 009C and six digits (spec §3, "like 009C plus digits"). */
const newAccountNumber = () => `009C${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
/** The customer identification number: eight digits, never starting with 0. */
const newCustomerNumber = () => String(randomInt(10_000_000, 100_000_000));

/** The ID number is registered by now (a parallel opening with the same card won). */
export class IdNumberTakenError extends Error {
  override name = 'IdNumberTakenError';
}

export interface CompletionInput {
  caseId: string;
  idNumber: string;
  variant: 'opened' | 'review';
  /** For the customer row of an opened account. */
  customer: {
    fullName: string;
    email: string | null;
    phone: string | null;
    customerType: 'individual' | 'organization';
  };
  now: Date;
  /** Until when the completed case stays readable (the retention). */
  expiresAt: Date;
}

/**
 * Completes a case at `contract`: numbers drawn at random until free among customers and
 * completions (a unique index has the last word), the completion row, for an opened account
 * the customer row (no password: the customer signs in through the app), and the case at
 * `completed`. Null when the case was not at `contract` any more.
 */
function complete(db: Db, input: CompletionInput): Promise<EkycCompletionRow | null> {
  return db.transaction(async (tx) => {
    const moved = await updateCase(tx, input.caseId, ['contract'], {
      step: 'completed',
      completedAt: input.now,
      expiresAt: input.expiresAt,
      updatedAt: input.now,
    });
    if (!moved) return null;
    if (await idNumberTaken(tx, input.idNumber, input.caseId)) throw new IdNumberTakenError();
    for (let attempt = 0; attempt < 20; attempt++) {
      const accountNumber = input.variant === 'opened' ? newAccountNumber() : null;
      if (accountNumber) {
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.accountNumber, accountNumber))
          .limit(1);
        if (taken) continue;
      }
      const [row] = await tx
        .insert(ekycCompletions)
        .values({
          caseId: input.caseId,
          idNumber: input.idNumber,
          customerNumber: newCustomerNumber(),
          accountNumber,
          variant: input.variant,
          createdAt: input.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        if (await idNumberTaken(tx, input.idNumber, input.caseId)) throw new IdNumberTakenError();
        continue;
      }
      if (accountNumber) {
        const [customer] = await tx
          .insert(customers)
          .values({
            accountNumber,
            ...input.customer,
            idNumber: input.idNumber,
            passwordHash: null,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoNothing()
          .returning({ id: customers.id });
        // The number went to a customer between the check and now: draw again.
        if (!customer) {
          await tx.delete(ekycCompletions).where(eq(ekycCompletions.id, row.id));
          continue;
        }
      }
      return row;
    }
    throw new Error('no free account or customer number after 20 draws');
  });
}

/** The registration choices, by kind then `sort`. */
const listOptions = (db: Db): Promise<EkycOptionRow[]> =>
  db.select().from(ekycOptions).orderBy(asc(ekycOptions.kind), asc(ekycOptions.sort));

// One-time codes (lib/security/otp.ts) of a case.

const otpRecord = (row: typeof ekycOtps.$inferSelect): OtpRecord => ({
  id: row.id,
  destination: row.phone,
  codeHash: row.codeHash,
  expiresAt: row.expiresAt,
  resendAt: row.resendAt,
  attempts: row.attempts,
  consumedAt: row.consumedAt,
});

function otpStore(db: Db, now: () => Date): OtpStore {
  return {
    async latest(caseId) {
      const [row] = await db
        .select()
        .from(ekycOtps)
        .where(eq(ekycOtps.caseId, caseId))
        .orderBy(desc(ekycOtps.createdAt), desc(ekycOtps.id))
        .limit(1);
      return row ? otpRecord(row) : null;
    },
    async insert(caseId, code) {
      const [row] = await db
        .insert(ekycOtps)
        .values({
          caseId,
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
        .update(ekycOtps)
        .set({ attempts: sql`${ekycOtps.attempts} + 1` })
        .where(
          and(eq(ekycOtps.id, id), isNull(ekycOtps.consumedAt), lt(ekycOtps.attempts, maxAttempts)),
        )
        .returning();
      return row ? otpRecord(row) : null;
    },
    async consume(id, at) {
      const rows = await db
        .update(ekycOtps)
        .set({ consumedAt: at })
        .where(and(eq(ekycOtps.id, id), isNull(ekycOtps.consumedAt)))
        .returning({ id: ekycOtps.id });
      return rows.length > 0;
    },
    async remove(id) {
      await db.delete(ekycOtps).where(eq(ekycOtps.id, id));
    },
  };
}

/** The case's newest code, for the steps answer (phone, countdown, tries left). */
const latestOtp = (db: Db, caseId: string) => otpStore(db, () => new Date()).latest(caseId);

/** What the eKYC retention job deletes: the store's objects first, then the rows. */
export interface EkycPurgePlan {
  caseIds: string[];
  objectKeys: string[];
}

/**
 * The cases past their end (an unfinished one EKYC_CASE_TTL_HOURS after its last step, any
 * one `retentionDays` after it began) and the objects of their files.
 */
async function purgePlan(db: Db, now: Date, retentionDays: number): Promise<EkycPurgePlan> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const cases = await db
    .select({ id: ekycCases.id })
    .from(ekycCases)
    .where(or(lt(ekycCases.expiresAt, now), lt(ekycCases.createdAt, before)));
  const caseIds = cases.map((c) => c.id);
  if (caseIds.length === 0) return { caseIds, objectKeys: [] };
  const files = await db
    .select({ key: ekycFiles.objectKey })
    .from(ekycFiles)
    .where(inArray(ekycFiles.caseId, caseIds));
  return { caseIds, objectKeys: files.map((f) => f.key) };
}

/** Deletes the cases (their files, checks and codes go with them); how many. */
async function deleteCases(db: Db, caseIds: string[]): Promise<number> {
  if (caseIds.length === 0) return 0;
  return (
    await db.delete(ekycCases).where(inArray(ekycCases.id, caseIds)).returning({ id: ekycCases.id })
  ).length;
}

/** The online account openings (docs/ekyc.md): cases, files, checks, codes, completions. */
export const ekycRepository = (db: Db) => ({
  ...bindDb(db, {
    createCase,
    findCase,
    updateCase,
    saveContact,
    upsertFile,
    filesOf,
    fileOf,
    recordCheck,
    checksOf,
    idNumberTaken,
    completionOf,
    complete,
    listOptions,
    latestOtp,
    purgePlan,
    deleteCases,
  }),
  otpStore: (now: () => Date) => otpStore(db, now),
});
export type EkycRepository = ReturnType<typeof ekycRepository>;
