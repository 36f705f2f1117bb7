import type { ApiClient } from '@brokerage/shared/api/client.ts';
import {
  FormSubmitStore,
  type FormSubmitFailure,
} from '@brokerage/shared/app/stores/FormSubmitStore.ts';
import { CONTACT_LIMITS } from '@brokerage/shared/validation/codes.ts';
import type { ContactInput } from '@brokerage/shared/validation/contact.ts';

export type ContactOutcome = 'sent' | FormSubmitFailure;

export interface ContactFormStoreOptions {
  /** The reCAPTCHA token (action `contact`) when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

/** The contact form's request (`POST contacts`): sending flag, outcome and the server's field errors. */
export class ContactFormStore extends FormSubmitStore<ContactInput, 'sent'> {
  constructor(api: ApiClient, options: ContactFormStoreOptions = {}) {
    super({
      // The call and its schema load with the first message sent.
      submit: async (body) => (await import('../api/contactApi')).sendContact(api, body),
      getRecaptchaToken: options.getRecaptchaToken,
      success: 'sent',
      visibleFields: Object.keys(CONTACT_LIMITS),
    });
  }

  get sending(): boolean {
    return this.submitting;
  }

  readonly send = (body: ContactInput): Promise<ContactOutcome> => this.submit(body);
}
