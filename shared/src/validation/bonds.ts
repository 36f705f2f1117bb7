import { z } from 'zod';
import { ApiErrorSchema } from './common';
import { IsoDateSchema } from './market';
import { AccountNumberSchema } from './customers';
import {
  EmailSchema,
  PersonNameSchema,
  RecaptchaTokenSchema,
  VietnamesePhoneSchema,
} from './contact';
import { BankAccountSchema } from './ekyc/schemas';
import { safeLine } from './text';

/**
 * Corporate-bond registration (issue 25; spec §3 "Bond registration", §5). The figures are
 * computed by `bonds/calc.ts` on the page and again on the server; the body carries the page's
 * figures so the server can refuse a mismatch (`bond_quote_changed`) instead of booking numbers
 * the customer did not see. Issue messages are stable codes, translated by the sites and the API.
 */

export const BOND_LIMITS = {
  /** The most bonds one registration may ask for (well below 2^53 / face value). */
  maxQuantity: 1_000_000,
  /** How long a visitor's OTP confirmation of an account number stays good. */
  confirmationMinutes: 30,
  otpLength: 6,
} as const;

export const BondSideSchema = z.enum(['buy', 'sell']);
export const BondHoldingSchema = z.enum(['maturity', 'flexible']);
/** What the product is, as the product list labels it. */
export const BondProductTypeSchema = z.enum(['secured', 'unsecured', 'green']);
export type BondProductType = z.infer<typeof BondProductTypeSchema>;

const Bps = z.number().int().min(0).max(100_000);
const Vnd = z.number().int();
const Localized = z.object({ vi: z.string(), en: z.string() });
const Frequency = z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]);

export const CouponTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), frequencyMonths: Frequency, rateBps: Bps }),
  z.object({
    kind: z.literal('floating'),
    frequencyMonths: Frequency,
    firstRateBps: Bps,
    fixedPeriods: z.number().int().min(0),
    reference: Localized,
    referenceRateBps: Bps,
    marginBps: Bps,
  }),
]);

/** `GET bonds/products` and `bonds/products/{code}`: a product with today's prices. */
export const BondProductSchema = z.object({
  code: z.string(),
  /** The product's name in the request's language. */
  name: z.string(),
  issuer: z.string(),
  productType: BondProductTypeSchema,
  issueDate: z.string(),
  maturityDate: z.string(),
  faceValueVnd: Vnd,
  coupon: CouponTermsSchema,
  buyYieldBps: Bps,
  sellYieldBps: Bps,
  feeBps: Bps,
  minQuantity: z.number().int().min(1),
  remainingQuantity: z.number().int().min(0),
  professionalOnly: z.boolean(),
  /** Today (Vietnam) and the prices a registration today gets (settlement T+2). */
  today: z.object({
    date: z.string(),
    tradeDate: z.string(),
    settlementDate: z.string(),
    buyPriceVnd: Vnd,
    sellPriceVnd: Vnd,
  }),
  /** The product's article on the corporate site (TPDN), in the request's language. */
  pageUrl: z.string().nullable(),
});
export type BondProduct = z.infer<typeof BondProductSchema>;

const QuantitySchema = z.coerce
  .number({ error: 'required' })
  .int({ error: 'bond_quantity_invalid' })
  .min(1, { error: 'bond_quantity_invalid' })
  .max(BOND_LIMITS.maxQuantity, { error: 'bond_above_remaining' });

/** The trading-order step (what `bonds/calc.ts` prices). */
export const BondOrderSchema = z.object({
  productCode: safeLine({ error: 'required' }).trim().min(1, { error: 'required' }).max(32),
  side: BondSideSchema,
  holding: BondHoldingSchema,
  quantity: QuantitySchema,
  registrationDate: IsoDateSchema,
  saleDate: IsoDateSchema.optional(),
});
export type BondOrderBody = z.output<typeof BondOrderSchema>;

/** The customer-info step. */
export const BondCustomerSchema = z.object({
  accountNumber: AccountNumberSchema,
  /** The parent-bank account the money moves through. */
  bankAccount: BankAccountSchema,
  fullName: PersonNameSchema,
  phone: VietnamesePhoneSchema,
  email: EmailSchema,
});
export type BondCustomerInput = z.input<typeof BondCustomerSchema>;

/** The figures the page showed; the server recomputes them and compares. */
export const BondFiguresSchema = z.object({
  unitPriceVnd: Vnd,
  valueVnd: Vnd,
  feeVnd: Vnd,
  paymentVnd: Vnd,
  ytm: z.number(),
  irr: z.number().nullable(),
  profitVnd: Vnd.nullable(),
});
export type BondFigures = z.infer<typeof BondFiguresSchema>;

/** `POST bonds/account-otp`: a visitor proves the account number with a code to its phone. */
export const BondOtpRequestSchema = z.object({
  accountNumber: AccountNumberSchema,
  grecaptcha_token: RecaptchaTokenSchema,
});

/** `POST bonds/account-otp/verify`. */
export const BondOtpVerifySchema = z.object({
  accountNumber: AccountNumberSchema,
  otp: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(/^\d{6}$/, { error: 'otp_length' }),
  grecaptcha_token: RecaptchaTokenSchema,
});

export const BondOtpSentSchema = z.object({
  phoneMasked: z.string(),
  expiresAt: z.string(),
  resendAt: z.string(),
});

/** A signed confirmation of the account number, carried by the registration. */
export const BondConfirmationSchema = z.object({
  confirmation: z.string(),
  expiresAt: z.string(),
});

/** `POST bonds/registrations`. */
export const BondRegistrationBodySchema = BondOrderSchema.extend({
  customer: BondCustomerSchema,
  /** Required true when the product is for professional investors only. */
  professionalInvestor: z.boolean().default(false),
  figures: BondFiguresSchema,
  /** A visitor: the token of `account-otp/verify`. A logged-in customer sends none. */
  confirmation: z.string().max(2000).optional(),
  grecaptcha_token: RecaptchaTokenSchema,
});
export type BondRegistrationInput = z.input<typeof BondRegistrationBodySchema>;
export type BondRegistrationBody = z.output<typeof BondRegistrationBodySchema>;

export const BondCashFlowSchema = z.object({
  date: z.string(),
  kind: z.enum(['payment', 'coupon', 'principal', 'sale']),
  amountVnd: Vnd,
});

/** The booked registration: the completion page and the e-mailed PDF show these figures. */
export const BondRegistrationSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  productCode: z.string(),
  productName: z.string(),
  side: BondSideSchema,
  holding: BondHoldingSchema,
  quantity: z.number().int(),
  registrationDate: z.string(),
  settlementDate: z.string(),
  exitDate: z.string(),
  holdingDays: z.number().int(),
  unitPriceVnd: Vnd,
  valueVnd: Vnd,
  feeVnd: Vnd,
  paymentVnd: Vnd,
  saleUnitPriceVnd: Vnd.nullable(),
  ytm: z.number(),
  irr: z.number().nullable(),
  profitVnd: Vnd.nullable(),
  cashFlows: z.array(BondCashFlowSchema),
  customer: z.object({
    accountNumber: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneMasked: z.string(),
  }),
  /** `GET bonds/registrations/{reference}/summary.pdf?token=`: the PDF of this registration. */
  summaryUrl: z.string(),
});
export type BondRegistration = z.infer<typeof BondRegistrationSchema>;

/** The error codes of the flow (with those of BondOrderErrorCode in bonds/terms.ts). */
export const BOND_ERROR_CODES = [
  'bond_not_found',
  'bond_sold_out',
  'bond_quote_changed',
  'bond_professional_required',
  'bond_confirmation_required',
  'bond_confirmation_invalid',
  'bond_account_mismatch',
  'account_not_found',
  'feature_disabled',
] as const;

/**
 * The 409 body of `POST bonds/registrations`: the error envelope plus what the page needs to
 * recover without losing the input: `figures` (the server's fresh figures, with
 * `bond_quote_changed`) or `remaining` (the quantity left, with `bond_sold_out`).
 */
export const BondConflictBodySchema = z.object({
  errors: z.array(ApiErrorSchema).min(1),
  figures: BondFiguresSchema.optional(),
  remaining: z.number().int().min(0).optional(),
});
export type BondConflictBody = z.infer<typeof BondConflictBodySchema>;
