import { ApiRequestError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import type { Application, RecruitCvApi } from '@brokerage/shared/api/recruitCvApi.ts';
import type { JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** What the actions need of a posting (a `JobSummary`, or the job screens' narrower shape). */
export interface ActionPosting {
  id: number;
  slug: string;
  title: string;
  expired: boolean;
  /** YYYY-MM-DD, the last day (Vietnam time): the reminder's date is worked out from it. */
  deadline?: string | undefined;
  liked?: boolean | undefined;
  applied?: boolean | undefined;
  reminderSet?: boolean | undefined;
}

/** The per-posting state once the candidate has acted here (the lists' flags are older). */
interface JobState {
  liked?: boolean;
  applied?: boolean;
  reminderSet?: boolean;
  remindAt?: string | null;
}

export type ApplyVia = 'online' | 'pdf';
type ListState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface JobActionsStoreOptions {
  api: RecruitCvApi;
  isLoggedIn: () => boolean;
}

const errorCode = (error: unknown) =>
  error instanceof ApiRequestError ? (error.code ?? 'failed') : 'failed';

/**
 * Save, reminder and apply for postings (docs/recruitment.md), the saved and applied lists, and
 * the dialogs they open: login-required for an anonymous visitor, the apply dialog.
 */
export class JobActionsStore {
  states = new Map<number, JobState>();
  busy = new Set<string>();
  /** The last refusal per posting and action (`7:like` → `job_expired`). */
  errors = new Map<string, string>();

  /** Which actions' login-required modal is up (`card:7`, `details:7`); null when none. */
  loginPromptFor: string | null = null;

  applyJob: ActionPosting | null = null;
  applyVia: ApplyVia | null = null;
  applying = false;
  applyError: string | null = null;

  liked: JobSummary[] = [];
  likedState: ListState = 'idle';
  applications: Application[] = [];
  applicationsState: ListState = 'idle';

  readonly #options: JobActionsStoreOptions;

  constructor(options: JobActionsStoreOptions) {
    this.#options = options;
    makeAutoObservable(
      this,
      { liked: observableRef, applications: observableRef, applyJob: observableRef },
      { autoBind: true },
    );
  }

  isLiked(job: ActionPosting): boolean {
    return this.states.get(job.id)?.liked ?? job.liked ?? false;
  }

  applied(job: ActionPosting): boolean {
    return this.states.get(job.id)?.applied ?? job.applied ?? false;
  }

  reminderSet(job: ActionPosting): boolean {
    return this.states.get(job.id)?.reminderSet ?? job.reminderSet ?? false;
  }

  /** When the reminder goes out, once this page set it (ISO); null when unknown or unset. */
  remindAt(job: ActionPosting): string | null {
    return this.states.get(job.id)?.remindAt ?? null;
  }

  isBusy(job: ActionPosting, action: 'like' | 'reminder'): boolean {
    return this.busy.has(`${job.id}:${action}`);
  }

  error(job: ActionPosting, action: 'like' | 'reminder'): string | null {
    return this.errors.get(`${job.id}:${action}`) ?? null;
  }

  /** False: the visitor is anonymous and the login-required modal is up instead. */
  #requireLogin(origin: string): boolean {
    if (this.#options.isLoggedIn()) return true;
    this.loginPromptFor = origin;
    return false;
  }

  closeLoginPrompt(): void {
    this.loginPromptFor = null;
  }

  /** `origin` names the place that asked, so only its login-required modal opens. */
  async toggleLike(job: ActionPosting, origin = `details:${job.id}`): Promise<void> {
    if (!this.#requireLogin(origin)) return;
    await this.#toggle(job, 'like', async () => {
      const { liked } = await this.#options.api.toggleLike(job.id);
      runInAction(() => {
        this.#patch(job.id, { liked });
        if (!liked) this.liked = this.liked.filter((item) => item.id !== job.id);
      });
    });
  }

  async toggleReminder(job: ActionPosting, origin = `details:${job.id}`): Promise<void> {
    if (!this.#requireLogin(origin)) return;
    await this.#toggle(job, 'reminder', async () => {
      const { subscribed, remindAt } = await this.#options.api.toggleReminder(job.id);
      runInAction(() => this.#patch(job.id, { reminderSet: subscribed, remindAt }));
    });
  }

  openApply(job: ActionPosting, origin = `details:${job.id}`): void {
    if (!this.#requireLogin(origin)) return;
    this.applyJob = job;
    this.applyVia = null;
    this.applyError = null;
  }

  closeApply(): void {
    if (this.applying) return;
    this.applyJob = null;
  }

  chooseVia(via: ApplyVia): void {
    this.applyVia = via;
    this.applyError = null;
  }

  /** Sends the application; the dialog stays open with the reason on a refusal. */
  async confirmApply(): Promise<boolean> {
    const job = this.applyJob;
    const via = this.applyVia;
    if (!job || !via || this.applying) return false;
    this.applying = true;
    this.applyError = null;
    try {
      const application = await this.#options.api.apply({
        newsId: job.id,
        viaCvOnline: via === 'online',
      });
      runInAction(() => {
        this.#patch(job.id, { applied: true });
        this.applications = [
          application,
          ...this.applications.filter((a) => a.id !== application.id),
        ];
        this.applyJob = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const code = errorCode(error);
        this.applyError = code;
        // Sent from another tab already: the posting shows it.
        if (code === 'job_already_applied') this.#patch(job.id, { applied: true });
      });
      return false;
    } finally {
      runInAction(() => (this.applying = false));
    }
  }

  async loadLiked(): Promise<void> {
    this.likedState = 'loading';
    try {
      const liked = await this.#options.api.getLikedJobs();
      runInAction(() => {
        this.liked = liked;
        this.likedState = 'loaded';
      });
    } catch (error) {
      if (error instanceof RequestCanceled) return;
      runInAction(() => (this.likedState = 'failed'));
    }
  }

  async loadApplications(): Promise<void> {
    this.applicationsState = 'loading';
    try {
      const applications = await this.#options.api.getApplications();
      runInAction(() => {
        this.applications = applications;
        this.applicationsState = 'loaded';
      });
    } catch (error) {
      if (error instanceof RequestCanceled) return;
      runInAction(() => (this.applicationsState = 'failed'));
    }
  }

  /** Logout: the lists and every flag set here go. */
  reset(): void {
    this.states.clear();
    this.errors.clear();
    this.busy.clear();
    this.liked = [];
    this.likedState = 'idle';
    this.applications = [];
    this.applicationsState = 'idle';
    this.applyJob = null;
    this.loginPromptFor = null;
  }

  async #toggle(job: ActionPosting, action: 'like' | 'reminder', run: () => Promise<void>) {
    const key = `${job.id}:${action}`;
    if (this.busy.has(key)) return;
    this.busy.add(key);
    this.errors.delete(key);
    try {
      await run();
    } catch (error) {
      runInAction(() => this.errors.set(key, errorCode(error)));
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }

  #patch(id: number, patch: JobState): void {
    this.states.set(id, { ...this.states.get(id), ...patch });
  }
}
