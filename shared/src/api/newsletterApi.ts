import {
  NewsletterCreatedSchema,
  type NewsletterCreated,
  type NewsletterInput,
} from '../validation/contact';
import type { ApiClient } from './client';

/** `POST newsletter-subscriptions`: 202, the same for a new address and one already subscribed. */
export function subscribeNewsletter(
  client: ApiClient,
  body: NewsletterInput,
  signal?: AbortSignal,
): Promise<NewsletterCreated> {
  return client.postData('newsletter-subscriptions', body, NewsletterCreatedSchema, { signal });
}
