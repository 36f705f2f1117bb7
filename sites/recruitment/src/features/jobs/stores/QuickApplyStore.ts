import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { JoinSubmissionFields, RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  RECRUITMENT_ERROR_CODES,
  RECRUITMENT_LIMITS,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import type { Category } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** The quick application's fields, as the API names them. */
export const QUICK_APPLY_FIELDS = [
  'name',
  'date_of_birth',
  'email',
  'phone',
  'gender',
  'hometown',
  'position_id',
  'cv_file',
] as const;
export type QuickApplyField = (typeof QUICK_APPLY_FIELDS)[number];

/** A code to word (`jobs.apply.errors.<code>`) and the server's own sentence as a fallback. */
export interface ApplyError {
  code: string;
  message?: string;
}

/** The file codes of docs/recruitment.md: always the PDF's problem, whatever field they name. */
const FILE_CODES: ReadonlySet<string> = new Set([
  RECRUITMENT_ERROR_CODES.fileRequired,
  RECRUITMENT_ERROR_CODES.fileTooLarge,
  RECRUITMENT_ERROR_CODES.fileTypeInvalid,
  RECRUITMENT_ERROR_CODES.pdfActiveContent,
  RECRUITMENT_ERROR_CODES.pdfUnreadable,
]);

const isField = (field: string | undefined): field is QuickApplyField =>
  field !== undefined && (QUICK_APPLY_FIELDS as readonly string[]).includes(field);

/**
 * What the browser can tell of the PDF before sending it (spec §9: PDF only, at most 2 MB). The
 * API checks the content itself (magic bytes, parsing, active content).
 */
export function cvFileProblem(file: File | null | undefined): string | undefined {
  if (!file) return RECRUITMENT_ERROR_CODES.fileRequired;
  const pdfByName = /\.pdf$/i.test(file.name);
  if (file.type ? file.type !== 'application/pdf' : !pdfByName)
    return RECRUITMENT_ERROR_CODES.fileTypeInvalid;
  if (file.size > RECRUITMENT_LIMITS.cvPdfMaxBytes) return RECRUITMENT_ERROR_CODES.fileTooLarge;
  return undefined;
}

/** Where the application is sent from: a posting's page names it and its position. */
export interface QuickApplyContext {
  newsId?: number;
  positionId?: number;
  jobTitle?: string;
}

export type QuickApplyOutcome = 'success' | 'invalid' | 'failed';

export interface QuickApplyStoreOptions {
  getRecaptchaToken?: () => Promise<string | null>;
}

/**
 * The quick application without an account (`POST join-submissions`) and the footer's
 * positions modal. The form keeps its values itself; this store holds the dialog, the upload's
 * progress and the server's answer, field by field.
 */
export class QuickApplyStore {
  opened = false;
  /** The footer's "open positions" dialog. */
  positionsOpened = false;
  context: QuickApplyContext = {};
  submitting = false;
  /** 0–1 while the PDF uploads. */
  progress = 0;
  outcome: QuickApplyOutcome | null = null;
  /** The server's errors on the fields. */
  fieldErrors: Partial<Record<QuickApplyField, ApplyError>> = {};
  /** An error that belongs to no field (a rate limit, a closed posting, a network failure). */
  formError: ApplyError | null = null;

  readonly positions = new Resource<Category[]>(
    'recruitment.positions',
    (list) => list.length === 0,
  );

  readonly #api: RecruitmentApi;
  readonly #options: QuickApplyStoreOptions;

  constructor(api: RecruitmentApi, options: QuickApplyStoreOptions = {}) {
    this.#api = api;
    this.#options = options;
    makeAutoObservable(
      this,
      { positions: false, fieldErrors: observableRef, context: observableRef },
      { autoBind: true },
    );
  }

  open(context: QuickApplyContext = {}): void {
    this.context = context;
    this.positionsOpened = false;
    this.opened = true;
    // A new application after a sent one starts clean; a failed one keeps its errors.
    if (this.outcome === 'success') this.reset();
  }

  close(): void {
    this.opened = false;
  }

  openPositions(): void {
    this.opened = false;
    this.positionsOpened = true;
  }

  closePositions(): void {
    this.positionsOpened = false;
  }

  loadPositions(locale: Locale): Promise<void> {
    return this.positions.load(locale, (lang, signal) =>
      this.#api.getList('positions', { locale: lang, signal }),
    );
  }

  /** The candidate edits a field: the server's word on it no longer applies. */
  clearError(field: QuickApplyField): void {
    if (!(field in this.fieldErrors)) return;
    const { [field]: _cleared, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }

  reset(): void {
    this.outcome = null;
    this.progress = 0;
    this.fieldErrors = {};
    this.formError = null;
  }

  async submit(fields: JoinSubmissionFields, file: File): Promise<QuickApplyOutcome> {
    if (this.submitting) return 'failed';
    this.submitting = true;
    this.progress = 0;
    this.outcome = null;
    this.fieldErrors = {};
    this.formError = null;
    let outcome: QuickApplyOutcome = 'failed';
    const fieldErrors: Partial<Record<QuickApplyField, ApplyError>> = {};
    let formError: ApplyError | null = null;
    try {
      const token = (await this.#options.getRecaptchaToken?.()) ?? null;
      const newsId = this.context.newsId;
      await this.#api.submitJoinApplication(
        {
          ...fields,
          ...(newsId === undefined ? {} : { news_id: newsId }),
          ...(token ? { grecaptcha_token: token } : {}),
        },
        file,
        { onUploadProgress: (fraction) => runInAction(() => (this.progress = fraction)) },
      );
      outcome = 'success';
    } catch (error) {
      if (isApiRequestError(error)) {
        for (const e of error.errors) {
          const field = FILE_CODES.has(e.code) ? 'cv_file' : e.field;
          if (isField(field)) fieldErrors[field] ??= { code: e.code, message: e.message };
          else formError ??= { code: e.code, message: e.message };
        }
        if (Object.keys(fieldErrors).length > 0) outcome = 'invalid';
        else formError ??= { code: 'failed' };
      } else {
        formError = { code: 'failed' };
      }
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.outcome = outcome;
        this.fieldErrors = fieldErrors;
        this.formError = formError;
        if (outcome === 'success') this.progress = 1;
      });
    }
    return outcome;
  }
}
