import { makeAutoObservable, runInAction } from 'mobx';
import { isApiRequestError } from '../../api';
import {
  NEWSLETTER_ALREADY_SUBSCRIBED,
  type NewsletterCreated,
  type NewsletterInput,
} from '../../validation';

export type NewsletterOutcome = 'subscribed' | 'alreadySubscribed' | 'invalid' | 'failed';

export interface NewsletterStoreOptions {
  subscribe: (body: NewsletterInput) => Promise<NewsletterCreated>;
}

/** The footer's newsletter signup (spec §1, §8): one request at a time and its outcome. */
export class NewsletterStore {
  submitting = false;
  /** The last answer; null before the first one and while a new one is on its way. */
  outcome: NewsletterOutcome | null = null;
  /** Server messages by field (already in the user's language). */
  fieldErrors: Record<string, string> = {};

  readonly #subscribe: NewsletterStoreOptions['subscribe'];

  constructor(options: NewsletterStoreOptions) {
    this.#subscribe = options.subscribe;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async subscribe(body: NewsletterInput): Promise<NewsletterOutcome> {
    if (this.submitting) return 'failed';
    this.submitting = true;
    this.outcome = null;
    this.fieldErrors = {};
    let outcome: NewsletterOutcome = 'failed';
    let fieldErrors: Record<string, string> = {};
    try {
      await this.#subscribe(body);
      outcome = 'subscribed';
    } catch (error) {
      if (isApiRequestError(error) && error.hasCode(NEWSLETTER_ALREADY_SUBSCRIBED)) {
        outcome = 'alreadySubscribed';
      } else if (isApiRequestError(error) && error.status === 400) {
        fieldErrors = error.fieldErrors;
        outcome = Object.keys(fieldErrors).length > 0 ? 'invalid' : 'failed';
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

  /** The visitor edits the address again: the old answer no longer applies. */
  clearOutcome(): void {
    this.outcome = null;
  }
}
