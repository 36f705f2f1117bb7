import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { logLoadError } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type {
  SpecialistRating,
  SpecialistRatingResult,
} from '@brokerage/shared/validation/customers.ts';

// The calls and their zod schemas load with the first use, not with the page.
const consultingApi = () => import('../api/investmentConsultingApi');

/**
 * `rated`: accepted; `loginRequired`: 401 (`rating_login_required`, or a session that ended);
 * `invalid`: the server put a message on a field of the form; `failed`: anything else.
 */
export type RatingOutcome = 'rated' | 'loginRequired' | 'invalid' | 'failed';

/** What the form holds: the schema's input, every text as typed. */
export interface RatingDraft {
  star: number;
  name: string;
  phone: string;
  email: string;
  message: string;
}

export const EMPTY_DRAFT: RatingDraft = { star: 0, name: '', phone: '', email: '', message: '' };

/** The form's fields: a 400 on any other (a rejected reCAPTCHA) is a plain failure. */
export const RATING_FIELDS = ['star', 'name', 'phone', 'email', 'message'] as const;

export interface SpecialistRatingStoreOptions {
  /** The specialist's new average and count, for the page to show at once. */
  onRated: (specialistId: number, result: SpecialistRatingResult) => void;
  /** The reCAPTCHA token (action `rating`) when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

/**
 * The expert rating (spec §1, §5): the customer's own earlier rating of the specialist on
 * screen, the draft typed for each specialist (kept while the login modal is up, or the detail
 * is closed and opened again), and the one request at a time that sends it.
 */
export class SpecialistRatingStore {
  submitting = false;
  /** The last answer and the specialist it was for. */
  outcome: { specialistId: number; value: RatingOutcome } | null = null;
  /** Server messages by field (already in the user's language). */
  fieldErrors: Record<string, string> = {};

  readonly #api: ApiClient;
  readonly #options: SpecialistRatingStoreOptions;
  readonly #mine = new ResourceStore<{ specialistId: number; rating: SpecialistRating | null }>(
    'investment-consulting.my-rating',
  );
  readonly #drafts = observable.map<number, RatingDraft>({}, { deep: false });

  constructor(api: ApiClient, options: SpecialistRatingStoreOptions) {
    this.#api = api;
    this.#options = options;
    // Both are replaced whole with every answer: no deep observable copies.
    makeAutoObservable(
      this,
      { outcome: observableRef, fieldErrors: observableRef },
      { autoBind: true },
    );
  }

  /** The customer's earlier rating of this specialist: undefined until known, null for none. */
  myRatingFor(specialistId: number): SpecialistRating | null | undefined {
    const mine = this.#mine.value;
    return mine && mine.specialistId === specialistId ? mine.rating : undefined;
  }

  get myRatingLoading(): boolean {
    return this.#mine.isLoading;
  }

  /** Asks for the customer's earlier rating (logged-in customers only). */
  loadMyRating(specialistId: number, locale: Locale): Promise<void> {
    return this.#mine.load(
      async (signal) => {
        const { getMyRating } = await consultingApi();
        const rating = await getMyRating(this.#api, specialistId, { locale, signal });
        return { specialistId, rating };
      },
      { clear: true },
    );
  }

  /** Logged out: nobody's rating is on screen any more. */
  forgetMyRating(): void {
    this.#mine.cancel();
    this.#mine.value = null;
  }

  draftFor(specialistId: number): RatingDraft | undefined {
    return this.#drafts.get(specialistId);
  }

  saveDraft(specialistId: number, draft: RatingDraft): void {
    this.#drafts.set(specialistId, draft);
  }

  outcomeFor(specialistId: number): RatingOutcome | null {
    return this.outcome?.specialistId === specialistId ? this.outcome.value : null;
  }

  async submit(specialistId: number, draft: RatingDraft, locale: Locale): Promise<RatingOutcome> {
    if (this.submitting) return 'failed';
    this.submitting = true;
    this.outcome = null;
    this.fieldErrors = {};
    let value: RatingOutcome = 'failed';
    let fieldErrors: Record<string, string> = {};
    try {
      const token = (await this.#options.getRecaptchaToken?.()) ?? null;
      const { rateSpecialist } = await consultingApi();
      const result = await rateSpecialist(
        this.#api,
        specialistId,
        { ...draft, ...(token ? { grecaptcha_token: token } : {}) },
        locale,
      );
      value = 'rated';
      runInAction(() => {
        this.#mine.value = { specialistId, rating: result.rating };
        this.#drafts.delete(specialistId);
      });
      this.#options.onRated(specialistId, result);
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) {
        value = 'loginRequired';
      } else if (isApiRequestError(error) && error.status === 400) {
        fieldErrors = error.fieldErrors;
        const visible = Object.keys(fieldErrors).some((field) =>
          (RATING_FIELDS as readonly string[]).includes(field),
        );
        value = visible ? 'invalid' : 'failed';
      } else {
        logLoadError('investment-consulting.rating', error);
      }
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.outcome = { specialistId, value };
        this.fieldErrors = fieldErrors;
      });
    }
    return value;
  }

  /** The customer edits the form again: the last answer no longer applies. */
  reset(): void {
    this.outcome = null;
    this.fieldErrors = {};
  }
}
