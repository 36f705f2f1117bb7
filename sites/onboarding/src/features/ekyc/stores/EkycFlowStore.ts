import { makeAutoObservable, observableRef, runInAction } from 'mobx';
// Types only: the API module and its zod schemas load with the first call (lazyApi in RootStore).
import type {
  EkycApi,
  EkycCardFields,
  EkycCase,
  EkycCompletion,
  EkycContractText,
  EkycHandoff,
  EkycLocations,
  EkycOptions,
  EkycOtpSent,
  EkycOtpState,
} from '@brokerage/shared/api/ekycApi.ts';
import { isApiRequestError, isRequestCanceled } from '@brokerage/shared/api/errors.ts';
import { readJson, writeJson, type KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  EKYC_CASE_CODES,
  EKYC_DOCUMENT_KINDS,
  EKYC_STEPS,
  type EkycDocumentKind,
  type EkycStepName,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import { parseInstant, secondsUntil } from '@brokerage/shared/format/countdown.ts';

/**
 * The case in progress (spec §4 "registration key and step in local storage"): its uuid, its
 * secret and the step last seen. The server stays the source of truth; the step is only what a
 * returning visitor is told before the server has answered.
 */
export const EKYC_CASE_KEY = 'X_EKYC_CASE';

export interface StoredCase {
  uuid: string;
  token: string;
  step: EkycStepName;
}

const isStep = (value: unknown): value is EkycStepName =>
  typeof value === 'string' && (EKYC_STEPS as readonly string[]).includes(value);

// A hand-written check: this store is created at start-up, before zod has loaded.
const StoredCaseCheck = {
  safeParse(value: unknown): { success: true; data: StoredCase } | { success: false } {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { uuid, token, step } = value as Record<string, unknown>;
    return typeof uuid === 'string' && uuid && typeof token === 'string' && token && isStep(step)
      ? { success: true, data: { uuid, token, step } }
      : { success: false };
  },
};

/** An error of the design §5 envelope, kept by code so the page can word it per field. */
export interface FlowError {
  code: string;
  /** The server's own sentence (already in the page's language), shown when the page has none. */
  message: string;
  /** Seconds to wait, from `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
}

/** The steps at which the contact details may still be corrected (the API's rule). */
const CONTACT_EDITABLE_AT: readonly EkycStepName[] = [
  'id_documents',
  'face_video',
  'registration',
  'otp',
];

/** What a step's submit came to: moved on, a field to correct, a failure to retry, or a gone case. */
export type SubmitOutcome = 'ok' | 'invalid' | 'failed' | 'expired';

export type UploadStatus = 'empty' | 'uploading' | 'verified' | 'failed';

export interface UploadSlot {
  status: UploadStatus;
  /** 0–1 while the file goes up. */
  progress: number;
  error: FlowError | null;
  /** An object URL of the picture (the one just taken, or the stored one of a resumed case). */
  previewUrl: string | null;
}

/** Why the flow went back to its start or moved on its own: the page says so once. */
export type FlowNotice = 'caseExpired' | 'stepMoved' | 'handoffInvalid' | 'handoffRedeemed';

interface OtpCountdown {
  phoneMasked: string;
  expiresAt: number | null;
  resendAt: number | null;
  attemptsLeft: number | null;
}

/** The failure of a network error or a broken answer, with no code from the server. */
const UNKNOWN_ERROR: FlowError = { code: 'internal_error', message: '' };

export interface EkycFlowStoreOptions {
  api: EkycApi;
  /** Local storage (tests pass a memory one). */
  storage: KeyValueStorage;
  /** The reCAPTCHA token of the guarded calls (generate-uuid, OTP), or null without a key. */
  getRecaptchaToken?: () => Promise<string | null>;
  /** The page's language: the contract PDF is written in it. */
  getLocale: () => Locale;
  /** Epoch ms; the countdowns read it through `tick()`. */
  clock?: () => number;
  /** Object URLs for the pictures and the PDF (tests pass fakes: jsdom has none). */
  objectUrls?: { create(blob: Blob): string; revoke(url: string): void };
}

const emptySlot = (): UploadSlot => ({
  status: 'empty',
  progress: 0,
  error: null,
  previewUrl: null,
});

const browserObjectUrls = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/**
 * The eKYC account opening (docs/ekyc.md): the case in local storage, its step from the server,
 * each step's submit with the server's errors mapped onto fields, the uploads, the OTP countdown,
 * the contract and the hand-off to a phone. What the customer typed lives in the forms, which
 * this store never resets: a failed submit only sets errors.
 */
export class EkycFlowStore {
  uuid: string | null = null;
  token: string | null = null;
  /** The server's step for the case; null without a case. */
  step: EkycStepName | null = null;
  /** `steps/{uuid}` as last read. */
  caseState: EkycCase | null = null;
  /** Whether the stored case has been checked with the server (after `restore`). */
  restored = false;
  restoring = false;
  /** The customer is inside the flow (the step screens), not on the intro. */
  active = false;
  notice: FlowNotice | null = null;

  starting = false;
  submitting = false;
  /** The last failure no field of the form could show. */
  formError: FlowError | null = null;
  /** The server's errors by form field (`idCode`, `us.citizen`…). */
  fieldErrors: Record<string, FlowError> = {};
  /** The step form has been typed in (leaving then asks first). */
  dirty = false;

  documents: Record<EkycDocumentKind, UploadSlot> = {
    front: emptySlot(),
    back: emptySlot(),
    signature: emptySlot(),
  };
  /** What the vendor read from the card (QR and print), merged over the front and back answers. */
  cardFields: EkycCardFields | null = null;
  face: UploadSlot & { score: number | null } = { ...emptySlot(), score: null };
  /**
   * A step whose screen stays up after the server moved on, until the customer continues: the
   * verified pictures and the card's fields are worth a look before the next step.
   */
  held: EkycStepName | null = null;

  otp: OtpCountdown | null = null;
  otpSending = false;
  /** Epoch ms of the last `tick()`: the countdowns are computed from it. */
  now: number;

  locations: EkycLocations | null = null;
  options: EkycOptions | null = null;
  listsLoading = false;
  listsError: FlowError | null = null;

  contractUrl: string | null = null;
  contractFileName: string | null = null;
  /** The agreement as text, shown in the page (every browser, with or without a PDF viewer). */
  contractText: EkycContractText | null = null;
  contractLoading = false;
  contractError: FlowError | null = null;

  completion: EkycCompletion | null = null;

  handoff: EkycHandoff | null = null;
  handoffLoading = false;
  handoffError: FlowError | null = null;

  readonly #options: EkycFlowStoreOptions;
  readonly #clock: () => number;
  readonly #urls: NonNullable<EkycFlowStoreOptions['objectUrls']>;

  constructor(options: EkycFlowStoreOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
    this.#urls = options.objectUrls ?? browserObjectUrls;
    this.now = this.#clock();
    makeAutoObservable(
      this,
      {
        // Replaced whole with every answer: no deep observable copies.
        caseState: observableRef,
        unsentFace: observableRef,
        contractText: observableRef,
        fieldErrors: observableRef,
        cardFields: observableRef,
        locations: observableRef,
        options: observableRef,
        completion: observableRef,
        handoff: observableRef,
        otp: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- derived -------------------------------------------------------------------------------

  get hasCase(): boolean {
    return this.uuid !== null && this.token !== null;
  }

  /** The screen shown: a held step, else the server's. */
  get screen(): EkycStepName | null {
    return this.held ?? this.step;
  }

  /** Zero-based position of the screen among the seven steps (-1 without a case). */
  get stepIndex(): number {
    return this.screen ? EKYC_STEPS.indexOf(this.screen) : -1;
  }

  get completed(): boolean {
    return this.step === 'completed';
  }

  /**
   * Leaving now loses something (spec §2, §8): inside the flow, not finished, and past the
   * first step or with the first form typed in.
   */
  get inProgress(): boolean {
    return this.active && this.hasCase && !this.completed && (this.stepIndex > 0 || this.dirty);
  }

  get documentsVerified(): boolean {
    return EKYC_DOCUMENT_KINDS.every((kind) => this.documents[kind].status === 'verified');
  }

  get otpSecondsLeft(): number {
    return secondsUntil(this.otp?.expiresAt ?? null, this.now);
  }

  get resendSecondsLeft(): number {
    return secondsUntil(this.otp?.resendAt ?? null, this.now);
  }

  get otpExpired(): boolean {
    return this.otp !== null && this.otpSecondsLeft === 0;
  }

  get canResendOtp(): boolean {
    return this.otp !== null && this.resendSecondsLeft === 0 && !this.otpSending;
  }

  get otpAttemptsExhausted(): boolean {
    return this.otp?.attemptsLeft === 0;
  }

  // ---- the case ------------------------------------------------------------------------------

  /**
   * On the page's first mount (never on the server: the stored case is this browser's): a
   * hand-off code from the URL takes over the case it names; otherwise a stored case is checked
   * with the server. Nothing is shown as resumable until the server has answered.
   */
  async restore({ handoffCode }: { handoffCode?: string | null } = {}): Promise<void> {
    if (this.restoring) return;
    this.restoring = true;
    try {
      if (handoffCode) {
        try {
          const redeemed = await this.#options.api.redeemHandoff(handoffCode);
          runInAction(() => {
            this.#resetCase();
            this.#saveCase({ uuid: redeemed.uuid, token: redeemed.token, step: redeemed.step });
            this.notice = 'handoffRedeemed';
            this.active = true;
          });
        } catch (error) {
          if (isRequestCanceled(error)) return;
          runInAction(() => {
            this.notice = 'handoffInvalid';
          });
        }
      }
      const stored = this.uuid
        ? null
        : readJson(this.#options.storage, EKYC_CASE_KEY, StoredCaseCheck);
      if (stored) {
        runInAction(() => {
          this.uuid = stored.uuid;
          this.token = stored.token;
          this.step = stored.step;
        });
      }
      if (this.hasCase) await this.#reload();
    } finally {
      runInAction(() => {
        this.restoring = false;
        this.restored = true;
      });
    }
  }

  /** "Bắt đầu mở tài khoản": a new case (any earlier one is forgotten). */
  async start(): Promise<SubmitOutcome> {
    if (this.starting) return 'failed';
    this.starting = true;
    this.formError = null;
    try {
      const token = await this.#recaptcha();
      const created = await this.#options.api.generateUuid({ grecaptcha_token: token });
      runInAction(() => {
        this.#resetCase();
        this.#saveCase({ uuid: created.uuid, token: created.token, step: created.step });
        this.notice = null;
        this.active = true;
      });
      return 'ok';
    } catch (error) {
      return this.#fail(error, []);
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** "Tiếp tục": back into the flow at the server's step. */
  continueCase(): void {
    if (!this.hasCase) return;
    this.notice = null;
    this.active = true;
  }

  /** "Bắt đầu lại": forget the stored case (it expires on the server) and open a new one. */
  startOver(): Promise<SubmitOutcome> {
    this.forgetCase();
    return this.start();
  }

  /** Drops the case from this browser; the intro is shown again. */
  forgetCase(): void {
    this.#resetCase();
    this.#options.storage.removeItem(EKYC_CASE_KEY);
    this.active = false;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  setDirty(dirty: boolean): void {
    this.dirty = dirty;
  }

  /** Clears the form-level failure and one field's server error as the customer edits. */
  clearError(field?: string): void {
    this.formError = null;
    if (field && field in this.fieldErrors) {
      const { [field]: _cleared, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  /** The next screen after a held one. */
  continueToNext(): void {
    this.held = null;
  }

  /**
   * The contact step shown again to correct it, from a later step before the OTP is verified
   * (docs/ekyc.md "Going back"): a mistyped phone, or the card's QR not matching what was typed.
   */
  get editingContact(): boolean {
    return this.held === 'contact_info' && this.step !== 'contact_info';
  }

  /** Whether the contact details may still be corrected (the API takes them until the OTP). */
  get canEditContact(): boolean {
    return this.step !== null && CONTACT_EDITABLE_AT.includes(this.step);
  }

  /**
   * "Sửa thông tin đăng ký": back to the contact step, with what the server holds of it (read
   * again first: the form starts from it).
   */
  async editContact(): Promise<void> {
    if (!this.canEditContact) return;
    await this.#reload();
    runInAction(() => {
      if (!this.canEditContact) return;
      this.formError = null;
      this.fieldErrors = {};
      this.held = 'contact_info';
    });
  }

  /** Back to the step the case is at, nothing changed. */
  cancelEditContact(): void {
    if (!this.editingContact) return;
    this.formError = null;
    this.fieldErrors = {};
    this.dirty = false;
    this.held = null;
  }

  // ---- steps ---------------------------------------------------------------------------------

  /**
   * `contact-info` with the step's values (validated by the shared schema before). A correction
   * goes back to where the server says the case is: the same step, or the photos again when
   * the identity changed; a changed phone needs a new code.
   */
  async submitContactInfo(values: Record<string, unknown>): Promise<SubmitOutcome> {
    const editing = this.editingContact;
    const outcome = await this.#submit(values, (api, uuid, token) =>
      api.submitContactInfo({ ...values, uuid }, token),
    );
    if (outcome === 'ok' && editing) {
      runInAction(() => {
        this.held = null;
        this.otp = null;
        // Another identity: the server dropped the photos, the card and the face video.
        if (this.step === 'id_documents') this.#dropIdentity();
      });
      await this.#reload();
    }
    return outcome;
  }

  /** `general-info`: the registration form and the US-related declarations. */
  submitRegistration(values: Record<string, unknown>): Promise<SubmitOutcome> {
    return this.#submit(values, (api, uuid, token) =>
      api.submitGeneralInfo({ ...values, uuid }, token),
    );
  }

  /** One picture of the identity step; a failure stays on its slot and the others keep theirs. */
  async uploadDocument(kind: EkycDocumentKind, file: File): Promise<SubmitOutcome> {
    const { uuid, token } = this;
    if (!uuid || !token || this.documents[kind].status === 'uploading') return 'failed';
    this.#setSlot(kind, {
      status: 'uploading',
      progress: 0,
      error: null,
      previewUrl: this.#preview(kind, file),
    });
    try {
      const result = await this.#options.api.uploadDocument(kind, { uuid, file }, token, {
        onUploadProgress: (fraction) => this.#progress(kind, fraction),
      });
      runInAction(() => {
        this.#setSlot(kind, {
          ...this.documents[kind],
          status: 'verified',
          progress: 1,
          error: null,
        });
        if (result.fields) this.cardFields = { ...this.cardFields, ...result.fields };
        this.#moveTo(result.step, 'id_documents');
      });
      return 'ok';
    } catch (error) {
      const outcome = this.#classify(error);
      if (outcome.outcome === 'expired') return 'expired';
      if (outcome.outcome === 'canceled') return 'failed';
      runInAction(() => {
        this.#setSlot(kind, {
          ...this.documents[kind],
          status: 'failed',
          progress: 0,
          error: outcome.error ?? UNKNOWN_ERROR,
        });
      });
      return 'failed';
    }
  }

  /** "Chụp lại": this slot only, the others stay verified. */
  retakeDocument(kind: EkycDocumentKind): void {
    const url = this.documents[kind].previewUrl;
    if (url) this.#urls.revoke(url);
    this.#setSlot(kind, emptySlot());
  }

  /** The pictures, the card's fields and the face video, gone with a changed identity. */
  #dropIdentity(): void {
    for (const kind of EKYC_DOCUMENT_KINDS) this.retakeDocument(kind);
    this.cardFields = null;
    this.face = { ...emptySlot(), score: null };
    this.unsentFace = null;
  }

  /** Loads the stored pictures of a resumed case for its verified slots. */
  async loadDocumentPreviews(): Promise<void> {
    const { uuid, token } = this;
    if (!uuid || !token) return;
    const locale = this.#options.getLocale();
    await Promise.all(
      EKYC_DOCUMENT_KINDS.filter(
        (kind) => this.documents[kind].status === 'verified' && !this.documents[kind].previewUrl,
      ).map(async (kind) => {
        try {
          const { blob } = await this.#options.api.getFile(uuid, kind, token, { locale });
          runInAction(() => {
            if (this.uuid !== uuid || this.documents[kind].previewUrl) return;
            this.#setSlot(kind, { ...this.documents[kind], previewUrl: this.#urls.create(blob) });
          });
        } catch {
          // A missing thumbnail is no reason to stop: the slot still says "verified".
        }
      }),
    );
  }

  /**
   * The face video when it failed for the service's sake (busy, unavailable, offline): it can be
   * sent again as it is (`resendFace`) instead of recorded again.
   */
  unsentFace: File | null = null;

  /** The face video; a failure can be recorded again, or sent again when it was the service's. */
  async uploadFaceVideo(file: File): Promise<SubmitOutcome> {
    const { uuid, token } = this;
    if (!uuid || !token || this.face.status === 'uploading') return 'failed';
    this.face = { ...emptySlot(), status: 'uploading', score: null };
    this.unsentFace = null;
    try {
      const result = await this.#options.api.uploadFaceVideo({ uuid, file }, token, {
        onUploadProgress: (fraction) =>
          runInAction(() => {
            if (this.face.status === 'uploading') this.face = { ...this.face, progress: fraction };
          }),
      });
      runInAction(() => {
        this.face = {
          ...emptySlot(),
          status: 'verified',
          progress: 1,
          score: result.score ?? null,
        };
        this.#moveTo(result.step, 'face_video');
      });
      return 'ok';
    } catch (error) {
      const outcome = this.#classify(error);
      if (outcome.outcome === 'expired') return 'expired';
      if (outcome.outcome === 'canceled') return 'failed';
      runInAction(() => {
        this.face = {
          ...emptySlot(),
          status: 'failed',
          error: outcome.error ?? UNKNOWN_ERROR,
          score: null,
        };
        if (outcome.transient) this.unsentFace = file;
      });
      return 'failed';
    }
  }

  /** "Gửi lại video": the same recording again, after the service's failure. */
  resendFace(): Promise<SubmitOutcome> {
    const file = this.unsentFace;
    return file ? this.uploadFaceVideo(file) : Promise.resolve('failed');
  }

  /** "Quay lại": record the face again after a failure. */
  retryFace(): void {
    this.face = { ...emptySlot(), score: null };
    this.unsentFace = null;
  }

  /** Regions, branches, brokers and the service packs, banks, referral channels; once. */
  loadRegistrationLists(): Promise<void> {
    if (this.locations && this.options) return Promise.resolve();
    return this.#load('lists', async () => {
      const [locations, options] = await Promise.all([
        this.#options.api.getLocations(),
        this.#options.api.getOptions(),
      ]);
      runInAction(() => {
        this.locations = locations;
        this.options = options;
      });
    });
  }

  // ---- OTP -----------------------------------------------------------------------------------

  /** Sends the first code on arriving at the OTP step, unless one is already running. */
  async ensureOtp(): Promise<void> {
    if (this.otp || this.otpSending) return;
    await this.#sendOtp('request');
  }

  async resendOtp(): Promise<SubmitOutcome> {
    if (!this.canResendOtp) return 'failed';
    return this.#sendOtp('resend');
  }

  async verifyOtp(code: string): Promise<SubmitOutcome> {
    const outcome = await this.#submit({ otp: code }, async (api, uuid, token) =>
      api.verifyOtp({ uuid, otp: code, grecaptcha_token: await this.#recaptcha() }, token),
    );
    if (outcome !== 'ok') {
      runInAction(() => {
        const error = this.fieldErrors.otp ?? this.formError;
        if (!this.otp || !error) return;
        if (error.code === 'otp_attempts_exceeded') this.otp = { ...this.otp, attemptsLeft: 0 };
        else if (error.code === 'otp_invalid' && this.otp.attemptsLeft !== null)
          this.otp = { ...this.otp, attemptsLeft: Math.max(0, this.otp.attemptsLeft - 1) };
        else if (error.code === 'otp_expired') this.otp = { ...this.otp, expiresAt: this.now };
        // No code on the server (never sent, or used up): a new one may be asked for at once.
        else if (error.code === 'otp_not_found')
          this.otp = { ...this.otp, expiresAt: this.now, resendAt: this.now };
      });
    }
    return outcome;
  }

  /** Moves the countdowns' clock; the OTP screen calls it every second. */
  tick(): void {
    this.now = this.#clock();
  }

  // ---- contract and completion ---------------------------------------------------------------

  /** The PDF with the customer's data, as an object URL for the inline viewer and the download. */
  loadContract(): Promise<void> {
    const { uuid, token } = this;
    if (!uuid || !token || (this.contractUrl && this.contractText)) return Promise.resolve();
    return this.#load('contract', async () => {
      const locale = this.#options.getLocale();
      const [{ blob, fileName }, text] = await Promise.all([
        this.#options.api.getContract(uuid, token, { locale }),
        this.#options.api.getContractText(uuid, token),
      ]);
      runInAction(() => {
        if (this.contractUrl) this.#urls.revoke(this.contractUrl);
        this.contractUrl = this.#urls.create(
          blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
        );
        this.contractFileName = fileName;
        this.contractText = text;
      });
    });
  }

  confirmContract(agreed: boolean): Promise<SubmitOutcome> {
    return this.#submit({ agreed }, async (api, uuid, token) => {
      const answer = await api.confirmContract({ uuid, agreed }, token);
      runInAction(() => {
        this.completion = answer.completion;
      });
      return answer;
    });
  }

  // ---- hand-off ------------------------------------------------------------------------------

  /** A short-lived link to this case for a phone (shown as a QR code). */
  createHandoff(): Promise<void> {
    const { uuid, token } = this;
    if (!uuid || !token) return Promise.resolve();
    return this.#load('handoff', async () => {
      const handoff = await this.#options.api.createHandoff(uuid, token);
      runInAction(() => {
        this.handoff = handoff;
      });
    });
  }

  // ---- internals -----------------------------------------------------------------------------

  /** A read beside the steps (lists, contract, hand-off): its own busy flag and failure. */
  async #load(key: 'lists' | 'contract' | 'handoff', work: () => Promise<void>): Promise<void> {
    const busy = `${key}Loading` as const;
    const failure = `${key}Error` as const;
    if (this[busy]) return;
    this[busy] = true;
    this[failure] = null;
    try {
      await work();
    } catch (error) {
      const outcome = this.#classify(error);
      if (outcome.outcome === 'canceled' || outcome.outcome === 'expired') return;
      runInAction(() => {
        this[failure] = outcome.error ?? UNKNOWN_ERROR;
      });
    } finally {
      runInAction(() => {
        this[busy] = false;
      });
    }
  }

  async #recaptcha(): Promise<string | null> {
    try {
      return (await this.#options.getRecaptchaToken?.()) ?? null;
    } catch {
      return null;
    }
  }

  /** Reads the case from the server and takes its step and state. */
  async #reload(): Promise<void> {
    const { uuid, token } = this;
    if (!uuid || !token) return;
    try {
      const state = await this.#options.api.getCase(uuid, token);
      runInAction(() => {
        if (this.uuid !== uuid) return;
        this.#applyCase(state);
      });
    } catch (error) {
      this.#fail(error, []);
    }
  }

  #applyCase(state: EkycCase): void {
    this.caseState = state;
    this.#setStep(state.step);
    for (const kind of EKYC_DOCUMENT_KINDS) {
      if (
        state.documents[kind]?.status === 'verified' &&
        this.documents[kind].status !== 'verified'
      )
        this.#setSlot(kind, {
          ...this.documents[kind],
          status: 'verified',
          progress: 1,
          error: null,
        });
    }
    const fields = state.documents.front?.fields;
    if (fields) this.cardFields = { ...fields, ...this.cardFields };
    if (state.face?.status === 'verified')
      this.face = {
        ...emptySlot(),
        status: 'verified',
        progress: 1,
        score: state.face.score ?? null,
      };
    if (state.otp) this.#takeOtp(state.otp);
    if (state.completion) this.completion = state.completion;
  }

  #takeOtp(sent: EkycOtpSent | EkycOtpState): void {
    this.otp = {
      phoneMasked: sent.phoneMasked,
      expiresAt: parseInstant(sent.expiresAt),
      resendAt: parseInstant(sent.resendAt),
      attemptsLeft: sent.attemptsLeft ?? this.otp?.attemptsLeft ?? null,
    };
    this.now = this.#clock();
  }

  async #sendOtp(kind: 'request' | 'resend'): Promise<SubmitOutcome> {
    const { uuid, token } = this;
    if (!uuid || !token) return 'failed';
    this.otpSending = true;
    this.formError = null;
    try {
      const form = { uuid, grecaptcha_token: await this.#recaptcha() };
      const api = this.#options.api;
      const sent =
        kind === 'request' ? await api.requestOtp(form, token) : await api.resendOtp(form, token);
      runInAction(() => {
        this.#takeOtp(sent);
        this.fieldErrors = {};
      });
      return 'ok';
    } catch (error) {
      if (isApiRequestError(error) && error.hasCode('otp_resend_too_soon')) {
        // The server's countdown wins over this clock's.
        const wait = error.retryAfterSeconds;
        runInAction(() => {
          this.now = this.#clock();
          if (this.otp && wait !== undefined)
            this.otp = { ...this.otp, resendAt: this.now + wait * 1000 };
        });
      }
      return this.#fail(error, []);
    } finally {
      runInAction(() => {
        this.otpSending = false;
      });
    }
  }

  /**
   * One step's request: the submitting flag, the server's next step, and on failure the errors
   * on the fields the form has (`values`' keys) or else on the form. The values are not touched.
   */
  async #submit(
    values: Record<string, unknown>,
    call: (api: EkycApi, uuid: string, token: string) => Promise<{ step: EkycStepName }>,
  ): Promise<SubmitOutcome> {
    const { uuid, token } = this;
    if (!uuid || !token || this.submitting) return 'failed';
    this.submitting = true;
    this.formError = null;
    this.fieldErrors = {};
    try {
      const answer = await call(this.#options.api, uuid, token);
      runInAction(() => {
        this.dirty = false;
        this.#setStep(answer.step);
      });
      return 'ok';
    } catch (error) {
      return this.#fail(error, Object.keys(values));
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** Sorts an error: a gone case, a step the server has moved past, or errors to show. */
  #classify(error: unknown): {
    outcome: 'canceled' | 'expired' | 'moved' | 'error';
    error?: FlowError;
    errors?: Array<FlowError & { field?: string }>;
    /** The service's failure, not the request's (offline, 5xx, 429): the same may succeed later. */
    transient?: boolean;
  } {
    if (isRequestCanceled(error)) return { outcome: 'canceled' };
    if (!isApiRequestError(error)) {
      console.error('[ekyc] request failed', error);
      return { outcome: 'error', error: UNKNOWN_ERROR, transient: true };
    }
    if (error.status === 404 && error.hasCode(EKYC_CASE_CODES.notFound)) {
      this.#expire();
      return {
        outcome: 'expired',
        error: { code: EKYC_CASE_CODES.notFound, message: error.message },
      };
    }
    if (error.status === 409 && error.hasCode(EKYC_CASE_CODES.stepNotAllowed)) {
      // The server is the source of truth: go to the step it says (another tab, a phone).
      runInAction(() => {
        this.notice = 'stepMoved';
      });
      void this.#reload();
      return { outcome: 'moved' };
    }
    const retry = error.retryAfterSeconds;
    const errors = error.errors.map((e) => ({
      code: e.code,
      message: e.message,
      ...(e.field ? { field: e.field } : {}),
      ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
    }));
    const first = errors[0] ?? {
      code: error.status >= 500 ? 'internal_error' : 'request_failed',
      message: '',
    };
    return {
      outcome: 'error',
      error: first,
      errors: errors.length ? errors : [first],
      transient: error.status >= 500 || error.status === 429,
    };
  }

  /** Records a failed request's errors; `visible` are the fields the form can show them on. */
  #fail(error: unknown, visible: readonly string[]): SubmitOutcome {
    const sorted = this.#classify(error);
    if (sorted.outcome === 'expired') return 'expired';
    if (sorted.outcome === 'canceled' || sorted.outcome === 'moved') return 'failed';
    const onFields: Record<string, FlowError> = {};
    let formError: FlowError | null = null;
    for (const { field, ...rest } of sorted.errors ?? []) {
      const root = field?.split('.')[0];
      if (field && root && visible.includes(root)) {
        if (!(field in onFields)) onFields[field] = rest;
      } else {
        formError ??= rest;
      }
    }
    runInAction(() => {
      this.fieldErrors = onFields;
      this.formError = formError;
    });
    return Object.keys(onFields).length > 0 ? 'invalid' : 'failed';
  }

  /** The case is gone on the server (404): forget it and start over with a notice. */
  #expire(): void {
    runInAction(() => {
      this.forgetCase();
      this.notice = 'caseExpired';
    });
  }

  /** After a step the server moved to `next`; `from` stays on screen until the customer goes on. */
  #moveTo(next: EkycStepName, from: EkycStepName): void {
    const moved = EKYC_STEPS.indexOf(next) > EKYC_STEPS.indexOf(from);
    if (moved && this.screen === from) this.held = from;
    this.#setStep(next);
  }

  #setStep(step: EkycStepName): void {
    this.step = step;
    if (this.held && EKYC_STEPS.indexOf(this.held) >= EKYC_STEPS.indexOf(step)) this.held = null;
    if (this.uuid && this.token) this.#saveCase({ uuid: this.uuid, token: this.token, step });
  }

  #saveCase(stored: StoredCase): void {
    this.uuid = stored.uuid;
    this.token = stored.token;
    this.step = stored.step;
    writeJson(this.#options.storage, EKYC_CASE_KEY, stored);
  }

  #setSlot(kind: EkycDocumentKind, slot: UploadSlot): void {
    this.documents = { ...this.documents, [kind]: slot };
  }

  #progress(kind: EkycDocumentKind, fraction: number): void {
    runInAction(() => {
      const slot = this.documents[kind];
      if (slot.status === 'uploading') this.#setSlot(kind, { ...slot, progress: fraction });
    });
  }

  #preview(kind: EkycDocumentKind, file: Blob): string | null {
    const old = this.documents[kind].previewUrl;
    if (old) this.#urls.revoke(old);
    try {
      return this.#urls.create(file);
    } catch {
      return null;
    }
  }

  #revokeUrls(): void {
    for (const kind of EKYC_DOCUMENT_KINDS) {
      const url = this.documents[kind].previewUrl;
      if (url) this.#urls.revoke(url);
    }
    if (this.contractUrl) this.#urls.revoke(this.contractUrl);
  }

  #resetCase(): void {
    this.#revokeUrls();
    this.uuid = null;
    this.token = null;
    this.step = null;
    this.caseState = null;
    this.formError = null;
    this.fieldErrors = {};
    this.dirty = false;
    this.documents = { front: emptySlot(), back: emptySlot(), signature: emptySlot() };
    this.cardFields = null;
    this.face = { ...emptySlot(), score: null };
    this.unsentFace = null;
    this.held = null;
    this.otp = null;
    this.contractUrl = null;
    this.contractFileName = null;
    this.contractText = null;
    this.contractError = null;
    this.completion = null;
    this.handoff = null;
    this.handoffError = null;
  }
}
