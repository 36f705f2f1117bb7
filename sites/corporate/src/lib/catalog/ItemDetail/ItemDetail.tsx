import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { ContentDetailLayout } from '../../content/ContentDetailLayout/ContentDetailLayout';
import type { Crumb } from '../../content/PageBreadcrumbs/PageBreadcrumbs';
import { RelatedItems, relatedLinks } from '../../content/RelatedItems/RelatedItems';
import { DetailGate, ItemPageMeta } from '../DetailGate/DetailGate';

export interface ItemDetailProps<T extends ContentDetail, R extends ContentSummary> {
  store: ContentDetailStore<T, R>;
  slug: string | null | undefined;
  locale: Locale;
  /** The trail to the item; a function when it names the item's own category. */
  breadcrumb: readonly Crumb[] | ((item: T) => readonly Crumb[]);
  /** Under the title; default the item's summary. */
  subtitle?: (item: T) => ReactNode;
  relatedTitle: string;
  children?: ReactNode;
}

/**
 * A catalogue item's page (a service, a guide, a business line): breadcrumb, title, summary,
 * body and the others of its list beside it; 404 and failures as DetailGate shows them.
 */
function ItemDetailInner<T extends ContentDetail, R extends ContentSummary>({
  store,
  slug,
  locale,
  breadcrumb,
  subtitle,
  relatedTitle,
  children,
}: ItemDetailProps<T, R>) {
  return (
    <DetailGate store={store as ContentDetailStore<T, unknown>} slug={slug}>
      {(item) => (
        <>
          <ItemPageMeta item={item} />
          <ContentDetailLayout
            breadcrumb={typeof breadcrumb === 'function' ? breadcrumb(item) : breadcrumb}
            title={item.title}
            subtitle={
              subtitle ? (
                subtitle(item)
              ) : item.summary ? (
                <Text size="lg">{item.summary}</Text>
              ) : undefined
            }
            body={item.body}
            aside={
              <RelatedItems
                title={relatedTitle}
                loading={store.relatedLoading}
                items={relatedLinks(store.related, locale)}
              />
            }
          >
            {children}
          </ContentDetailLayout>
        </>
      )}
    </DetailGate>
  );
}

export const ItemDetail = observer(ItemDetailInner) as <
  T extends ContentDetail,
  R extends ContentSummary,
>(
  props: ItemDetailProps<T, R>,
) => React.ReactNode;
