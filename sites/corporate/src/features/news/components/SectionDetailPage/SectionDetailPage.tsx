import type { ReactNode } from 'react';
import { Badge, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
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

/** The news sections with a list and detail pages of their own, by their text group. */
export type NewsSection = 'disclosures' | 'exchangeNews';

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
  /** Its texts: `news.<section>.title`, `.date`, `.related`. */
  section: NewsSection;
  /** The date the section shows (implementDate, releaseDate…), of the item and of related ones. */
  dateOf: (item: D | T) => string | null;
  /** What the item is about (its stock symbol, its exchange), as a badge under the title. */
  badge: (item: D) => string | null;
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
  section,
  dateOf,
  badge,
  extra,
}: SectionDetailPageProps<D, T>) {
  const { t } = useTranslation('corporate');
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
            { label: t(`news.${section}.title`), href: buildPath(route, locale) },
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
          dateLabel={t(`news.${section}.date`)}
          subtitle={
            badge(item) && (
              <Group gap="xs">
                <Badge variant="light" radius="sm">
                  {badge(item)}
                </Badge>
              </Group>
            )
          }
          body={item.body}
          aside={
            <RelatedItems
              title={t(`news.${section}.related`)}
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
