import { z } from 'zod';
import { EKYC_STEPS, type EkycDocumentKind } from '../validation/ekyc/codes';
import { ContractTextSchema } from '../validation/ekyc/schemas';
import type { ApiClient, ApiLocale, BlobResult, FormRequestOptions } from './client';
import { fileNameFromDisposition } from './client';
import { ApiRequestError, RequestCanceled, parseRetryAfter } from './errors';
import { parseErrorBody } from './errorBody';

/** The case's secret on every call but the anonymous ones (docs/ekyc.md "API"). */
export const EKYC_TOKEN_HEADER = 'X-Ekyc-Token';

const BASE = 'ekyc-open-account';
const seg = encodeURIComponent;

// Answers of docs/ekyc.md. Optional parts come as absent or null depending on the serialiser;
// both mean "not yet".
const StepSchema = z.enum(EKYC_STEPS);
const VerifiedSchema = z.object({
  status: z.literal('verified'),
  checkedAt: z.string().nullish(),
});

export const EkycCaseCreatedSchema = z.object({
  uuid: z.string().min(1),
  token: z.string().min(1),
  step: StepSchema,
  expiresAt: z.string(),
});
export type EkycCaseCreated = z.infer<typeof EkycCaseCreatedSchema>;

export const EkycOtpStateSchema = z.object({
  phoneMasked: z.string(),
  expiresAt: z.string(),
  resendAt: z.string(),
  attemptsLeft: z.number().int().nullish(),
});
export type EkycOtpState = z.infer<typeof EkycOtpStateSchema>;

export const EkycCompletionSchema = z.object({
  variant: z.enum(['opened', 'review']),
  customerId: z.string(),
  accountNumber: z.string().nullable(),
  signWithinDays: z.number().int(),
  appUrl: z.string(),
});
export type EkycCompletion = z.infer<typeof EkycCompletionSchema>;

/** What the card's QR code and print gave the vendor (front/back answers), for the customer to see. */
export const EkycCardFieldsSchema = z.looseObject({
  idCode: z.string().nullish(),
  oldId: z.string().nullish(),
  fullName: z.string().nullish(),
  dateOfBirth: z.string().nullish(),
  gender: z.string().nullish(),
  address: z.string().nullish(),
  idDate: z.string().nullish(),
  /** The expiry by the milestone rule; null: the card does not expire (issued at 58 or older). */
  idExpiry: z.string().nullish(),
});
export type EkycCardFields = z.infer<typeof EkycCardFieldsSchema>;

/** The agreement as text (shared with the API's answer schema). */
export const EkycContractTextSchema = ContractTextSchema;
export type EkycContractText = z.infer<typeof EkycContractTextSchema>;

/** The contact step as stored: what a resumed case shows of the customer. */
const ContactSummarySchema = z.looseObject({
  fullName: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});

export const EkycCaseSchema = z.object({
  uuid: z.string(),
  step: StepSchema,
  expiresAt: z.string(),
  contact: ContactSummarySchema.nullish(),
  registration: z.record(z.string(), z.unknown()).nullish(),
  documents: z
    .object({
      // The front carries what its QR code gave, for a resumed case to show again.
      front: VerifiedSchema.extend({ fields: EkycCardFieldsSchema.nullish() }).nullish(),
      back: VerifiedSchema.nullish(),
      signature: VerifiedSchema.nullish(),
    })
    .nullish()
    .transform((documents) => documents ?? {}),
  face: VerifiedSchema.extend({ score: z.number().nullish() }).nullish(),
  otp: EkycOtpStateSchema.nullish(),
  completion: EkycCompletionSchema.nullish(),
});
export type EkycCase = z.infer<typeof EkycCaseSchema>;

export const EkycStepAnswerSchema = z.object({ step: StepSchema });
export type EkycStepAnswer = z.infer<typeof EkycStepAnswerSchema>;

export const EkycDocumentResultSchema = z.object({
  status: z.literal('verified'),
  fields: EkycCardFieldsSchema.nullish(),
  step: StepSchema,
});
export type EkycDocumentResult = z.infer<typeof EkycDocumentResultSchema>;

export const EkycFaceResultSchema = z.object({
  status: z.literal('verified'),
  score: z.number().nullish(),
  step: StepSchema,
});
export type EkycFaceResult = z.infer<typeof EkycFaceResultSchema>;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

export const EkycLocationsSchema = z.object({
  regions: z.array(CodeNameSchema),
  branches: z.array(CodeNameSchema.extend({ region: z.string(), address: z.string().nullish() })),
  brokers: z.array(CodeNameSchema.extend({ branch: z.string() })),
});
export type EkycLocations = z.infer<typeof EkycLocationsSchema>;

export const EkycOptionsSchema = z.object({
  servicePacks: z.array(
    CodeNameSchema.extend({
      /** %/year (spec §9). */
      interestRate: z.number(),
      /** % of the trade value. */
      fee: z.number(),
      description: z.string().nullish(),
    }),
  ),
  banks: z.array(CodeNameSchema),
  referralChannels: z.array(CodeNameSchema),
});
export type EkycOptions = z.infer<typeof EkycOptionsSchema>;

export const EkycOtpSentSchema = z.object({
  phoneMasked: z.string(),
  expiresAt: z.string(),
  resendAt: z.string(),
  attemptsLeft: z.number().int().nullish(),
});
export type EkycOtpSent = z.infer<typeof EkycOtpSentSchema>;

export const EkycCompletedSchema = z.object({
  step: StepSchema,
  completion: EkycCompletionSchema,
});
export type EkycCompleted = z.infer<typeof EkycCompletedSchema>;

export const EkycHandoffSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type EkycHandoff = z.infer<typeof EkycHandoffSchema>;

export const EkycRedeemedSchema = z.object({
  uuid: z.string().min(1),
  token: z.string().min(1),
  step: StepSchema,
});
export type EkycRedeemed = z.infer<typeof EkycRedeemedSchema>;

/** A step's body as the shared schemas give it (validated before it is sent). */
export type EkycBody = { uuid: string } & Record<string, unknown>;

export interface EkycUpload {
  uuid: string;
  file: Blob;
}

/** The spec §7 form of the OTP calls; a null token is left out (no reCAPTCHA key). */
export interface EkycOtpForm {
  uuid: string;
  grecaptcha_token: string | null;
}

export interface EkycCallOptions {
  signal?: AbortSignal;
}

export interface EkycFileOptions extends EkycCallOptions {
  /** The language of the document (the contract is written in it). */
  locale: ApiLocale;
}

export interface EkycApiOptions {
  /** The file GETs (contract PDF, stored photos) go through fetch: tests pass their own. */
  fetch?: typeof fetch;
  /** Default `/api/v1`, the client's. */
  baseURL?: string;
}

/**
 * The eKYC account opening endpoints of docs/ekyc.md. Every call goes out without the
 * customer's bearer token (the case's own token is its only credential, and a stale customer
 * token must not end a session from here); errors are the client's ApiRequestError with the
 * design §5 envelope (code, field, message).
 */
export function createEkycApi(client: ApiClient, options: EkycApiOptions = {}) {
  const baseURL = options.baseURL ?? '/api/v1';
  const withToken = (token: string, call: EkycCallOptions = {}) => ({
    bearer: null,
    headers: { [EKYC_TOKEN_HEADER]: token },
    ...(call.signal ? { signal: call.signal } : {}),
  });
  const anonymous = (call: EkycCallOptions = {}) => ({
    bearer: null,
    ...(call.signal ? { signal: call.signal } : {}),
  });

  /**
   * A GET answered by a file. The client reads JSON envelopes and POSTed files only, so this
   * one call uses fetch, with the same error type as every other call.
   */
  async function getFile(path: string, token: string, call: EkycFileOptions): Promise<BlobResult> {
    const fetchImpl = options.fetch ?? fetch;
    const url = `${baseURL}/${path}?locale=${seg(call.locale)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'GET',
        credentials: 'same-origin',
        headers: {
          [EKYC_TOKEN_HEADER]: token,
          Accept: 'application/pdf, image/*, application/json',
        },
        ...(call.signal ? { signal: call.signal } : {}),
      });
    } catch (error) {
      if (call.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
        throw new RequestCanceled(path);
      throw error;
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      const retryAfter = parseRetryAfter(response.headers.get('Retry-After') ?? undefined);
      throw new ApiRequestError({
        status: response.status,
        errors: parseErrorBody(body),
        url: path,
        ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
      });
    }
    // Read through the page, not drained straight into a Blob: Chromium's DevTools protocol (and
    // so Playwright's `response.body()`) sees no bytes of a response read with `blob()`.
    const bytes = await response.arrayBuffer();
    return {
      blob: new Blob([bytes], {
        type: response.headers.get('Content-Type') ?? 'application/octet-stream',
      }),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
  }

  return {
    /** `POST generate-uuid`: a new case at `contact_info`, with its token. */
    generateUuid(
      body: { grecaptcha_token?: string | null },
      call?: EkycCallOptions,
    ): Promise<EkycCaseCreated> {
      const payload = body.grecaptcha_token ? { grecaptcha_token: body.grecaptcha_token } : {};
      return client.postData(
        `${BASE}/generate-uuid`,
        payload,
        EkycCaseCreatedSchema,
        anonymous(call),
      );
    },

    /** `GET steps/{uuid}`: where the case stands; 404 ekyc_case_not_found when it is gone. */
    getCase(uuid: string, token: string, call?: EkycCallOptions): Promise<EkycCase> {
      return client.getData(`${BASE}/steps/${seg(uuid)}`, EkycCaseSchema, withToken(token, call));
    },

    /** `POST contact-info`: 422 with the fraud codes on `idCode`/`dateOfBirth`/`idDate`. */
    submitContactInfo(
      body: EkycBody,
      token: string,
      call?: EkycCallOptions,
    ): Promise<EkycStepAnswer> {
      return client.postData(
        `${BASE}/contact-info`,
        body,
        EkycStepAnswerSchema,
        withToken(token, call),
      );
    },

    /** `POST documents/{kind}`: 413/415/422 with the document code. */
    uploadDocument(
      kind: EkycDocumentKind,
      upload: EkycUpload,
      token: string,
      call: Pick<FormRequestOptions, 'signal' | 'onUploadProgress'> = {},
    ): Promise<EkycDocumentResult> {
      return client.postForm(
        `${BASE}/documents/${seg(kind)}`,
        { uuid: upload.uuid, file: upload.file },
        EkycDocumentResultSchema,
        {
          ...withToken(token, call),
          ...(call.onUploadProgress ? { onUploadProgress: call.onUploadProgress } : {}),
        },
      );
    },

    /** `POST face-video`: 413/415/422 with the face code. */
    uploadFaceVideo(
      upload: EkycUpload,
      token: string,
      call: Pick<FormRequestOptions, 'signal' | 'onUploadProgress'> = {},
    ): Promise<EkycFaceResult> {
      return client.postForm(
        `${BASE}/face-video`,
        { uuid: upload.uuid, file: upload.file },
        EkycFaceResultSchema,
        {
          ...withToken(token, call),
          ...(call.onUploadProgress ? { onUploadProgress: call.onUploadProgress } : {}),
        },
      );
    },

    /** `POST general-info`: the registration form and the US-related declarations. */
    submitGeneralInfo(
      body: EkycBody,
      token: string,
      call?: EkycCallOptions,
    ): Promise<EkycStepAnswer> {
      return client.postData(
        `${BASE}/general-info`,
        body,
        EkycStepAnswerSchema,
        withToken(token, call),
      );
    },

    /** `GET ekyc-locations`: regions, branches, brokers. */
    getLocations(call?: EkycCallOptions): Promise<EkycLocations> {
      return client.getData(`${BASE}/ekyc-locations`, EkycLocationsSchema, anonymous(call));
    },

    /** `GET options`: service packs, banks, referral channels. */
    getOptions(call?: EkycCallOptions): Promise<EkycOptions> {
      return client.getData(`${BASE}/options`, EkycOptionsSchema, anonymous(call));
    },

    /** `POST request-otp` (form). */
    requestOtp(form: EkycOtpForm, token: string, call?: EkycCallOptions): Promise<EkycOtpSent> {
      return client.postForm(
        `${BASE}/request-otp`,
        { ...form },
        EkycOtpSentSchema,
        withToken(token, call),
      );
    },

    /** `POST resend-otp` (form): 429 otp_resend_too_soon + Retry-After inside the countdown. */
    resendOtp(form: EkycOtpForm, token: string, call?: EkycCallOptions): Promise<EkycOtpSent> {
      return client.postForm(
        `${BASE}/resend-otp`,
        { ...form },
        EkycOtpSentSchema,
        withToken(token, call),
      );
    },

    /** `POST verify-otp` (form): otp_invalid, otp_expired, otp_not_found, otp_attempts_exceeded. */
    verifyOtp(
      form: EkycOtpForm & { otp: string },
      token: string,
      call?: EkycCallOptions,
    ): Promise<EkycStepAnswer> {
      return client.postForm(
        `${BASE}/verify-otp`,
        { ...form },
        EkycStepAnswerSchema,
        withToken(token, call),
      );
    },

    /** `GET contract/{uuid}`: the PDF contract with the customer's data. */
    getContract(uuid: string, token: string, call: EkycFileOptions): Promise<BlobResult> {
      return getFile(`${BASE}/contract/${seg(uuid)}`, token, call);
    },

    /** `GET contract/{uuid}/text`: the same agreement as text blocks, to read in the page. */
    getContractText(
      uuid: string,
      token: string,
      call?: EkycCallOptions,
    ): Promise<EkycContractText> {
      return client.getData(
        `${BASE}/contract/${seg(uuid)}/text`,
        EkycContractTextSchema,
        withToken(token, call),
      );
    },

    /** `POST contract-confirm`: the completion (opened with an account number, or review). */
    confirmContract(
      body: { uuid: string; agreed: boolean },
      token: string,
      call?: EkycCallOptions,
    ): Promise<EkycCompleted> {
      return client.postData(
        `${BASE}/contract-confirm`,
        body,
        EkycCompletedSchema,
        withToken(token, call),
      );
    },

    /** `GET files/{uuid}/{kind}`: a stored photo of the case. */
    getFile(
      uuid: string,
      kind: EkycDocumentKind,
      token: string,
      call: EkycFileOptions,
    ): Promise<BlobResult> {
      return getFile(`${BASE}/files/${seg(uuid)}/${seg(kind)}`, token, call);
    },

    /** `POST handoff`: a short-lived link to go on with this case on a phone. */
    createHandoff(uuid: string, token: string, call?: EkycCallOptions): Promise<EkycHandoff> {
      return client.postData(
        `${BASE}/handoff`,
        { uuid },
        EkycHandoffSchema,
        withToken(token, call),
      );
    },

    /** `POST handoff/redeem` (single use): the case's uuid and a token for this device. */
    redeemHandoff(code: string, call?: EkycCallOptions): Promise<EkycRedeemed> {
      return client.postData(
        `${BASE}/handoff/redeem`,
        { code },
        EkycRedeemedSchema,
        anonymous(call),
      );
    },
  };
}

export type EkycApi = ReturnType<typeof createEkycApi>;
