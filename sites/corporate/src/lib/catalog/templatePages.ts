import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PageSummarySchema } from '@brokerage/shared/validation/content.ts';
import { listAll, type CallContext } from './listAll';

/**
 * The slug, in the call's language, of the CMS page with a template (the recent-deals page, the
 * trading-guide page), or null when the CMS has none. `pages/static/all` is paged, so every page
 * of it is read.
 */
export async function findTemplatePageSlug(
  api: Pick<ApiClient, 'getList'>,
  templateCode: string,
  context: CallContext,
): Promise<string | null> {
  const pages = await listAll(
    (params, { locale, signal }) => api.getList('pages/static/all', PageSummarySchema, { params: { ...params, locale }, signal }),
    context,
  );
  const page = pages.find((p) => p.templateCode === templateCode);
  if (!page) return null;
  return page.translations.find((t) => t.locale === context.locale)?.slug ?? page.slug;
}
