import { z } from 'zod';
import { ApiErrorBodySchema, dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { EKYC_STEPS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { ContractTextSchema as ContractTextBodySchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';

/** The answers of docs/ekyc.md, as the OpenAPI document shows them and the serializer checks. */

export const TAG = 'ekyc';

const StepSchema = z.enum(EKYC_STEPS);
const Instant = z.string().describe('ISO 8601 instant');

export const StepAnswerSchema = dataEnvelope(z.object({ step: StepSchema }));

export const CaseCreatedSchema = dataEnvelope(
  z.object({ uuid: z.string(), token: z.string(), step: StepSchema, expiresAt: Instant }),
);

const VerifiedSchema = z.object({ status: z.literal('verified'), checkedAt: Instant });

/** What the card's QR code gave the vendor (front), for the customer to check and prefill. */
export const CardFieldsSchema = z.object({
  idCode: z.string(),
  oldId: z.string().optional(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(['male', 'female']),
  address: z.string(),
  idDate: z.string(),
  /** The expiry by the milestone rule; null: no expiry (issued at 58 or older). */
  idExpiry: z.string().nullable(),
});

export const OtpStateSchema = z.object({
  phoneMasked: z.string(),
  expiresAt: Instant,
  resendAt: Instant,
  attemptsLeft: z.number().int(),
});

export const CompletionSchema = z.object({
  variant: z.enum(['opened', 'review']),
  customerId: z.string(),
  accountNumber: z.string().nullable(),
  signWithinDays: z.number().int(),
  appUrl: z.string(),
});

export const CaseSchema = dataEnvelope(
  z.object({
    uuid: z.string(),
    step: StepSchema,
    expiresAt: Instant,
    contact: z.record(z.string(), z.unknown()).optional(),
    registration: z.record(z.string(), z.unknown()).optional(),
    documents: z.object({
      front: VerifiedSchema.extend({ fields: CardFieldsSchema.optional() }).optional(),
      back: VerifiedSchema.optional(),
      signature: VerifiedSchema.optional(),
    }),
    face: VerifiedSchema.extend({ score: z.number().nullable() }).optional(),
    otp: OtpStateSchema.optional(),
    completion: CompletionSchema.optional(),
  }),
);

export const DocumentResultSchema = dataEnvelope(
  z.object({
    status: z.literal('verified'),
    fields: CardFieldsSchema.optional(),
    step: StepSchema,
  }),
);

export const FaceResultSchema = dataEnvelope(
  z.object({ status: z.literal('verified'), score: z.number().nullable(), step: StepSchema }),
);

export const OtpSentSchema = dataEnvelope(OtpStateSchema);

/** The agreement as text blocks (lib/ekyc/contract-pdf.ts `contractDocument`). */
export const ContractTextSchema = dataEnvelope(ContractTextBodySchema);

export const CompletedSchema = dataEnvelope(
  z.object({ step: z.literal('completed'), completion: CompletionSchema }),
);

export const HandoffSchema = dataEnvelope(z.object({ url: z.string(), expiresAt: Instant }));

export const RedeemedSchema = dataEnvelope(
  z.object({ uuid: z.string(), token: z.string(), step: StepSchema }),
);

const CodeName = z.object({ code: z.string(), name: z.string() });

export const LocationsSchema = dataEnvelope(
  z.object({
    regions: z.array(CodeName),
    branches: z.array(CodeName.extend({ region: z.string(), address: z.string() })),
    brokers: z.array(CodeName.extend({ branch: z.string() })),
  }),
);

export const OptionsSchema = dataEnvelope(
  z.object({
    servicePacks: z.array(
      CodeName.extend({
        interestRate: z.number().describe('%/year'),
        fee: z.number().describe('% of the trade value'),
        description: z.string(),
      }),
    ),
    banks: z.array(CodeName),
    referralChannels: z.array(CodeName),
  }),
);

/** One check the vendor ran (kept per case; sent with a refused upload). */
const CheckSchema = z.object({
  name: z.string(),
  passed: z.boolean(),
  value: z.union([z.number(), z.string()]).optional(),
});

/** An error answer that may carry the vendor's checks beside the errors. */
export const CheckedErrorSchema = ApiErrorBodySchema.extend({
  checks: z.array(CheckSchema).optional(),
});

/** The errors every eKYC call with a case may answer. */
export const CASE_ERRORS = {
  ...COMMON_ERRORS,
  404: ApiErrorBodySchema.describe(
    '`ekyc_case_not_found`: unknown uuid, expired case or wrong `X-Ekyc-Token` (one answer for all)',
  ),
  409: ApiErrorBodySchema.describe('`ekyc_step_not_allowed`: the case is not at this step'),
} as const;

/** The vendor did not answer. */
export const VENDOR_ERRORS = {
  503: ApiErrorBodySchema.describe(
    '`ekyc_vendor_unavailable` (the identity vendor did not answer) or maintenance; see Retry-After',
  ),
} as const;
