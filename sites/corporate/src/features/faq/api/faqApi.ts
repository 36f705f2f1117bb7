import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type FaqCategory = ContentSummary<'faq_category'>;
/** title: the question; summary: the answer (CMS HTML). */
export type Faq = ContentSummary<'faq'>;

/** The FAQ categories, in CMS order (`GET faq-categories`). */
export const listFaqCategories = (api: ApiClient, call: CallContext): Promise<FaqCategory[]> =>
  listAll(createContentItemsApi(api).listFaqCategories, call);

/** Every question of every category (`GET faqs`): the page filters them on the client. */
export const listFaqs = (api: ApiClient, call: CallContext): Promise<Faq[]> =>
  listAll(createContentItemsApi(api).listFaqs, call);
