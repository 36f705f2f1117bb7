import { ApiRequestError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import { makeAutoObservable, observableRef, runInAction, toJS } from 'mobx';

/** `GET`/`POST members/cv`: the CV as stored and what it still lacks. */
export interface CvSnapshot<T> {
  cv: T;
  complete: boolean;
  /** The sections still missing a required field (docs/recruitment.md). */
  missing: readonly string[];
  /** ISO time of the last save; null before the first one. */
  updatedAt: string | null;
}

export interface CvEditorStoreOptions<T> {
  load: () => Promise<CvSnapshot<T>>;
  save: (cv: T) => Promise<CvSnapshot<T>>;
  /** Quiet time after the last keystroke before the CV is sent. */
  debounceMs?: number;
}

/** Field path (`personal.name`, `workProcess.0.company`) → message or form error code. */
export type CvFieldErrors = Record<string, string>;
export type CvValidator<T> = (cv: T) => CvFieldErrors;

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
/**
 * `pending`: typed, waiting for the pause; `invalid`: the shared draft schema refuses a field,
 * nothing is sent until it is fixed; `error`: the server did not take it (retry).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error';

/** The server's `cv_data.personal.name` is the form's `personal.name`. */
const fieldPath = (field: string) => field.replace(/^cv_data\./, '');

/**
 * The online CV as the candidate edits it (docs/recruitment.md "saved as typed"). What was typed
 * lives here and is never replaced by a server answer once editing has begun: a failed save only
 * sets the status and the errors, and an answer to a save older than the latest edit updates
 * the completeness only.
 */
export class CvEditorStore<T extends object> {
  cv: T | null = null;
  loadState: LoadState = 'idle';
  status: SaveStatus = 'idle';
  /** When the server last took the CV (ISO). */
  savedAt: string | null = null;
  complete = false;
  missing: readonly string[] = [];
  /** The server's field messages of the last refused save. */
  serverErrors: CvFieldErrors = {};
  /** Edits since the last save the server took. */
  revision = 0;
  savedRevision = 0;
  #validator: CvValidator<T> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #saving: Promise<void> | null = null;
  readonly #options: CvEditorStoreOptions<T>;

  constructor(options: CvEditorStoreOptions<T>) {
    this.#options = options;
    makeAutoObservable(
      this,
      { missing: observableRef, serverErrors: observableRef },
      { autoBind: true },
    );
  }

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  /** The shared draft schema's verdict on the CV as typed, by field. */
  get clientErrors(): CvFieldErrors {
    return this.cv && this.#validator ? this.#validator(this.cv) : {};
  }

  /** What each field shows: the browser's own check first, then the server's answer. */
  get fieldErrors(): CvFieldErrors {
    return { ...this.serverErrors, ...this.clientErrors };
  }

  setValidator(validator: CvValidator<T>): void {
    this.#validator = validator;
  }

  async load(): Promise<void> {
    if (this.loadState === 'loading') return;
    this.loadState = 'loading';
    try {
      const answer = await this.#options.load();
      runInAction(() => {
        // A reload after editing began keeps the candidate's text (it is not saved yet).
        if (!this.dirty || this.cv === null) this.cv = answer.cv;
        this.#applyAnswer(answer);
        this.loadState = 'loaded';
      });
    } catch (error) {
      if (error instanceof RequestCanceled) return;
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  /** One change from a field; the save follows the pause. */
  edit(change: (cv: T) => void): void {
    if (!this.cv) return;
    change(this.cv);
    this.revision += 1;
    if (Object.keys(this.serverErrors).length > 0) this.serverErrors = {};
    this.status = 'pending';
    this.#schedule();
  }

  /** Save what is typed now (leaving the page, or the "retry" button). */
  async flush(): Promise<void> {
    this.#cancelTimer();
    while (this.#saving) await this.#saving;
    if (this.dirty) await this.#save();
  }

  retry(): Promise<void> {
    return this.flush();
  }

  /** Stop any timer (the page unmounts after its flush). */
  dispose(): void {
    this.#cancelTimer();
  }

  /** Logout: nothing of this candidate stays in memory. */
  reset(): void {
    this.#cancelTimer();
    this.cv = null;
    this.loadState = 'idle';
    this.status = 'idle';
    this.savedAt = null;
    this.complete = false;
    this.missing = [];
    this.serverErrors = {};
    this.revision = 0;
    this.savedRevision = 0;
  }

  #schedule(): void {
    this.#cancelTimer();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, this.#options.debounceMs ?? 800);
  }

  #cancelTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #save(): Promise<void> {
    const cv = this.cv;
    if (!cv) return;
    if (Object.keys(this.clientErrors).length > 0) {
      this.status = 'invalid';
      return;
    }
    const revision = this.revision;
    this.status = 'saving';
    const sent = toJS(cv);
    const saving = (async () => {
      try {
        const answer = await this.#options.save(sent);
        runInAction(() => {
          this.savedRevision = Math.max(this.savedRevision, revision);
          this.#applyAnswer(answer);
          this.status = this.dirty ? 'pending' : 'saved';
        });
      } catch (error) {
        runInAction(() => {
          this.status = 'error';
          if (error instanceof ApiRequestError) {
            const byField: CvFieldErrors = {};
            for (const [field, message] of Object.entries(error.fieldErrors))
              byField[fieldPath(field)] = message;
            this.serverErrors = byField;
          }
        });
      }
    })();
    this.#saving = saving;
    await saving;
    runInAction(() => {
      if (this.#saving === saving) this.#saving = null;
      // Typed during the save: the pause starts again for those edits.
      if (this.dirty && this.status === 'pending') this.#schedule();
    });
  }

  #applyAnswer(answer: CvSnapshot<T>): void {
    this.complete = answer.complete;
    this.missing = answer.missing;
    this.savedAt = answer.updatedAt;
  }
}
