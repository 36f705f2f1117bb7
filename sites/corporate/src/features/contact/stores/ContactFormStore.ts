import { makeAutoObservable, runInAction } from 'mobx';
import { isApiRequestError } from '@brokerage/shared/api';
import type { ContactCreated, ContactInput } from '@brokerage/shared/validation';

export type ContactOutcome = 'sent' | 'invalid' | 'failed';

export interface ContactFormStoreOptions {
  send: (body: ContactInput) => Promise<ContactCreated>;
}

/** The contact form's request: sending flag, outcome and the server's field errors. */
export class ContactFormStore {
  sending = false;
  outcome: ContactOutcome | null = null;
  /** Messages from the API by field, already in the user's language. */
  fieldErrors: Record<string, string> = {};

  readonly #send: ContactFormStoreOptions['send'];

  constructor(options: ContactFormStoreOptions) {
    this.#send = options.send;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async send(body: ContactInput): Promise<ContactOutcome> {
    if (this.sending) return 'failed';
    this.sending = true;
    this.outcome = null;
    this.fieldErrors = {};
    let outcome: ContactOutcome = 'failed';
    let fieldErrors: Record<string, string> = {};
    try {
      await this.#send(body);
      outcome = 'sent';
    } catch (error) {
      if (isApiRequestError(error) && error.status === 400) {
        fieldErrors = error.fieldErrors;
        // A rejected reCAPTCHA is a field error of no visible field: a failure to retry.
        const visible = Object.keys(fieldErrors).filter((field) => field !== 'grecaptcha_token');
        outcome = visible.length > 0 ? 'invalid' : 'failed';
      }
    } finally {
      runInAction(() => {
        this.sending = false;
        this.outcome = outcome;
        this.fieldErrors = fieldErrors;
      });
    }
    return outcome;
  }

  /** The visitor starts another message after the acknowledgement. */
  reset(): void {
    this.outcome = null;
    this.fieldErrors = {};
  }
}
