import { type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { ContentDetailSkeleton } from './ContentDetailSkeleton';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

export interface ContentDetailViewProps<T, R> {
  store: ContentDetailStore<T, R>;
  slug: string;
  /** The page of the item, once it is here (usually a ContentDetailLayout). */
  children: (item: T) => ReactNode;
}

function ContentDetailViewImpl<T, R>({
  store,
  slug,
  children,
}: ContentDetailViewProps<T, R>) {
  useLoad((locale) => store.open(slug, locale), [store, slug], store);

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
