import { randomUUID } from 'node:crypto';
import { todayOf } from '../../lib/clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import type { EkycStepName, IdCode } from '@brokerage/shared/validation/ekyc/codes.ts';
import {
  ID_PROBLEM_FIELDS,
  checkCardData,
  sameAddress,
} from '@brokerage/shared/validation/ekyc/cccd.ts';
import {
  ContactInfoBodySchema,
  GeneralInfoBodySchema,
  GenerateUuidBodySchema,
  UuidParamsSchema,
} from '@brokerage/shared/validation/ekyc/schemas.ts';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { hashIp } from '../../lib/security/ip-hash';
import { hashToken, newOpaqueToken } from '../../lib/security/tokens';
import { CASE_ERRORS, CaseCreatedSchema, CaseSchema, StepAnswerSchema, TAG } from './answers';
import {
  EKYC_SECURITY,
  TokenHeadersSchema,
  assertStep,
  caseExpiry,
  hotline,
  openCase,
  stepNotAllowed,
} from './access';
import { ekycChoices } from './options';
import { REVIEW_REASONS, caseAnswer, cardFields, withReason } from './present';

/** Before the phone is verified, the contact step may be sent again to correct it. */
const CONTACT_STEPS: readonly EkycStepName[] = [
  'contact_info',
  'id_documents',
  'face_video',
  'registration',
  'otp',
];
/** The registration may be corrected until the code is verified. */
const REGISTRATION_STEPS: readonly EkycStepName[] = ['registration', 'otp'];
/** What the ID photos and the face video were checked against. */
const IDENTITY_FIELDS = ['idCode', 'fullName', 'dateOfBirth', 'gender', 'idDate'] as const;

/** A 422 with one error per field (the first code of each, in ID_CODES order). */
export function fraudError(codes: readonly IdCode[], fieldOf: (code: IdCode) => string) {
  const seen = new Set<string>();
  const errors = codes.flatMap((code) => {
    const field = fieldOf(code);
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ code, field }];
  });
  const [first, ...more] = errors;
  return new HttpError(422, first!.code, { field: first!.field, more });
}

const contactField = (code: IdCode): string =>
  (ID_PROBLEM_FIELDS as Partial<Record<IdCode, string>>)[code] ?? 'idCode';

/** The case itself: start, where it stands, the contact step and the registration step. */
export const ekycCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/generate-uuid',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Start an account opening: its uuid and its secret token',
        description:
          'The token goes in `X-Ekyc-Token` on every later call of the case; it is shown once and kept only as a hash.',
        querystring: LocaleQuerySchema,
        body: GenerateUuidBodySchema.optional(),
        response: {
          201: CaseCreatedSchema,
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe('`grecaptcha_token` rejected (with RECAPTCHA_SECRET)'),
        },
      },
    },
    async (request, reply) => {
      await app.recaptcha.assertHuman(request.body?.grecaptcha_token, request.ip);
      const token = newOpaqueToken();
      const row = await app.repos.ekyc.createCase({
        id: randomUUID(),
        tokenHash: hashToken(token),
        ipHash: hashIp(app.config.ipHashSecret, request.ip),
        now: app.now(),
        expiresAt: caseExpiry(app),
      });
      return reply.code(201).send({
        data: { uuid: row.id, token, step: row.step, expiresAt: row.expiresAt.toISOString() },
      });
    },
  );

  app.get(
    '/steps/:uuid',
    {
      schema: {
        tags: [TAG],
        summary: 'Where the case stands and the data so far (resume after a reload or restart)',
        security: EKYC_SECURITY,
        params: UuidParamsSchema,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        response: { 200: CaseSchema, ...CASE_ERRORS },
      },
    },
    async (request) => {
      const row = await openCase(app, request, request.params.uuid);
      return { data: await caseAnswer(app, row) };
    },
  );

  app.post(
    '/contact-info',
    {
      schema: {
        tags: [TAG],
        summary: 'Step 1: customer type, nationality, name, ID number, dates, gender, phone, email',
        description:
          'Accepted at any step before the OTP is verified (a correction). A changed ID number, name, birth date, gender or issue date takes the case back to the ID photos (the photos and the face video are discarded); a changed phone discards a code sent. 422 with the card checks on `idCode`, `dateOfBirth`, `idDate` (one code per field); 409 `id_card_existed` when the number already has an account or an opening.',
        security: EKYC_SECURITY,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: ContactInfoBodySchema,
        response: {
          200: StepAnswerSchema,
          ...CASE_ERRORS,
          409: ApiErrorBodySchema.describe('`ekyc_step_not_allowed` or `id_card_existed`'),
          422: ApiErrorBodySchema.describe('The card checks (`id_*`), one per field'),
        },
      },
    },
    async (request) => {
      const { uuid, ...contact } = request.body;
      const row = await openCase(app, request, uuid);
      assertStep(row, CONTACT_STEPS);
      const codes = checkCardData(
        {
          idCode: contact.idCode,
          fullName: contact.fullName,
          dateOfBirth: contact.dateOfBirth,
          gender: contact.gender,
          idDate: contact.idDate,
        },
        { today: todayOf(app) },
      );
      if (codes.length > 0) throw fraudError(codes, contactField);
      if (await app.repos.ekyc.idNumberTaken(contact.idCode, uuid)) {
        throw new HttpError(409, 'id_card_existed', {
          field: 'idCode',
          params: { hotline: await hotline(app, request.query.locale) },
        });
      }
      const before = row.contact as Partial<typeof contact> | null;
      const resetIdentity =
        before !== null && IDENTITY_FIELDS.some((field) => before[field] !== contact[field]);
      const saved = await app.repos.ekyc.saveContact({
        id: uuid,
        from: CONTACT_STEPS,
        contact,
        step: row.step === 'contact_info' || resetIdentity ? 'id_documents' : row.step,
        // What was found on the photos and the video goes with them.
        reviewReasons: resetIdentity
          ? row.reviewReasons.filter((r) => r === REVIEW_REASONS.usPerson)
          : row.reviewReasons,
        resetIdentity,
        dropCodes: before?.phone !== contact.phone,
        now: app.now(),
        expiresAt: caseExpiry(app),
      });
      if (!saved) throw stepNotAllowed();
      for (const key of saved.staleKeys) {
        await app.storage
          .delete(key)
          .catch((error: unknown) =>
            request.log.warn({ err: error, key }, 'ekyc file not deleted'),
          );
      }
      return { data: { step: saved.row.step } };
    },
  );

  app.post(
    '/general-info',
    {
      schema: {
        tags: [TAG],
        summary:
          'Registration: account types, service pack, referral channel, branch and broker, region, relationship person, bank account, address, US declarations',
        description:
          'Codes are those of `options` and `ekyc-locations` (400 `option_invalid` on the field otherwise; the branch must be in the region and the broker at the branch). The address is the permanent address: 422 `id_qr_address_mismatch` when it is not the one of the card QR code. Any US declaration answered yes sends the case to review (FATCA).',
        security: EKYC_SECURITY,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: GeneralInfoBodySchema,
        response: {
          200: StepAnswerSchema,
          ...CASE_ERRORS,
          422: ApiErrorBodySchema.describe('`id_qr_address_mismatch` on `address`'),
        },
      },
    },
    async (request) => {
      const { uuid, ...registration } = request.body;
      const row = await openCase(app, request, uuid);
      assertStep(row, REGISTRATION_STEPS);
      const choices = await ekycChoices(app, request.query.locale);
      const branch = choices.branches.find((b) => b.code === registration.branchCode);
      const broker = choices.brokers.find((b) => b.code === registration.brokerCode);
      const wrong = [
        ['servicePack', choices.servicePacks.some((p) => p.code === registration.servicePack)],
        [
          'referralChannel',
          choices.referralChannels.some((c) => c.code === registration.referralChannel),
        ],
        ['branchCode', branch !== undefined && branch.region === registration.region],
        ['brokerCode', broker !== undefined && broker.branch === registration.branchCode],
        ['bankCode', choices.banks.some((b) => b.code === registration.bankCode)],
      ].filter(([, ok]) => !ok) as [string, boolean][];
      if (wrong.length > 0) {
        const [[field], ...rest] = wrong as [[string, boolean], ...[string, boolean][]];
        throw new HttpError(400, 'option_invalid', {
          field,
          more: rest.map(([name]) => ({ code: 'option_invalid' as const, field: name })),
        });
      }
      const card = cardFields(row.card);
      if (card && !sameAddress(registration.address, card.address)) {
        throw new HttpError(422, 'id_qr_address_mismatch', { field: 'address' });
      }
      const usPerson = Object.values(registration.us).some(Boolean);
      const saved = await app.repos.ekyc.updateCase(uuid, REGISTRATION_STEPS, {
        registration,
        step: 'otp',
        reviewReasons: withReason(row.reviewReasons, REVIEW_REASONS.usPerson, usPerson),
        expiresAt: caseExpiry(app),
        updatedAt: app.now(),
      });
      if (!saved) throw stepNotAllowed();
      return { data: { step: saved.step } };
    },
  );
};
