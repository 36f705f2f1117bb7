import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { usePagedList } from '@brokerage/shared/app/data/usePagedList.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ListPagination } from '../ListPagination/ListPagination';
import { ListStatus } from '../ListStatus/ListStatus';

export interface PagedListSectionProps<T, P> {
  /** The section's id: the pagination brings it into view. */
  id: string;
  /** Accessible name of the section. */
  label: string;
  className?: string;
  list: PagedListStore<T, P>;
  /** The list's filter; compared by value (usePagedList). */
  params: P;
  /** Placeholder of the list's shape while a page loads. */
  skeleton: ReactNode;
  /** The page's items (read from `list.items`). */
  children: ReactNode;
}

/**
 * A paged list on the URL's `?page=`: loads the page in the page's language (usePagedList), shows
 * its status (ListStatus, a stale page as the skeleton) and the pagination under it.
 */
function PagedListSectionView<T, P>({
  id,
  label,
  className,
  list,
  params,
  skeleton,
  children,
}: PagedListSectionProps<T, P>) {
  const { locale } = usePageMatch();
  const { current } = usePagedList(list, params, locale);
  return (
    <section id={id} aria-label={label} className={className}>
      <ListStatus state={list} current={current} skeleton={skeleton}>
        {children}
      </ListStatus>
      <ListPagination totalPages={list.totalPages} page={list.page} scrollToId={id} />
    </section>
  );
}

export const PagedListSection = observer(PagedListSectionView) as typeof PagedListSectionView;
