import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type FaqCategory = ContentSummary<'faq_category'>;
/** title: the question; summary: the answer (CMS HTML). */
export type Faq = ContentSummary<'faq'>;

/** The FAQ calls; the RootStore wires them to the content items API. */
export interface FaqSource {
  listCategories(context: CallContext): Promise<FaqCategory[]>;
  listFaqs(context: CallContext): Promise<Faq[]>;
}

export function faqSource(items: Pick<ContentItemsApi, 'listFaqCategories' | 'listFaqs'>): FaqSource {
  return {
    listCategories: (context) => listAll(items.listFaqCategories, context),
    listFaqs: (context) => listAll(items.listFaqs, context),
  };
}
