import { useCallback } from 'react';
import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CenterSubPageProps } from '../../../../lib/stockSubPage';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import en from '../../../../locales/en/research.json';
import vi from '../../../../locales/vi/research.json';
import { useLoginPrompt, useReportDownload } from '../../hooks/useReportActions';
import { createResearchListStore } from '../../stores/ResearchListStore';
import { CategoryFilter } from '../CategoryFilter/CategoryFilter';
import { PagedList } from '../PagedList/PagedList';
import { ReportCard } from '../ReportCard/ReportCard';

const LIST_TITLE = 'research-list-title';
const CARD_COLS = { base: 1, sm: 2, lg: 3 };

/**
 * bao-cao-phan-tich / analysis-report: the research centre's reports, a category filter ("all
 * reports" first, kept in `?category=`), 15 a page with "more" appending; each report opens
 * its preview (or asks an anonymous visitor to log in) and downloads under issue 4's rules.
 */
export const ResearchListPage = observer(function ResearchListPage({ locale }: CenterSubPageProps) {
  usePageTexts('research', { vi, en });
  useLayout('main');
  const { t } = useTranslation('analysis');
  const { pageStores, customer, reportDownload } = useStores();
  const store = pageStores.get(createResearchListStore);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category')?.trim() ?? '';
  const category = raw === '' ? null : raw;
  useLoad((lang) => store.load(category, lang), [store, category], store);
  const download = useReportDownload(locale);
  const login = useLoginPrompt(locale);

  const handleCategory = useCallback(
    (code: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code === null) next.delete('category');
          else next.set('category', code);
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const categories = store.categoriesIn(locale);
  const unknown = store.isUnknownCategory(category, locale);
  const filter = store.paramsFor(category, locale);
  const title = t('research.list.title');
  return (
    <Container size="xl" pt="xl" pb="md">
      <PageHead title={title} description={t('research.list.description')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('research.list.description')}</Text>
        </Stack>
        <Stack component="section" gap="md" aria-labelledby={LIST_TITLE}>
          <Title order={2} size="h3" id={LIST_TITLE}>
            {t('research.list.heading')}
          </Title>
          {categories ? (
            <CategoryFilter
              legend={t('research.list.filterLabel')}
              allLabel={t('research.list.all')}
              categories={categories}
              value={filter.category}
              onChange={handleCategory}
            />
          ) : store.categoriesFailure ? (
            <Text size="sm" c="dimmed">
              {t('research.list.categoriesFailed')}
            </Text>
          ) : (
            <Skeleton height={30} width="60%" radius="xl" />
          )}
          {unknown && (
            <Alert color="yellow" variant="light">
              {t('research.list.unknownCategory', { code: category ?? '' })}
            </Alert>
          )}
          <PagedList
            list={store.list}
            ready={store.list.answers(store.list.page, filter, locale)}
            locale={locale}
            onRetry={() => void store.retry(category, locale)}
            texts={{
              loading: t('research.list.loading'),
              failed: t('research.list.failed'),
              moreFailed: t('research.list.moreFailed'),
              empty: t('research.list.empty'),
              shown: (values) => t('research.list.shown', values),
              more: t('research.list.more'),
            }}
            skeleton={
              <SimpleGrid cols={CARD_COLS} spacing="md">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={190} radius="md" />
                ))}
              </SimpleGrid>
            }
          >
            <SimpleGrid cols={CARD_COLS} spacing="md" data-testid="research-list">
              {store.list.items.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  locale={locale}
                  loggedIn={customer.isLoggedIn}
                  onLoginRequired={login.prompt}
                  onDownload={(r) => void download(r)}
                  downloading={reportDownload.isDownloading(report.id)}
                />
              ))}
            </SimpleGrid>
          </PagedList>
        </Stack>
      </Stack>
      {login.modal}
    </Container>
  );
});
