import { isApiRequestError } from '../../api/errors';
import { NEWSLETTER_ALREADY_SUBSCRIBED } from '../../validation/codes';
import type { NewsletterCreated, NewsletterInput } from '../../validation/contact';
import { FormSubmitStore, type FormSubmitFailure } from './FormSubmitStore';

export type NewsletterOutcome = 'subscribed' | 'alreadySubscribed' | FormSubmitFailure;

export interface NewsletterStoreOptions {
  subscribe: (body: NewsletterInput) => Promise<NewsletterCreated>;
  /** The reCAPTCHA token (action `newsletter`) when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

/** The footer's newsletter signup (spec §1, §8): one request at a time and its outcome. */
export class NewsletterStore extends FormSubmitStore<
  NewsletterInput,
  'subscribed' | 'alreadySubscribed'
> {
  constructor(options: NewsletterStoreOptions) {
    super({
      submit: options.subscribe,
      getRecaptchaToken: options.getRecaptchaToken,
      success: 'subscribed',
      visibleFields: ['email'],
      classify: (error) =>
        isApiRequestError(error) && error.hasCode(NEWSLETTER_ALREADY_SUBSCRIBED)
          ? 'alreadySubscribed'
          : undefined,
    });
  }

  readonly subscribe = (body: NewsletterInput): Promise<NewsletterOutcome> => this.submit(body);

  /** The visitor edits the address again: the old answer no longer applies. */
  readonly clearOutcome = (): void => this.reset();
}
