import { SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FirmType } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { Statement } from '../../api/financialsApi';
import { formatAmount } from '../../model/financialFormat';
import { CHART_LINES, PERIOD_COUNT } from '../../model/layouts';
import { lineSeries, type ChartSeries } from '../../model/statementView';
import { chartPaths, type StatementsStore } from '../../stores/StatementsStore';
import { BarChart } from '../BarChart/BarChart';
import { SectionState } from '../SectionState/SectionState';

interface KeyChartsProps {
  store: StatementsStore;
  symbol: string;
  firmType: FirmType;
  period: FundamentalPeriod;
  locale: Locale;
}

/** Revenue against profit after tax, total assets against equity, by period. */
export const KeyCharts = observer(function KeyCharts({
  store,
  symbol,
  firmType,
  period,
  locale,
}: KeyChartsProps) {
  const { t } = useTranslation('analysis');
  useLoad(
    (lang) => store.loadCharts({ symbol, firmType, period }, lang),
    [store, symbol, firmType, period],
    store.charts,
  );
  const [incomePath, balancePath] = chartPaths(firmType);
  const lines = CHART_LINES[firmType];
  const count = PERIOD_COUNT[period];
  const texts = {
    loading: t('financials.charts.loading'),
    empty: t('financials.charts.empty'),
    failed: t('financials.charts.failed'),
  };

  const chart = (
    path: typeof incomePath,
    title: string,
    pick: (statement: Statement) => Array<ChartSeries | null>,
    testId: string,
  ) => {
    const request = { symbol, firmType, path, period };
    const state = store.state(request, locale);
    return (
      <SectionState
        {...state}
        texts={texts}
        isEmpty={(statement) => statement.columns.length === 0}
        onRetry={() => void store.retry(request, locale)}
      >
        {(statement) => (
          <SeriesChart
            title={title}
            series={pick(statement).filter((s): s is ChartSeries => s !== null)}
            locale={locale}
            testId={testId}
          />
        )}
      </SectionState>
    );
  };

  return (
    <Panel id="financials-charts" title={t('financials.charts.heading')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {chart(
          incomePath,
          t('financials.charts.revenueProfit'),
          (statement) => [
            lineSeries(statement, lines.revenue, count),
            lineSeries(statement, lines.profitAfterTax, count),
          ],
          'chart-revenue-profit',
        )}
        {chart(
          balancePath,
          t('financials.charts.assetsEquity'),
          (statement) => [
            named(
              lineSeries(statement, lines.totalAssets, count),
              t('financials.charts.totalAssets'),
            ),
            named(lineSeries(statement, lines.equity, count), t('financials.charts.equity')),
          ],
          'chart-assets-equity',
        )}
      </SimpleGrid>
    </Panel>
  );
});

/** A balance-sheet total under a plain name ("TỔNG CỘNG TÀI SẢN" is a statement's shout). */
const named = (series: ChartSeries | null, label: string): ChartSeries | null =>
  series && { ...series, label };

function SeriesChart({
  title,
  series,
  locale,
  testId,
}: {
  title: string;
  series: ChartSeries[];
  locale: Locale;
  testId: string;
}) {
  const { t } = useTranslation('analysis');
  const categories = series[0]?.points.map((point) => point.label) ?? [];
  const values = categories
    .map(
      (category, i) =>
        `${category}: ${series
          .map((s) => `${s.label} ${formatAmount(s.points[i]?.value, locale)}`)
          .join(', ')}`,
    )
    .join('; ');
  const description = t('financials.charts.description', {
    title,
    from: categories[0] ?? '',
    to: categories.at(-1) ?? '',
    values,
  });
  return (
    <BarChart
      title={title}
      description={description}
      categories={categories}
      series={series.map((s) => ({ label: s.label, values: s.points.map((p) => p.value) }))}
      formatValue={(value) =>
        formatNumber(value / 1e9, locale, { decimals: Math.abs(value) >= 1e11 ? 0 : 2 })
      }
      testId={testId}
    />
  );
}
