import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EKYC_STEPS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { at, createdAt, enumCheck, id, sort, timestamps } from './columns';

/** What a case keeps files of: the three photos of the identity step and the face video. */
export const EKYC_FILE_KINDS = ['front', 'back', 'signature', 'face_video'] as const;
export const EKYC_FILE_STATUSES = ['verified', 'failed'] as const;
/** What a vendor check record is about: a file, or the card's data against what was typed. */
export const EKYC_CHECK_KINDS = [...EKYC_FILE_KINDS, 'card_data'] as const;
export const EKYC_COMPLETION_VARIANTS = ['opened', 'review'] as const;
export const EKYC_OPTION_KINDS = ['broker', 'service_pack', 'bank', 'referral_channel'] as const;

/**
 * An online account opening (docs/ekyc.md): its uuid is public, its token secret (only the
 * sha256 is kept; a second one after a hand-over to a phone). Every accepted step is written
 * here before it is acknowledged, so a reload or a restart resumes at `step`. Deleted with its
 * files, checks and codes by the eKYC retention job (EKYC_CASE_TTL_HOURS unfinished,
 * EKYC_RETENTION_DAYS in any case).
 */
export const ekycCases = pgTable(
  'ekyc_cases',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The token of the phone the case was handed over to (handoff/redeem), if any. */
    handoffTokenHash: text('handoff_token_hash'),
    step: text('step', { enum: EKYC_STEPS }).notNull(),
    /** The contact_info step's body as accepted (the shared schema's output). */
    contact: jsonb('contact').$type<Record<string, unknown>>(),
    /** The registration step's body (with the US declarations) as accepted. */
    registration: jsonb('registration').$type<Record<string, unknown>>(),
    /** What the front's QR code gave (the vendor's `card`), with the expiry by the milestones. */
    card: jsonb('card').$type<Record<string, unknown>>(),
    /** The face video's verdict: `{ score, checkedAt }`. */
    face: jsonb('face').$type<{ score: number | null; checkedAt: string }>(),
    /** Why a person must look at the case before an account is opened (empty: none). */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    /** The keyed hash of the address that started it (lib/security/ip-hash). */
    ipHash: text('ip_hash').notNull(),
    otpVerifiedAt: at('otp_verified_at'),
    completedAt: at('completed_at'),
    /** Past it the case answers 404; an accepted step moves it on (EKYC_CASE_TTL_HOURS). */
    expiresAt: at('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('ekyc_cases_expires_at_idx').on(t.expiresAt),
    index('ekyc_cases_created_at_idx').on(t.createdAt),
    enumCheck('ekyc_cases_step_ck', t.step, EKYC_STEPS),
  ],
);

/** The last upload of each kind of a case, stored under `objectKey` (private, per uuid). */
export const ekycFiles = pgTable(
  'ekyc_files',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => ekycCases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EKYC_FILE_KINDS }).notNull(),
    objectKey: text('object_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: EKYC_FILE_STATUSES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ekyc_files_case_kind_uq').on(t.caseId, t.kind),
    index('ekyc_files_created_at_idx').on(t.createdAt),
    enumCheck('ekyc_files_kind_ck', t.kind, EKYC_FILE_KINDS),
    enumCheck('ekyc_files_status_ck', t.status, EKYC_FILE_STATUSES),
  ],
);

/** Every verdict of the vendor and of the card cross-check, so support can see why a case failed. */
export const ekycChecks = pgTable(
  'ekyc_checks',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => ekycCases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EKYC_CHECK_KINDS }).notNull(),
    ok: boolean('ok').notNull(),
    /** The first failing code (document_*, face_*, id_*), null when ok. */
    code: text('code'),
    /** What was checked: `[{ name, passed, value? }]` (the vendor's) or the card codes found. */
    checks: jsonb('checks').$type<unknown[]>().notNull(),
    score: real('score'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ekyc_checks_case_idx').on(t.caseId, t.createdAt),
    enumCheck('ekyc_checks_kind_ck', t.kind, EKYC_CHECK_KINDS),
  ],
);

/**
 * One-time codes sent to a case's phone (lib/security/otp.ts): the code's keyed hash only,
 * single use, expiring, with its attempts counted and the earliest resend.
 */
export const ekycOtps = pgTable(
  'ekyc_otps',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => ekycCases.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    resendAt: at('resend_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('ekyc_otps_case_idx').on(t.caseId, t.createdAt)],
);

/**
 * A completed opening: the customer identification number and, when opened at once, the 009C
 * account number. Kept after its case is deleted (retention), so neither number nor the ID
 * number is given out twice.
 */
export const ekycCompletions = pgTable(
  'ekyc_completions',
  {
    id: id(),
    caseId: uuid('case_id').references(() => ekycCases.id, { onDelete: 'set null' }),
    /** The citizen ID number of the case. */
    idNumber: text('id_number').notNull(),
    customerNumber: text('customer_number').notNull(),
    /** 009C + 6 digits; null while under review. */
    accountNumber: text('account_number'),
    variant: text('variant', { enum: EKYC_COMPLETION_VARIANTS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ekyc_completions_id_number_uq').on(t.idNumber),
    uniqueIndex('ekyc_completions_customer_number_uq').on(t.customerNumber),
    uniqueIndex('ekyc_completions_account_number_uq').on(t.accountNumber),
    uniqueIndex('ekyc_completions_case_uq').on(t.caseId),
    enumCheck('ekyc_completions_variant_ck', t.variant, EKYC_COMPLETION_VARIANTS),
  ],
);

/**
 * The choices of the registration step besides the branch network (content items): brokers
 * per branch, service packs (interest rate %/year, fee %), banks, referral channels. Names in
 * both languages; `attrs` per kind (broker: `{ branch }`, service pack: `{ interestRate, fee,
 * description: { vi, en } }`).
 */
export const ekycOptions = pgTable(
  'ekyc_options',
  {
    id: id(),
    kind: text('kind', { enum: EKYC_OPTION_KINDS }).notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<{ vi: string; en: string }>().notNull(),
    attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
    sort: sort(),
  },
  (t) => [
    uniqueIndex('ekyc_options_kind_code_uq').on(t.kind, t.code),
    enumCheck('ekyc_options_kind_ck', t.kind, EKYC_OPTION_KINDS),
  ],
);
