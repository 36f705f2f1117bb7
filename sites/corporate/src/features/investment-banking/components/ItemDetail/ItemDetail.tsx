import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentDetail, ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { DetailGate, ItemPageMeta } from '../../../../lib/catalog/DetailGate/DetailGate';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { ContentDetailLayout } from '../../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import type { Crumb } from '../../../../lib/content/PageBreadcrumbs/PageBreadcrumbs';
import { RelatedItems } from '../../../../lib/content/RelatedItems/RelatedItems';

export interface ItemDetailProps<T extends ContentDetail, R extends ContentSummary> {
  store: ContentDetailStore<T, R>;
  slug: string | null | undefined;
  locale: Locale;
  breadcrumb: readonly Crumb[];
  relatedTitle: string;
  children?: React.ReactNode;
}

/** A service or business line's page: breadcrumb, title, summary, body, the others beside it. */
function ItemDetailInner<T extends ContentDetail, R extends ContentSummary>({
  store,
  slug,
  locale,
  breadcrumb,
  relatedTitle,
  children,
}: ItemDetailProps<T, R>) {
  return (
    <DetailGate store={store as ContentDetailStore<T, unknown>} slug={slug}>
      {(item) => (
        <>
          <ItemPageMeta item={item} />
          <ContentDetailLayout
            breadcrumb={breadcrumb}
            title={item.title}
            subtitle={item.summary ? <Text size="lg">{item.summary}</Text> : undefined}
            body={item.body}
            aside={
              <RelatedItems
                title={relatedTitle}
                loading={store.relatedLoading}
                items={store.related.map((r) => ({ id: r.id, title: r.title, href: r.path ?? contentItemPath(r, locale) }))}
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

export const ItemDetail = observer(ItemDetailInner) as <T extends ContentDetail, R extends ContentSummary>(
  props: ItemDetailProps<T, R>,
) => React.ReactNode;
