import { useCallback, useEffect, useMemo } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { DemoDataNote } from '../../../../lib/components/DemoDataNote/DemoDataNote';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { CenterSubPageProps } from '../../../../lib/stockSubPage';
import en from '../../../../locales/en/screener.json';
import vi from '../../../../locales/vi/screener.json';
import {
  filterFromSearch,
  filterKey,
  searchOf,
  type ScreenerFilterValues,
  type ScreenerSort,
} from '../../model/screenerFilter';
import { createScreenerStore } from '../../stores/ScreenerStore';
import { ScreenerForm } from '../ScreenerForm/ScreenerForm';
import { ScreenerResults } from '../ScreenerResults/ScreenerResults';

/**
 * bo-loc-co-phieu / stock-screener (issue 24): the filter lives in the URL (a shared link opens
 * the same form and the same result; what the API would refuse in it is ignored), the form
 * edits a draft of the next one, and the results follow the URL.
 */
export const ScreenerPage = observer(function ScreenerPage({ locale }: CenterSubPageProps) {
  usePageTexts('screener', { vi, en });
  const { t } = useTranslation('analysis');
  useLayout('main');
  const store = useStores().pageStores.get(createScreenerStore);
  const [search, setSearch] = useSearchParams();
  const wanted = useMemo(() => filterFromSearch(search), [search]);
  const key = filterKey(wanted);
  // The key is the filter's own query: read back, it is the same filter.
  useLoad(
    (lang) => store.open(filterFromSearch(new URLSearchParams(key)), lang),
    [store, key],
    store,
  );

  const apply = useCallback(
    (filter: ScreenerFilterValues, replace = false) =>
      setSearch(searchOf(filter), { replace, preventScrollReset: true }),
    [setSearch],
  );
  // The URL says what is shown: once the store has read it (values it would refuse, sectors no
  // company has any more left out), it is rewritten to that, in place.
  const shown = store.filter;
  const current = store.openedKey === key;
  useEffect(() => {
    if (current && shown && search.toString() !== filterKey(shown)) apply(shown, true);
  }, [current, shown, search, apply]);

  const handleSort = useCallback(
    (column: ScreenerSort) => apply(store.sortBy(column)),
    [apply, store],
  );

  return (
    <Container size="xl" py="xl">
      <PageHead title={t('screener.title')} description={t('screener.intro')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('screener.title')}</Title>
          <Text c="dimmed" maw={860}>
            {t('screener.intro')}
          </Text>
        </Stack>
        <ScreenerForm store={store} locale={locale} onApply={apply} />
        <ScreenerResults store={store} locale={locale} onSort={handleSort} />
        <DemoDataNote />
      </Stack>
    </Container>
  );
});
