import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type {
  MemberExportFormat,
  RecruitMemberApi,
} from '@brokerage/shared/api/recruitMemberApi.ts';
import type { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import type { Recaptcha } from '@brokerage/shared/auth/recaptcha/recaptcha.ts';
import type {
  ChangePasswordBody,
  Member,
  ProfileUpdateBody,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { visibleFieldErrors } from './accountErrors';

/** A form's answer: saved, a message on a field (`fieldErrors`), or a failure to retry. */
export type FormOutcome = 'saved' | 'invalid' | 'failed';
/** A file the browser refused before sending, or the server after. */
export type AvatarError = 'file_too_large' | 'file_type_invalid' | 'failed';

export interface ProfileStoreOptions {
  api: Pick<
    RecruitMemberApi,
    | 'getProfile'
    | 'updateProfile'
    | 'uploadAvatar'
    | 'getAvatar'
    | 'changePassword'
    | 'exportData'
    | 'deleteAccount'
  >;
  session: RecruitSessionStore;
  recaptcha?: Recaptcha;
  /** Hands a downloaded file to the browser (saveFile). */
  save: (blob: Blob, fileName: string) => void;
  createObjectUrl?: (blob: Blob) => string;
  revokeObjectUrl?: (url: string) => void;
}

/**
 * The candidate's own account (spec §2 "profile management"): the profile, its photo, the
 * password, the data download and deleting the account. A 401 on the profile ends the session
 * through the API client (spec §4); the token-expired modal offers login.
 */
export class ProfileStore {
  member: Member | null = null;
  loading = false;
  loadFailed = false;
  saving = false;
  fieldErrors: Record<string, string> = {};
  avatarUrl: string | null = null;
  avatarUploading = false;
  avatarError: AvatarError | null = null;
  exporting: MemberExportFormat | null = null;
  exportFailed = false;
  deleting = false;

  readonly #options: ProfileStoreOptions;

  constructor(options: ProfileStoreOptions) {
    this.#options = options;
    makeAutoObservable(
      this,
      { fieldErrors: observableRef, member: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    try {
      const member = await this.#options.api.getProfile();
      runInAction(() => this.#setMember(member));
      if (member.hasAvatar) await this.loadAvatar();
    } catch {
      runInAction(() => {
        this.loadFailed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  #setMember(member: Member): void {
    this.member = member;
    this.#options.session.setMember(member);
  }

  clearFieldError(field: string): void {
    if (!(field in this.fieldErrors)) return;
    const { [field]: _gone, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }

  async #form(run: () => Promise<unknown>, fields: readonly string[]): Promise<FormOutcome> {
    if (this.saving) return 'failed';
    this.saving = true;
    this.fieldErrors = {};
    try {
      await run();
      return 'saved';
    } catch (error) {
      const fieldErrors = visibleFieldErrors(error, fields);
      runInAction(() => {
        this.fieldErrors = fieldErrors;
      });
      return Object.keys(fieldErrors).length > 0 ? 'invalid' : 'failed';
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  updateProfile(values: ProfileUpdateBody): Promise<FormOutcome> {
    return this.#form(async () => {
      const member = await this.#options.api.updateProfile(values);
      runInAction(() => this.#setMember(member));
    }, ['name', 'date_of_birth', 'gender', 'address']);
  }

  /** password_incorrect comes on the field `password` (the current one). */
  changePassword(values: ChangePasswordBody): Promise<FormOutcome> {
    return this.#form(async () => {
      const token = await this.#options.recaptcha?.token('login');
      await this.#options.api.changePassword(
        token ? { ...values, grecaptcha_token: token } : values,
      );
    }, ['password', 'new_password', 'new_password_confirmation']);
  }

  /** Deletes the account after the password; the session ends with it. */
  async deleteAccount(password: string): Promise<FormOutcome> {
    this.deleting = true;
    try {
      const outcome = await this.#form(
        () => this.#options.api.deleteAccount({ password }),
        ['password'],
      );
      if (outcome === 'saved') runInAction(() => this.reset(true));
      return outcome;
    } finally {
      runInAction(() => {
        this.deleting = false;
      });
    }
  }

  /** The photo through the API with the token, shown from an object URL. */
  async loadAvatar(): Promise<void> {
    try {
      const { blob } = await this.#options.api.getAvatar();
      runInAction(() => this.#showAvatar(blob));
    } catch {
      // No photo (404) or none readable: the placeholder stays.
    }
  }

  #showAvatar(blob: Blob): void {
    const create = this.#options.createObjectUrl ?? ((b: Blob) => URL.createObjectURL(b));
    this.#releaseAvatar();
    this.avatarUrl = create(blob);
  }

  #releaseAvatar(): void {
    if (this.avatarUrl) (this.#options.revokeObjectUrl ?? URL.revokeObjectURL)(this.avatarUrl);
    this.avatarUrl = null;
  }

  /** `check` is the browser's look at the file (type by content, size); the server checks again. */
  async uploadAvatar(file: File, check: (file: Blob) => Promise<string | null>): Promise<boolean> {
    this.avatarError = null;
    const refused = await check(file);
    if (refused) {
      runInAction(() => {
        this.avatarError = refused === 'file_too_large' ? 'file_too_large' : 'file_type_invalid';
      });
      return false;
    }
    this.avatarUploading = true;
    try {
      const member = await this.#options.api.uploadAvatar(file);
      runInAction(() => {
        this.#setMember(member);
        this.#showAvatar(file);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.avatarError =
          isApiRequestError(error) && error.status === 413
            ? 'file_too_large'
            : isApiRequestError(error) && error.status === 415
              ? 'file_type_invalid'
              : 'failed';
      });
      return false;
    } finally {
      runInAction(() => {
        this.avatarUploading = false;
      });
    }
  }

  /** "Download my data" (JSON or PDF). */
  async exportData(format: MemberExportFormat): Promise<void> {
    if (this.exporting) return;
    this.exporting = format;
    this.exportFailed = false;
    try {
      const { blob, fileName } = await this.#options.api.exportData(format);
      this.#options.save(blob, fileName ?? `du-lieu-ung-vien.${format}`);
    } catch {
      runInAction(() => {
        this.exportFailed = true;
      });
    } finally {
      runInAction(() => {
        this.exporting = null;
      });
    }
  }

  /** Forgets the profile (logout, deletion); `logout` ends the session too. */
  reset(logout = false): void {
    this.#releaseAvatar();
    this.member = null;
    this.fieldErrors = {};
    this.avatarError = null;
    if (logout) this.#options.session.logout();
  }
}
