import { Suspense, useCallback, useMemo } from 'react';
import {
  Button,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { usePagedList } from '@brokerage/shared/app/data/usePagedList.ts';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import {
  filtersFromQuery,
  hasFilters,
  queryWithFilters,
  queryWithView,
  viewFromQuery,
  type JobFilters,
  type JobView,
} from '../../lib/filters';
import type { JobSearchStore } from '../../stores/JobSearchStore';
import { JobCard } from '../JobCard/JobCard';
import { JobPagination } from '../JobPagination/JobPagination';
import { ListState } from '../ListState/ListState';
import { JobFiltersForm } from './JobFiltersForm';

// The map and its shapes (about 200 kB) load only when the map view opens.
export const LazyJobMap = preloadable(() => import('../JobMap/JobMap').then((m) => m.JobMap));

const RESULTS_ID = 'job-results';

/** `tuyen-dung`'s job search: filters in the URL, the list (10 a page) or the map with the list. */
export const JobSearch = observer(function JobSearch({
  store,
  locale,
}: {
  store: JobSearchStore;
  locale: Locale;
}) {
  const { t } = useTranslation('recruitment');
  const [query, setQuery] = useSearchParams();
  const queryKey = query.toString();
  // One object per search (compared by value by the list store).
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(queryKey)), [queryKey]);
  const view = viewFromQuery(query);

  useLoad((lang) => store.loadLists(lang), [store], store.lists);
  const { page, current } = usePagedList(store.results, filters, locale);
  const results = store.results;
  const lists = store.lists.value;

  const applyFilters = useCallback(
    (next: JobFilters) =>
      setQuery((current) => queryWithFilters(current, next), { preventScrollReset: true }),
    [setQuery],
  );
  const changeView = (next: string) =>
    setQuery((current) => queryWithView(current, next as JobView), { preventScrollReset: true });

  const workplaceName = lists?.workplaces.find((w) => w.id === filters.workplaceId)?.name;

  const list = (
    <Stack gap="sm" id={RESULTS_ID}>
      <Text role="status" aria-live="polite" size="sm" c="dimmed">
        {current && results.hasAnswer && !results.isLoading
          ? t('jobs.search.count', { count: results.total })
          : ''}
      </Text>
      <ListState
        state={results}
        current={current}
        loadingLabel={t('jobs.search.loading')}
        emptyText={hasFilters(filters) ? t('jobs.search.empty') : t('jobs.search.emptyAll')}
      >
        <SimpleGrid cols={{ base: 1, sm: view === 'map' ? 1 : 2 }} spacing="md">
          {results.items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
        <JobPagination
          totalPages={results.totalPages}
          page={results.page || page}
          scrollToId={RESULTS_ID}
        />
      </ListState>
    </Stack>
  );

  return (
    <Stack component="section" gap="md" aria-labelledby="job-search-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} id="job-search-heading">
          {t('jobs.search.heading')}
        </Title>
        <SegmentedControl
          aria-label={t('jobs.search.view.label')}
          value={view}
          onChange={changeView}
          data={[
            { value: 'list', label: t('jobs.search.view.list') },
            { value: 'map', label: t('jobs.search.view.map') },
          ]}
        />
      </Group>
      <JobFiltersForm filters={filters} lists={lists} onChange={applyFilters} />
      {view === 'map' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t('jobs.map.heading')}
              </Title>
              {workplaceName && (
                <Group gap="xs">
                  <Text size="sm">{t('jobs.map.selected', { name: workplaceName })}</Text>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => applyFilters({ ...filters, workplaceId: undefined })}
                  >
                    {t('jobs.map.showAll')}
                  </Button>
                </Group>
              )}
              <Suspense
                fallback={
                  <Skeleton
                    height={420}
                    radius="md"
                    role="status"
                    aria-label={t('jobs.map.loading')}
                  />
                }
              >
                {lists ? (
                  <LazyJobMap
                    workplaces={lists.workplaces}
                    selectedId={filters.workplaceId}
                    onSelect={(id) => applyFilters({ ...filters, workplaceId: id })}
                  />
                ) : (
                  <Skeleton
                    height={420}
                    radius="md"
                    role="status"
                    aria-label={t('jobs.map.loading')}
                  />
                )}
              </Suspense>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>{list}</Grid.Col>
        </Grid>
      ) : (
        list
      )}
    </Stack>
  );
});
