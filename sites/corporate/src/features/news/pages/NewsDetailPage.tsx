import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { NEWS_PRODUCTS, type NewsProduct } from '@brokerage/shared/routing/routes.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import {
  ContentDetailLayout,
  detailHeadProps,
} from '../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import { ContentDetailView } from '../../../lib/content/ContentDetailLayout/ContentDetailView';
import { RelatedItems } from '../../../lib/content/RelatedItems/RelatedItems';
import type { NewsDetail } from '../api/newsApi';

/** The product of a `newsDetail:{product}` route id. */
export function productOfRoute(routeId: string | undefined): NewsProduct | null {
  const product = routeId?.startsWith('newsDetail:') ? routeId.slice('newsDetail:'.length) : null;
  return NEWS_PRODUCTS.find((p) => p === product) ?? null;
}

/** Routes newsDetail:{company|stock|bond|derivative|fund} (/chi-tiet-tin-tuc-va-su-kien-{product}/:slug). */
export default observer(function NewsDetailPage() {
  const { news } = useStores();
  const match = usePageMatch();
  const slug = match.kind === 'route' ? (match.slug ?? '') : '';
  const product = productOfRoute(match.kind === 'route' ? match.route.id : undefined);
  const { t } = useTranslation('corporate');
  const store = news.detail;

  return (
    <ContentDetailView store={store} slug={slug}>
      {(item) => (
        <>
          <ProductGuard item={item} product={product} />
          <ContentDetailLayout
            head={detailHeadProps(item)}
            translations={item.translations}
            breadcrumb={[{ label: t(`news.products.${item.attrs.product}`) }]}
            title={item.title}
            date={item.createdAt}
            image={item.image}
            body={item.body}
            aside={
              <RelatedItems
                loading={store.relatedLoading}
                items={store.related.map((other) => ({
                  id: other.id,
                  title: other.title,
                  href: other.path,
                  date: other.createdAt,
                }))}
              />
            }
          />
        </>
      )}
    </ContentDetailView>
  );
});

/** An article opened under another product's path moves to its own path (one URL per page). */
function ProductGuard({ item, product }: { item: NewsDetail; product: NewsProduct | null }) {
  const navigate = useNavigate();
  const wrong = product !== item.attrs.product && item.path !== null;
  useEffect(() => {
    if (wrong && item.path) void navigate(item.path, { replace: true });
  }, [wrong, item.path, navigate]);
  return null;
}
