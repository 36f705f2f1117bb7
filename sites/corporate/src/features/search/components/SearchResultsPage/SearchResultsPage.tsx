import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { SearchForm } from '@brokerage/shared/app/components/SearchForm/SearchForm.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { SEARCH_KEYWORD_MAX, SearchKeywordSchema } from '@brokerage/shared/validation/search.ts';
import type { SearchStore } from '../../stores/SearchStore';
import { RecentSearches } from '../RecentSearches/RecentSearches';
import { SearchResultCard } from '../SearchResultCard/SearchResultCard';
import { NamedPagination } from '../../../../lib/content/ListPagination/ListPagination';
import classes from './SearchResultsPage.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

export interface SearchResultsPageProps {
  store: SearchStore;
  locale: Locale;
  /** `keyword` of the URL as given (may be missing, blank or too long). */
  keyword: string;
  /** `page` of the URL, 1 when missing or not a positive whole number. */
  page: number;
  onPageChange: (page: number) => void;
}

export const SearchResultsPage = observer(function SearchResultsPage({
  store,
  locale,
  keyword: rawKeyword,
  page,
  onPageChange,
}: SearchResultsPageProps) {
  useLayout('main');
  const { t } = useTranslation('corporate');
  const parsed = SearchKeywordSchema.safeParse(rawKeyword);
  const keyword = parsed.success ? parsed.data : null;

  useLoad(
    (locale) => (keyword === null ? undefined : store.run({ keyword, page, locale })),
    [store, keyword, page],
    store,
  );

  const answered =
    keyword !== null && store.request?.keyword === keyword && store.request.locale === locale;
  const invalidMessage =
    keyword === null && rawKeyword.trim() !== ''
      ? t('search.tooLong', { max: SEARCH_KEYWORD_MAX })
      : null;

  return (
    <>
      <PageHead
        title={keyword ? t('search.headTitle', { keyword }) : t('search.title')}
        description={t('search.description')}
      />
      <Container size="md" py="lg">
        <Stack gap="lg">
          <Title order={1}>{t('search.title')}</Title>
          {/* Keyed by the URL keyword: a new search (header, recent list) refills the field. */}
          <SearchForm key={`${locale}:${rawKeyword}`} locale={locale} initialKeyword={rawKeyword} />
          <RecentSearches store={store.recent} locale={locale} />
          {invalidMessage ? <Alert color="yellow">{invalidMessage}</Alert> : null}
          {keyword === null && !invalidMessage ? (
            <Text c="dimmed">{t('search.prompt')}</Text>
          ) : null}
          {keyword !== null ? (
            <section
              aria-labelledby="search-results-summary"
              aria-busy={store.isLoading}
              className={classes.results}
            >
              <Text id="search-results-summary" role="status" aria-live="polite" fw={500}>
                {store.isLoading || !answered
                  ? t('search.loading')
                  : store.failure
                    ? ''
                    : t('search.count', { count: store.total, keyword })}
              </Text>
              {store.failure && !store.isLoading ? (
                <Alert color="red" role="alert">
                  {t('search.failed')}
                </Alert>
              ) : null}
              {store.isLoading || !answered ? (
                <ResultsSkeleton />
              ) : store.isEmpty ? (
                <Text className={classes.empty}>{t('search.noResult')}</Text>
              ) : (
                <ol className={classes.list}>
                  {store.results.map((result) => (
                    <li key={`${result.type}-${result.id}`}>
                      <SearchResultCard result={result} />
                    </li>
                  ))}
                </ol>
              )}
              {answered && !store.isLoading && store.totalPages > 1 ? (
                <NamedPagination
                  total={store.totalPages}
                  value={store.page}
                  onChange={onPageChange}
                  label={t('search.pagination')}
                  className={classes.pagination}
                />
              ) : null}
            </section>
          ) : null}
        </Stack>
      </Container>
    </>
  );
});

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={96} radius="md" />
      ))}
    </Stack>
  );
}
