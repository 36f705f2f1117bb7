import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isApiRequestError } from '../../api/errors';

/** The outcomes every form has: a field to correct, or a failure to retry. */
export type FormSubmitFailure = 'invalid' | 'failed';

/** A form body the API may guard with reCAPTCHA. */
export interface RecaptchaGuarded {
  grecaptcha_token?: string | undefined;
}

export interface FormSubmitStoreOptions<Body extends RecaptchaGuarded, Outcome extends string> {
  submit: (body: Body) => Promise<unknown>;
  /** The reCAPTCHA token, sent as `grecaptcha_token` when there is one (spec §5). */
  getRecaptchaToken?: () => Promise<string | null>;
  /** The outcome of an accepted request. */
  success: Outcome;
  /** The fields the form shows: a 400 naming none of them (a rejected reCAPTCHA) is 'failed'. */
  visibleFields: readonly string[];
  /** A form's own answers told apart from a plain failure, read from the error first. */
  classify?: (error: unknown) => Outcome | undefined;
}

/** One form request at a time: the submitting flag, its outcome and the server's field errors. */
export class FormSubmitStore<Body extends RecaptchaGuarded, Outcome extends string> {
  submitting = false;
  /** The last answer; null before the first one and while a new one is on its way. */
  outcome: Outcome | FormSubmitFailure | null = null;
  /** Server messages by field (already in the user's language). */
  fieldErrors: Record<string, string> = {};

  readonly #options: FormSubmitStoreOptions<Body, Outcome>;

  constructor(options: FormSubmitStoreOptions<Body, Outcome>) {
    this.#options = options;
    makeObservable(this, {
      submitting: observable,
      outcome: observable,
      // Replaced whole with every answer: no deep observable copy.
      fieldErrors: observableRef,
      submit: actionBound,
      reset: actionBound,
    });
  }

  async submit(body: Body): Promise<Outcome | FormSubmitFailure> {
    if (this.submitting) return 'failed';
    this.submitting = true;
    this.outcome = null;
    this.fieldErrors = {};
    let outcome: Outcome | FormSubmitFailure = 'failed';
    let fieldErrors: Record<string, string> = {};
    try {
      // Inside the submitting window: a second click while Google answers is refused too.
      const getToken = this.#options.getRecaptchaToken;
      const token = getToken ? await getToken() : null;
      await this.#options.submit(token ? { ...body, grecaptcha_token: token } : body);
      outcome = this.#options.success;
    } catch (error) {
      const known = this.#options.classify?.(error);
      if (known !== undefined) {
        outcome = known;
      } else if (isApiRequestError(error) && error.status === 400) {
        fieldErrors = error.fieldErrors;
        const visible = Object.keys(fieldErrors).some((field) =>
          this.#options.visibleFields.includes(field),
        );
        outcome = visible ? 'invalid' : 'failed';
      }
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.outcome = outcome;
        this.fieldErrors = fieldErrors;
      });
    }
    return outcome;
  }

  /** The visitor edits the form again: the old answer no longer applies. */
  reset(): void {
    this.outcome = null;
    this.fieldErrors = {};
  }
}
