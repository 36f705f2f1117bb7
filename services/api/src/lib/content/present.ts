import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { type Locale } from '@brokerage/shared/routing/routes.ts';
import type { Seo } from '@brokerage/shared/validation/content.ts';
import type { ContentRow } from '../../repositories/content';

/** The item's page in a language, from the shared table of content link targets. */
export function pathOf(
  row: Pick<ContentRow, 'type' | 'id' | 'attrs'>,
  slug: string,
  locale: Locale,
): string | null {
  const product = typeof row.attrs.product === 'string' ? row.attrs.product : undefined;
  return contentItemPath({ type: row.type, slug, id: row.id, product }, locale);
}

/** A list row of the API (`contentSummarySchema`). */
export function toSummary(row: ContentRow, locale: Locale) {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    createdAt: row.publishedAt.toISOString(),
    outstanding: row.outstanding,
    sort: row.sort,
    category: row.category,
    translations: row.translations,
    path: pathOf(row, row.slug, locale),
    attrs: row.attrs,
  };
}

const NO_SEO: Seo = { title: null, description: null, keyword: null, imgSrc: null };

/** A detail of the API (`contentDetailSchema`): the list row plus body and SEO. */
export function toDetail(row: ContentRow, locale: Locale) {
  return { ...toSummary(row, locale), body: row.body, seo: row.seo ?? NO_SEO };
}

/** Both languages' paths of an item (sitemap alternates, the language switch). */
export function alternatesOf(row: ContentRow): { locale: Locale; path: string }[] {
  return row.translations.flatMap(({ locale, slug }) => {
    const path = pathOf(row, slug, locale);
    return path ? [{ locale, path }] : [];
  });
}
