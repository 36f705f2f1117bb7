import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { errorStatus } from '@brokerage/shared/app/loadError.ts';
import type { ContentDetailStore } from '../ContentDetailStore';
import { ContentDetailSkeleton } from './ContentDetailSkeleton';

export interface ContentDetailViewProps<T, R> {
  store: ContentDetailStore<T, R>;
  slug: string;
  locale: Locale;
  /** The page of the item, once it is here (usually a ContentDetailLayout). */
  children: (item: T) => ReactNode;
}

function ContentDetailViewImpl<T, R>({
  store,
  slug,
  locale,
  children,
}: ContentDetailViewProps<T, R>) {
  useEffect(() => {
    void store.open(slug, locale);
    return () => store.cancel();
  }, [store, slug, locale]);

  if (store.failure) return <ErrorPage status={errorStatus(store.failure)} />;
  const item = store.item;
  if (!item) return <ContentDetailSkeleton />;
  return <>{children(item)}</>;
}

/**
 * Opens the item of a slug and renders its page: the skeleton while it loads, the 404 page for
 * an unknown slug (the proxy answers HTTP 404 for it too), the 500/503 page when it cannot load.
 */
export const ContentDetailView = observer(ContentDetailViewImpl) as typeof ContentDetailViewImpl;
