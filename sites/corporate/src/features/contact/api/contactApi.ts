import type { ApiClient } from '@brokerage/shared/api/client.ts';
import {
  ContactCreatedSchema,
  type ContactCreated,
  type ContactInput,
} from '@brokerage/shared/validation/contact.ts';

/** `POST contacts`: the body is validated again by the API with the same schema. */
export function sendContact(
  api: ApiClient,
  body: ContactInput,
  signal?: AbortSignal,
): Promise<ContactCreated> {
  return api.postData('contacts', body, ContactCreatedSchema, { signal });
}
