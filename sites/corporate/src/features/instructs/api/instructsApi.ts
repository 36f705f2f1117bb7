import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  InstructExportBodySchema,
  type ContentDetail,
  type ContentSummary,
} from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';
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
  const body = InstructExportBodySchema.parse({ id, ...(token ? { grecaptcha_token: token } : {}) });
  return api.postBlob('htgd-instructs/export', body, { signal });
}

/** The trading-support guide calls; the RootStore wires them to the API. */
export interface InstructsSource {
  listCategories(context: CallContext): Promise<InstructCategory[]>;
  listInstructs(context: CallContext): Promise<Instruct[]>;
  listInstructsOfCategory(categoryId: number, context: CallContext): Promise<Instruct[]>;
  getInstruct(key: string, locale: Locale, signal: AbortSignal): Promise<InstructDetail>;
  /** Slug of the HTGH_GUIDE_TRADING_SYSTEM page in the language, or null. */
  findGuidePage(context: CallContext): Promise<string | null>;
  exportPdf(id: number, token: string | null): Promise<BlobResult>;
}

export function instructsSource(
  api: Pick<ApiClient, 'postBlob' | 'getList'>,
  items: Pick<ContentItemsApi, 'listInstructCategories' | 'listInstructs' | 'getInstruct'>,
): InstructsSource {
  return {
    listCategories: (context) => listAll(items.listInstructCategories, context),
    listInstructs: (context) => listAll(items.listInstructs, context),
    listInstructsOfCategory: (categoryId, context) =>
      listAll((params, options) => items.listInstructs({ ...params, category: categoryId }, options), context),
    getInstruct: (key, locale, signal) => items.getInstruct(key, { locale, signal }),
    findGuidePage: (context) => findTemplatePageSlug(api, 'HTGH_GUIDE_TRADING_SYSTEM', context),
    exportPdf: (id, token) => exportInstruct(api, id, token),
  };
}
