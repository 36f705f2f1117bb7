import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import {
  InstructExportBodySchema,
  type ContentDetail,
  type ContentSummary,
} from '@brokerage/shared/validation/contentItems.ts';
import { allItems, allItemsOf, itemByKey } from '../../../lib/catalog/contentCalls';
import type { CallContext } from '../../../lib/catalog/listAll';
import { findTemplatePageSlug } from '../../../lib/catalog/templatePages';

export type InstructCategory = ContentSummary<'instruct_category'>;
export type Instruct = ContentSummary<'instruct'>;
export type InstructDetail = ContentDetail<'instruct'>;

/**
 * `POST htgd-instructs/export` (spec §7): the guide as a PDF. Form fields `id` and
 * `grecaptcha_token` (checked by the API only when reCAPTCHA is configured).
 */
export function exportInstruct(
  api: Pick<ApiClient, 'postBlob'>,
  id: number,
  token: string | null,
  signal?: AbortSignal,
): Promise<BlobResult> {
  const body = InstructExportBodySchema.parse({
    id,
    ...(token ? { grecaptcha_token: token } : {}),
  });
  return api.postBlob('htgd-instructs/export', body, { signal });
}

/** The guide categories, in CMS order (`GET htgd-instruct-categories`). */
export const listInstructCategories = allItems<InstructCategory>(
  (items) => items.listInstructCategories,
);

/** Every guide (`GET htgd-instructs`). */
export const listInstructs = allItems<Instruct>((items) => items.listInstructs);

/** The guides of one category (`GET htgd-instructs?category={id}`). */
export const listInstructsOfCategory = allItemsOf<Instruct, number>(
  (items, categoryId) => (params, options) =>
    items.listInstructs({ ...params, category: categoryId }, options),
);

/** One guide (`GET htgd-instructs/{slug}`); 404 when there is none. */
export const getInstruct = itemByKey<InstructDetail>((items) => items.getInstruct);

/** Slug of the HTGH_GUIDE_TRADING_SYSTEM page in the call's language, or null. */
export const findGuidePage = (api: ApiClient, call: CallContext): Promise<string | null> =>
  findTemplatePageSlug(api, 'HTGH_GUIDE_TRADING_SYSTEM', call);
