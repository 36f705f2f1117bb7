import { useCallback } from 'react';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CenterSubPageProps } from '../../../../lib/stockSubPage';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import en from '../../../../locales/en/recommendations.json';
import vi from '../../../../locales/vi/recommendations.json';
import { createRecommendationsStore, type ExportTarget } from '../../stores/RecommendationsStore';
import { CategorySwitch } from '../CategorySwitch/CategorySwitch';
import { ExportButton, ExportStatus } from '../ExportButton/ExportButton';
import { HistoryDialog } from '../HistoryDialog/HistoryDialog';
import { ListFailure, ListFooter, ListLoading } from '../ListState/ListState';
import { RecommendationTable } from '../RecommendationTable/RecommendationTable';

const HEADING_ID = 'recommendations-title';

/**
 * The analysts' recommendations, drawn under the research list on bao-cao-phan-tich: the
 * recommendation types, the latest call on each company of the one chosen (its columns are the
 * type's), "more" appending; a company's history in a dialog; both lists as .xlsx downloads.
 */
export const RecommendationsPanel = observer(function RecommendationsPanel({
  locale,
}: CenterSubPageProps) {
  usePageTexts('recommendations', { vi, en });
  const { t } = useTranslation('analysis');
  const { pageStores, recaptcha } = useStores();
  const store = pageStores.get(createRecommendationsStore);
  useLoad((lang) => store.load(lang), [store], store);

  const handleExport = useCallback(
    (target: ExportTarget) =>
      void store.exportFile(target, {
        save: saveFile,
        getRecaptchaToken: () => recaptcha.token('export'),
      }),
    [store, recaptcha],
  );

  const category = store.category;
  const rows = store.rows;
  const failure = store.failure;
  const busy = store.exporting !== null;
  const mainExport = store.exporting === 'latest' || store.exporting === 'history';
  const mainFailure = store.failureOf('latest') ?? store.failureOf('history');

  return (
    <Container size="xl" pb="xl">
      <Stack component="section" gap="md" aria-labelledby={HEADING_ID}>
        <Stack gap={4}>
          <Title order={2} size="h3" id={HEADING_ID}>
            {t('recommendations.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('recommendations.description')}
          </Text>
        </Stack>

        {store.categoryList.length > 0 && category ? (
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <CategorySwitch
              legend={t('recommendations.category.legend')}
              categories={store.categoryList}
              value={category.code}
              onChange={(code) => void store.selectCategory(code)}
            />
            <Group gap="xs" wrap="wrap" role="group" aria-label={t('recommendations.export.group')}>
              <ExportButton
                label={t('recommendations.export.latest')}
                loading={store.isExporting('latest')}
                disabled={busy}
                onClick={() => handleExport('latest')}
              />
              <ExportButton
                label={t('recommendations.export.history')}
                loading={store.isExporting('history')}
                disabled={busy}
                onClick={() => handleExport('history')}
              />
            </Group>
          </Group>
        ) : store.categories.isLoading && !store.categories.value ? (
          <Skeleton height={30} width="50%" radius="xl" />
        ) : null}

        <ExportStatus
          working={mainExport}
          failure={mainFailure}
          onDismiss={store.dismissExportFailure}
        />

        {failure ? (
          <ListFailure
            failure={failure}
            text={t('recommendations.state.failed')}
            onRetry={() => void store.retry()}
          />
        ) : store.isEmpty ? (
          <Text size="sm" c="dimmed" role="status">
            {store.categoryList.length === 0
              ? t('recommendations.table.noCategories')
              : t('recommendations.table.empty')}
          </Text>
        ) : store.isLoading || !category ? (
          <ListLoading label={t('recommendations.table.loading')} />
        ) : (
          <>
            <RecommendationTable
              label={t('recommendations.table.label', { category: category.name })}
              columns={store.columns}
              rows={rows}
              locale={locale}
              onOpenHistory={(symbol) => void store.openHistory(symbol)}
              testId="recommendations-table"
            />
            <ListFooter
              list={store.latest}
              shown={rows.length}
              locale={locale}
              shownText={(values) => t('recommendations.table.shown', values)}
              moreText={t('recommendations.table.more')}
            />
          </>
        )}
      </Stack>
      <HistoryDialog store={store} locale={locale} onExport={() => handleExport('symbolHistory')} />
    </Container>
  );
});
