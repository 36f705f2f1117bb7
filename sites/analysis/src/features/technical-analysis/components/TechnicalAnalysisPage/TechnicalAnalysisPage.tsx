import { useCallback, useEffect, useMemo } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useLocale } from '@brokerage/shared/i18n/useLocale.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import en from '../../../../locales/en/technical.json';
import vi from '../../../../locales/vi/technical.json';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import { createTechnicalLoaders } from '../../api/technicalApi';
import { intervalFromQuery, isIntraday, type ChartInterval } from '../../model/intervals';
import { TechnicalChartStore } from '../../stores/TechnicalChartStore';
import { ChartLegend } from '../ChartLegend/ChartLegend';
import { IndicatorControls } from '../IndicatorControls/IndicatorControls';
import { IntervalSwitch } from '../IntervalSwitch/IntervalSwitch';
import { TechnicalChart } from '../TechnicalChart/TechnicalChart';
import classes from './TechnicalAnalysisPage.module.css';

export interface TechnicalAnalysisPageProps {
  /** Normalised and known to exist (the stock layout checked it). */
  symbol: string;
}

/**
 * `phan-tich-ky-thuat` / `technical-analytic`: the interactive candlestick chart of one stock with
 * its interval (`interval=` in the URL), indicators and live last candle.
 */
export function TechnicalAnalysisPage({ symbol }: TechnicalAnalysisPageProps) {
  const { api, board } = useStores();
  const locale = useLocale();
  const store = useMemo(
    () => new TechnicalChartStore(symbol, createTechnicalLoaders(api, locale), board),
    [symbol, api, board, locale],
  );
  useEffect(() => store.start(), [store]);
  return <TechnicalAnalysisView store={store} />;
}

export const TechnicalAnalysisView = observer(function TechnicalAnalysisView({
  store,
}: {
  store: TechnicalChartStore;
}) {
  usePageTexts('technical', { vi, en });
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const scheme = useComputedColorScheme('light');
  const [params, setParams] = useSearchParams();
  const { interval, invalid } = intervalFromQuery(params.get('interval'));

  useEffect(() => store.setInterval(interval), [store, interval]);

  const handleInterval = useCallback(
    (next: ChartInterval) => {
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          query.set('interval', next);
          return query;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const intraday = isIntraday(store.interval);
  const failure = intraday ? store.intradayFailure : store.dailyFailure;
  const hasBars = store.frame.candles.length > 0;
  // Also before the first request (the server's markup, the hydration): not "no data" yet.
  const waiting = !hasBars && !failure && (store.loading || !store.answered);

  return (
    <Stack gap="md" className={classes.page}>
      <div>
        <Title order={2}>{t('technical.title', { symbol: store.symbol })}</Title>
        <Text size="sm">{t('technical.priceUnit')}</Text>
      </div>
      {invalid !== null && (
        <Alert color="yellow" role="alert">
          {t('technical.interval.invalid', { value: invalid })}
        </Alert>
      )}
      <IntervalSwitch value={store.interval} onChange={handleInterval} />
      {intraday && store.intradayFailure === 'unavailable' && (
        <Alert
          color="orange"
          title={t('technical.live.unavailableTitle')}
          data-testid="live-unavailable"
        >
          {t('technical.live.unavailable')}
        </Alert>
      )}
      {failure && failure !== 'unavailable' && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{intraday ? t('technical.live.failed') : t('technical.errors.daily')}</span>
            <Button
              size="xs"
              variant="default"
              onClick={() => void (intraday ? store.loadMinutes() : store.loadDaily())}
            >
              {t('technical.errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <div className={classes.chartArea} aria-busy={store.loading}>
        <ChartLegend store={store} locale={locale} scheme={scheme} />
        <TechnicalChart store={store} locale={locale} />
        {waiting && (
          <Group className={classes.overlay} justify="center" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('technical.loading')}</Text>
          </Group>
        )}
        {!waiting && !failure && !hasBars && (
          <Text className={classes.overlay} role="status">
            {t('technical.chart.empty')}
          </Text>
        )}
        <Text id="technical-chart-keys" size="xs" mt={4}>
          {t('technical.chart.keys')}
        </Text>
      </div>
      <IndicatorControls value={store.settings} onChange={store.setSettings} />
    </Stack>
  );
});
