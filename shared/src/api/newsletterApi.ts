import {
  NewsletterCreatedSchema,
  type NewsletterCreated,
  type NewsletterInput,
} from '../validation';
import type { ApiClient } from './client';

/** `POST newsletter-subscriptions`; a second signup of the address is a 409 `newsletter_already_subscribed`. */
export function subscribeNewsletter(
  client: ApiClient,
  body: NewsletterInput,
  signal?: AbortSignal,
): Promise<NewsletterCreated> {
  return client.postData('newsletter-subscriptions', body, NewsletterCreatedSchema, { signal });
}
