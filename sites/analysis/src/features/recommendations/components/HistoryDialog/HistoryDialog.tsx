import { Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { RecommendationsStore } from '../../stores/RecommendationsStore';
import { ExportButton, ExportStatus } from '../ExportButton/ExportButton';
import { ListFailure, ListFooter, ListLoading } from '../ListState/ListState';
import { RecommendationTable } from '../RecommendationTable/RecommendationTable';

interface HistoryDialogProps {
  store: RecommendationsStore;
  locale: Locale;
  onExport: () => void;
}

/** One company's calls in the category shown, newest first, "more" appending; its export. */
export const HistoryDialog = observer(function HistoryDialog({
  store,
  locale,
  onExport,
}: HistoryDialogProps) {
  const { t } = useTranslation('analysis');
  const symbol = store.historySymbol;
  const category = store.category;
  const rows = store.historyRows;
  const failure = store.historyFailure;
  const title = t('recommendations.history.title', { symbol: symbol ?? '' });
  return (
    <Modal
      opened={store.isHistoryOpen && symbol !== null}
      onClose={store.closeHistory}
      title={title}
      size="72rem"
      closeButtonProps={{ 'aria-label': t('recommendations.history.close') }}
    >
      <Stack gap="md">
        {category && (
          <Text size="sm" c="dimmed">
            {category.name}
          </Text>
        )}
        {failure ? (
          <ListFailure
            failure={failure}
            text={t('recommendations.history.failed')}
            onRetry={() => void store.history.retry()}
          />
        ) : store.isHistoryLoading ? (
          <ListLoading label={t('recommendations.history.loading')} rows={4} />
        ) : rows.length === 0 ? (
          <Text size="sm" role="status">
            {t('recommendations.history.empty')}
          </Text>
        ) : (
          <>
            <RecommendationTable
              label={title}
              columns={store.columns}
              rows={rows}
              locale={locale}
              oneCompany
              testId="recommendation-history"
            />
            <ListFooter
              list={store.history}
              shown={rows.length}
              locale={locale}
              shownText={(values) => t('recommendations.history.shown', values)}
              moreText={t('recommendations.history.more')}
            />
          </>
        )}
        {symbol !== null && (
          <Stack gap="xs" align="flex-start">
            <ExportButton
              label={t('recommendations.export.symbolHistory', { symbol })}
              loading={store.isExporting('symbolHistory')}
              disabled={store.exporting !== null}
              onClick={onExport}
            />
            <ExportStatus
              working={store.isExporting('symbolHistory')}
              failure={store.failureOf('symbolHistory')}
              onDismiss={store.dismissExportFailure}
            />
          </Stack>
        )}
      </Stack>
    </Modal>
  );
});
