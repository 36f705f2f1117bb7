import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { TKey } from '@brokerage/shared/i18n/keys.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useLoad, type Cancelable } from '@brokerage/shared/app/data/useLoad.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ListStatus, type ListState, type ListStatusProps } from '../ListStatus/ListStatus';

export interface LoadedListProps extends Omit<
  ListStatusProps,
  'state' | 'children' | 'noDataMessage'
> {
  /** The store's list (a Resource, a ResourceStore…). */
  state: ListState & Cancelable;
  /** Loads the list in a language; it runs again when the language or `state` changes, not when a new function comes. */
  load: (locale: Locale) => unknown;
  /** Key of the empty list's text; default the spec's no-data message. */
  noData?: TKey<'corporate'>;
  /** The list in the page's language, once it answered with items. */
  children: (locale: Locale) => ReactNode;
}

/**
 * A list a screen loads for itself: `load` runs with the page's language (useLoad, which cancels
 * it on leaving), and ListStatus shows the skeleton, the failure, the no-data text or the list.
 */
export const LoadedList = observer(function LoadedList({
  state,
  load,
  noData,
  children,
  ...status
}: LoadedListProps) {
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` fills `state`: a new closure over the same list is no reason to load again
  useLoad(load, [], state);
  return (
    <ListStatus state={state} noDataMessage={noData && t(noData)} {...status}>
      {children(locale)}
    </ListStatus>
  );
});
