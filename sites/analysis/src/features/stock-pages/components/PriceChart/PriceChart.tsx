import { useEffect } from 'react';
import { Alert, Button, Group, Loader, SegmentedControl, Switch, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CHART_PERIODS, type ChartPeriod } from '@brokerage/shared/market/pricePeriods.ts';
import { DataTable, figureColumn } from '../../../../lib/components/DataTable/DataTable';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { formatPrice, priceTone } from '../../../../lib/market/boardFormat';
import type { ExerciseRight } from '../../../../lib/api/marketApi';
import type { PriceChartStore } from '../../stores/PriceChartStore';
import { ChartSvg } from './ChartSvg';
import classes from './PriceChart.module.css';

interface PriceChartProps {
  store: PriceChartStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** Periods 1D (intraday, live) to 5Y, volume bars, the adjusted switch and the corporate actions. */
export const PriceChart = observer(function PriceChart({
  store,
  board,
  symbol,
  locale,
}: PriceChartProps) {
  const { t } = useTranslation('analysis');
  const { period, adjusted } = store;
  useLoad(
    (lang) => store.load(symbol, lang, period, adjusted),
    [store, symbol, period, adjusted],
    store,
  );
  // 1D moves with the tape: follow the symbol while it is shown (the layout follows it too).
  useEffect(() => (period === '1D' ? board.follow(symbol) : undefined), [board, symbol, period]);

  const points = store.points(symbol);
  const baseline = store.baseline(symbol);
  const last = points.at(-1);
  const row = board.row(symbol);
  const tone =
    period === '1D'
      ? priceTone(last?.price, row)
      : last && baseline !== undefined
        ? priceTone(last.price, { reference: baseline, ceiling: 0, floor: 0 })
        : 'none';
  const prices = points.map((point) => point.price);
  const description =
    points.length === 0
      ? ''
      : period === '1D'
        ? t('stock.chart.intradayDescription', {
            symbol,
            date: formatDate(board.session?.sessionDate ?? store.intraday.value?.sessionDate),
            min: formatPrice(Math.min(...prices), locale),
            max: formatPrice(Math.max(...prices), locale),
            last: formatPrice(last?.price, locale),
          })
        : t('stock.chart.description', {
            symbol,
            from: formatDate(points[0]?.label),
            to: formatDate(last?.label),
            min: formatPrice(Math.min(...prices), locale),
            max: formatPrice(Math.max(...prices), locale),
            last: formatPrice(last?.price, locale),
          });
  const actions = store.actions.value?.symbol === symbol ? store.actions.value.items : [];

  return (
    <Panel
      id="price-chart"
      title={t('stock.chart.heading')}
      aside={period === '1D' && <LiveStatus board={board} locale={locale} compact />}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div role="group" aria-label={t('stock.chart.periods')} className={classes.periods}>
          <SegmentedControl
            size="xs"
            value={period}
            onChange={(value) => store.setPeriod(value as ChartPeriod)}
            data={CHART_PERIODS.map((p) => ({ value: p, label: p }))}
          />
        </div>
        <Switch
          label={t('stock.chart.adjusted')}
          description={t('stock.chart.adjustedHint')}
          checked={adjusted}
          disabled={period === '1D'}
          onChange={(event) => store.setAdjusted(event.currentTarget.checked)}
          maw={360}
        />
      </Group>
      <div className={classes.chartBox} aria-busy={store.isLoading}>
        {store.failed ? (
          <Alert color="red" variant="light">
            <Group gap="sm">
              <Text size="sm">{t('stock.chart.failed')}</Text>
              <Button size="xs" variant="light" onClick={() => void store.load(symbol, locale)}>
                {t('stock.chart.retry')}
              </Button>
            </Group>
          </Alert>
        ) : points.length >= 2 ? (
          <ChartSvg
            points={points}
            baseline={baseline}
            tone={tone}
            description={description}
            formatPrice={(value) => formatPrice(value, locale)}
            formatLabel={(label) => (period === '1D' ? label : formatDate(label))}
          />
        ) : store.isLoading ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('stock.chart.loading')}</Text>
          </Group>
        ) : (
          <Text size="sm">{t('stock.chart.empty')}</Text>
        )}
        {store.intradayUnavailable && (
          <Text size="sm" mt="xs" role="status">
            {t('stock.chart.intradayUnavailable')}
          </Text>
        )}
      </div>
      <Title order={3} size="h5">
        {t('stock.chart.actions')}
      </Title>
      {actions.length === 0 ? (
        <Text size="sm">{t('stock.chart.actionsEmpty')}</Text>
      ) : (
        <DataTable
          label={t('stock.chart.actions')}
          minWidth={480}
          columns={[
            {
              id: 'exDate',
              header: t('stock.chart.exDate'),
              cell: (action) => formatDate(action.exDate),
            },
            { id: 'kind', header: t('stock.chart.kind'), cell: (action) => action.kindLabel },
            { id: 'detail', header: t('stock.chart.detail'), cell: (action) => action.description },
            figureColumn<ExerciseRight>('exReference', t('stock.chart.exReference'), (action) =>
              formatPrice(action.exReference, locale),
            ),
          ]}
          rows={actions}
          rowKey={(action) => action.id}
          striped
          testId="corporate-actions"
        />
      )}
    </Panel>
  );
});
