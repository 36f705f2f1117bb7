import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { FinancialReport } from '../../api/financialsApi';
import type { FinancialReportsStore } from '../../stores/FinancialReportsStore';
import classes from './ReportDownloads.module.css';

interface ReportDownloadsProps {
  store: FinancialReportsStore;
  symbol: string;
  locale: Locale;
}

/** The published statements, newest first, "more" appending; each period's CSV download. */
export const ReportDownloads = observer(function ReportDownloads({
  store,
  symbol,
  locale,
}: ReportDownloadsProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  const { pages } = store;
  // Another symbol's or language's list (an earlier page of the visit) is not this one.
  const items = pages.answers(pages.page, { symbol }, locale) ? pages.items : [];

  let body;
  if (pages.failure && items.length === 0) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">{t('financials.reports.failed')}</Text>
          <Button size="xs" variant="default" onClick={() => void pages.retry()}>
            {t('financials.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (items.length === 0 && !pages.isEmpty) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('financials.reports.loading')}</Text>
      </Group>
    );
  } else if (items.length === 0) {
    body = (
      <Text size="sm" role="status">
        {t('financials.reports.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <ul className={classes.list} data-testid="report-list">
          {items.map((report) => (
            <ReportItem key={report.id} store={store} report={report} locale={locale} />
          ))}
        </ul>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="xs" aria-live="polite">
            {t('financials.reports.shown', {
              shown: formatNumber(items.length, locale),
              total: formatNumber(pages.total, locale),
            })}
          </Text>
          {pages.hasMore && (
            <Button variant="light" onClick={() => void pages.loadMore()} loading={pages.isLoading}>
              {t('financials.reports.more')}
            </Button>
          )}
        </Group>
        {pages.failure && (
          <Alert color="red" variant="light" role="alert">
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm">{t('financials.reports.failed')}</Text>
              <Button size="xs" variant="default" onClick={() => void pages.retry()}>
                {t('financials.retry')}
              </Button>
            </Group>
          </Alert>
        )}
      </>
    );
  }

  return (
    <Panel id="financials-reports" title={t('financials.reports.heading')}>
      <Text size="sm">{t('financials.reports.intro')}</Text>
      {body}
    </Panel>
  );
});

const ReportItem = observer(function ReportItem({
  store,
  report,
  locale,
}: {
  store: FinancialReportsStore;
  report: FinancialReport;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  const failed = store.failureFor(report.id) !== null;
  return (
    <li className={classes.item}>
      <div className={classes.text}>
        <Text size="sm" fw={600}>
          {report.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t('financials.reports.published', { date: formatDate(report.publishedDate) })}
        </Text>
        {failed && (
          <Text size="xs" c="var(--mantine-color-error)" role="alert">
            {t('financials.reports.downloadFailed')}
          </Text>
        )}
      </div>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={store.isDownloading(report.id)}
        disabled={store.downloadingId !== null && !store.isDownloading(report.id)}
        onClick={() => void store.download(report, locale)}
        aria-label={t('financials.reports.downloadLabel', { title: report.title })}
      >
        {t('financials.reports.download')}
      </Button>
    </li>
  );
});
