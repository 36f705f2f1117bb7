import type { BlobResult } from '@brokerage/shared/api/client.ts';
import { ApiRequestError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import type { RecruitCvApi } from '@brokerage/shared/api/recruitCvApi.ts';
import type { CvDataInput, UploadedCv } from '@brokerage/shared/validation/recruitment/cv.ts';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { checkAvatar, checkCvPdf } from '../lib/fileChecks';
import { CvEditorStore } from './CvEditorStore';

/** A refusal the page shows on the file field: a code it translates, or the server's message. */
export interface FileError {
  code: string;
  message: string | null;
}

export type UploadStatus = 'idle' | 'checking' | 'uploading' | 'done' | 'failed';

/** Where the CV files open: a new tab on an object URL (the PDF routes need the token). */
export interface FileViewer {
  open(blob: Blob): boolean;
  save(blob: Blob, fileName: string): void;
}

export interface CvStoreOptions {
  api: RecruitCvApi;
  viewer: FileViewer;
  getRecaptchaToken: () => Promise<string | null>;
  debounceMs?: number;
}

const toFileError = (error: unknown, fallback = 'failed'): FileError =>
  error instanceof ApiRequestError
    ? { code: error.code ?? fallback, message: error.errors[0]?.message ?? null }
    : { code: fallback, message: null };

/**
 * The candidate's CVs (docs/recruitment.md "CV…"): the online CV being edited (CvEditorStore),
 * its photo, the uploaded PDF with its upload progress, the export and the file views.
 */
export class CvStore {
  readonly editor: CvEditorStore<CvDataInput>;
  hasAvatar = false;

  avatarStatus: UploadStatus = 'idle';
  avatarError: FileError | null = null;

  uploaded: UploadedCv | null = null;
  uploadedState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  uploadStatus: UploadStatus = 'idle';
  uploadProgress = 0;
  uploadError: FileError | null = null;

  exporting = false;
  exportError: FileError | null = null;
  opening = false;
  openError: FileError | null = null;

  readonly #options: CvStoreOptions;
  /** Uploads finished so far: a load that began before one must not overwrite its answer. */
  #uploads = 0;

  constructor(options: CvStoreOptions) {
    this.#options = options;
    this.editor = new CvEditorStore<CvDataInput>({
      load: async () => {
        const answer = await options.api.getCv();
        runInAction(() => (this.hasAvatar = answer.hasAvatar));
        return answer;
      },
      save: (cv) => options.api.saveCv(cv),
      ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}),
    });
    makeAutoObservable(
      this,
      {
        editor: false,
        uploaded: observableRef,
        avatarError: observableRef,
        uploadError: observableRef,
      },
      { autoBind: true },
    );
  }

  get cvComplete(): boolean {
    return this.editor.loadState === 'loaded' && this.editor.complete;
  }

  get hasPdf(): boolean {
    return this.uploaded !== null;
  }

  /** The facts the apply dialog and the CV page need. */
  async loadAll(): Promise<void> {
    await Promise.all([
      this.editor.loadState === 'loaded' ? undefined : this.editor.load(),
      this.loadUploaded(),
    ]);
  }

  async loadUploaded(): Promise<void> {
    this.uploadedState = 'loading';
    const uploads = this.#uploads;
    try {
      const uploaded = await this.#options.api.getUploadedCv();
      if (uploads !== this.#uploads) return;
      runInAction(() => {
        this.uploaded = uploaded;
        this.uploadedState = 'loaded';
      });
    } catch (error) {
      if (error instanceof RequestCanceled || uploads !== this.#uploads) return;
      runInAction(() => (this.uploadedState = 'failed'));
    }
  }

  /** Checks the file in the browser first (PDF by its bytes, ≤ 2 MB), then uploads it. */
  async uploadPdf(file: File): Promise<boolean> {
    if (this.uploadStatus === 'uploading' || this.uploadStatus === 'checking') return false;
    this.uploadStatus = 'checking';
    this.uploadError = null;
    this.uploadProgress = 0;
    const problem = await checkCvPdf(file);
    if (problem) {
      runInAction(() => {
        this.uploadStatus = 'failed';
        this.uploadError = { code: problem, message: null };
      });
      return false;
    }
    runInAction(() => (this.uploadStatus = 'uploading'));
    try {
      const uploaded = await this.#options.api.uploadCv(file, {
        onUploadProgress: (fraction) => this.#setUploadProgress(fraction),
      });
      this.#uploads++;
      runInAction(() => {
        this.uploaded = uploaded;
        this.uploadedState = 'loaded';
        this.uploadProgress = 1;
        this.uploadStatus = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.uploadStatus = 'failed';
        this.uploadError = toFileError(error);
      });
      return false;
    }
  }

  clearUploadError(): void {
    this.uploadError = null;
    if (this.uploadStatus === 'failed') this.uploadStatus = 'idle';
  }

  async uploadAvatar(file: File): Promise<boolean> {
    if (this.avatarStatus === 'uploading') return false;
    this.avatarStatus = 'checking';
    this.avatarError = null;
    const problem = await checkAvatar(file);
    if (problem) {
      runInAction(() => {
        this.avatarStatus = 'failed';
        this.avatarError = { code: problem, message: null };
      });
      return false;
    }
    runInAction(() => (this.avatarStatus = 'uploading'));
    try {
      const answer = await this.#options.api.uploadCvAvatar(file);
      runInAction(() => {
        this.hasAvatar = answer.hasAvatar;
        this.avatarStatus = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.avatarStatus = 'failed';
        this.avatarError = toFileError(error);
      });
      return false;
    }
  }

  getAvatar(): Promise<BlobResult> {
    return this.#options.api.getAvatar();
  }

  /** The CV sent with an application (a PDF); 404 for an id that is not the candidate's. */
  getApplicationCv(id: number): Promise<BlobResult> {
    return this.#options.api.getApplicationCv(id);
  }

  /** "Xuất PDF": the online CV typeset by the server, saved as a download. */
  async exportPdf(fallbackName: string): Promise<boolean> {
    if (this.exporting) return false;
    this.exporting = true;
    this.exportError = null;
    try {
      // What was typed in the last moments goes into the PDF too.
      await this.editor.flush();
      const token = await this.#options.getRecaptchaToken();
      const file = await this.#options.api.exportCv({ grecaptcha_token: token });
      this.#options.viewer.save(file.blob, file.fileName ?? fallbackName);
      return true;
    } catch (error) {
      runInAction(() => (this.exportError = toFileError(error)));
      return false;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  /** The uploaded PDF, or the CV sent with an application, fetched with the token and opened. */
  async openFile(which: { applicationId: number } | 'uploaded'): Promise<boolean> {
    if (this.opening) return false;
    this.opening = true;
    this.openError = null;
    try {
      const file =
        which === 'uploaded'
          ? await this.#options.api.getUploadedCvFile()
          : await this.#options.api.getApplicationCv(which.applicationId);
      if (!this.#options.viewer.open(file.blob))
        this.#options.viewer.save(file.blob, file.fileName ?? 'cv.pdf');
      return true;
    } catch (error) {
      runInAction(() => (this.openError = toFileError(error)));
      return false;
    } finally {
      runInAction(() => (this.opening = false));
    }
  }

  /** Logout: nothing of this candidate stays. */
  reset(): void {
    this.editor.reset();
    this.hasAvatar = false;
    this.avatarStatus = 'idle';
    this.avatarError = null;
    this.uploaded = null;
    this.uploadedState = 'idle';
    this.uploadStatus = 'idle';
    this.uploadProgress = 0;
    this.uploadError = null;
    this.exportError = null;
    this.openError = null;
  }

  #setUploadProgress(fraction: number): void {
    if (this.uploadStatus === 'uploading') this.uploadProgress = fraction;
  }
}
