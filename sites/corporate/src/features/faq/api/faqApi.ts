import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems } from '../../../lib/catalog/contentCalls';

export type FaqCategory = ContentSummary<'faq_category'>;
/** title: the question; summary: the answer (CMS HTML). */
export type Faq = ContentSummary<'faq'>;

/** The FAQ categories, in CMS order (`GET faq-categories`). */
export const listFaqCategories = allItems<FaqCategory>((items) => items.listFaqCategories);

/** Every question of every category (`GET faqs`): the page filters them on the client. */
export const listFaqs = allItems<Faq>((items) => items.listFaqs);
