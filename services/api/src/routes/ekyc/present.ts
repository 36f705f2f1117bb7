import type { FastifyInstance } from 'fastify';
import type { CardData } from '../../lib/ekyc-vendor/port';
import { maskPhone } from '../../lib/security/otp';
import type { EkycCaseRow, EkycCompletionRow, EkycFileRow } from '../../repositories/ekyc';

/** Why a person must look at a case before an account is opened (docs/ekyc.md "review"). */
export const REVIEW_REASONS = {
  /** The face matched, but with a score under EKYC_FACE_REVIEW_SCORE (or none given). */
  faceScore: 'face_score',
  /** A US-related declaration answered yes (FATCA). */
  usPerson: 'us_declaration',
  /** The vendor passed a photo with one of its checks failed. */
  documentWarning: 'document_warning',
} as const;
export type ReviewReason = (typeof REVIEW_REASONS)[keyof typeof REVIEW_REASONS];

/** The reasons with `reason` added once, or without it. */
export const withReason = (reasons: readonly string[], reason: ReviewReason, on = true) =>
  on ? [...new Set([...reasons, reason])] : reasons.filter((r) => r !== reason);

const verified = (file: EkycFileRow | undefined) =>
  file?.status === 'verified'
    ? { status: 'verified' as const, checkedAt: file.updatedAt.toISOString() }
    : undefined;

/** The card fields kept from the front's check, as the answers give them. */
export const cardFields = (card: Record<string, unknown> | null) =>
  (card ?? undefined) as (CardData & { idExpiry: string | null }) | undefined;

export function completionAnswer(app: FastifyInstance, row: EkycCompletionRow) {
  return {
    variant: row.variant,
    customerId: row.customerNumber,
    accountNumber: row.accountNumber,
    signWithinDays: app.config.ekyc.signWithinDays,
    appUrl: app.config.ekyc.appUrl,
  };
}

/** `GET steps/{uuid}`: where the case stands and what it holds so far. */
export async function caseAnswer(app: FastifyInstance, row: EkycCaseRow) {
  const [files, otp, completion] = await Promise.all([
    app.repos.ekyc.filesOf(row.id),
    app.repos.ekyc.latestOtp(row.id),
    row.step === 'completed' ? app.repos.ekyc.completionOf(row.id) : Promise.resolve(null),
  ]);
  const byKind = new Map(files.map((f) => [f.kind, f]));
  const front = verified(byKind.get('front'));
  const face = verified(byKind.get('face_video'));
  const fields = cardFields(row.card);
  const pendingOtp = otp && !otp.consumedAt && row.step === 'otp';
  return {
    uuid: row.id,
    step: row.step,
    expiresAt: row.expiresAt.toISOString(),
    ...(row.contact ? { contact: row.contact } : {}),
    ...(row.registration ? { registration: row.registration } : {}),
    documents: {
      ...(front ? { front: { ...front, ...(fields ? { fields } : {}) } } : {}),
      ...(verified(byKind.get('back')) ? { back: verified(byKind.get('back')) } : {}),
      ...(verified(byKind.get('signature'))
        ? { signature: verified(byKind.get('signature')) }
        : {}),
    },
    ...(face && row.face ? { face: { ...face, score: row.face.score } } : {}),
    ...(pendingOtp
      ? {
          otp: {
            phoneMasked: maskPhone(otp.destination),
            expiresAt: otp.expiresAt.toISOString(),
            resendAt: otp.resendAt.toISOString(),
            attemptsLeft: Math.max(0, app.config.otp.maxAttempts - otp.attempts),
          },
        }
      : {}),
    ...(completion ? { completion: completionAnswer(app, completion) } : {}),
  };
}
