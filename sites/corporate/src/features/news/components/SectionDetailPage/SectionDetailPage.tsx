import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { buildPath, type PageTranslation } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { Seo } from '@brokerage/shared/validation/content.ts';
import {
  ContentDetailLayout,
  detailHeadProps,
} from '../../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import { ContentDetailView } from '../../../../lib/content/ContentDetailLayout/ContentDetailView';
import { RelatedItems } from '../../../../lib/content/RelatedItems/RelatedItems';

interface SectionItem {
  id: number;
  title: string;
  path: string | null;
}

interface SectionDetail extends SectionItem {
  summary: string | null;
  image: string | null;
  seo: Seo;
  body: string | null;
  translations: readonly PageTranslation[];
  category: { title: string; slug: string } | null;
}

export interface SectionDetailPageProps<D extends SectionDetail, T extends SectionItem> {
  store: ContentDetailStore<D, T>;
  /** The section's list, first step of the breadcrumb (its category the second). */
  route: 'disclosureNews' | 'sgdckNews';
  texts: { title: string; date: string; related: string };
  /** The date the section shows (implementDate, releaseDate…), of the item and of related ones. */
  dateOf: (item: D | T) => string | null;
  subtitle: (item: D) => ReactNode;
  /** Below the body (an attachment). */
  extra?: (item: D) => ReactNode;
}

/**
 * The detail page of a section's item (disclosures, exchange news): breadcrumb through the
 * section and its category, the section's date, the item, and the newest items beside it.
 */
function SectionDetailPageView<D extends SectionDetail, T extends SectionItem>({
  store,
  route,
  texts,
  dateOf,
  subtitle,
  extra,
}: SectionDetailPageProps<D, T>) {
  const match = usePageMatch();
  const { locale } = match;
  const slug = match.kind === 'route' ? (match.slug ?? '') : '';

  return (
    <ContentDetailView store={store} slug={slug}>
      {(item) => (
        <ContentDetailLayout
          head={detailHeadProps(item)}
          translations={item.translations}
          breadcrumb={[
            { label: texts.title, href: buildPath(route, locale) },
            ...(item.category
              ? [
                  {
                    label: item.category.title,
                    href: buildPath(route, locale, { slug: item.category.slug }),
                  },
                ]
              : []),
          ]}
          title={item.title}
          date={dateOf(item)}
          dateLabel={texts.date}
          subtitle={subtitle(item)}
          body={item.body}
          aside={
            <RelatedItems
              title={texts.related}
              loading={store.relatedLoading}
              items={store.related.map((other) => ({
                id: other.id,
                title: other.title,
                href: other.path,
                date: dateOf(other),
              }))}
            />
          }
        >
          {extra?.(item)}
        </ContentDetailLayout>
      )}
    </ContentDetailView>
  );
}

export const SectionDetailPage = observer(SectionDetailPageView) as typeof SectionDetailPageView;
