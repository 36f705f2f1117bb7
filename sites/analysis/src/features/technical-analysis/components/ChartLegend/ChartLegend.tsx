import { observer } from 'mobx-react-lite';
import { formatNumber, formatPercent, formatVolume } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { chartDate, chartMonth, chartTimeLabel } from '../../model/chartTime';
import { CHART_COLORS } from '../../model/chartColors';
import type { TechnicalChartStore } from '../../stores/TechnicalChartStore';
import classes from './ChartLegend.module.css';

interface Entry {
  key: string;
  label: string;
  value: string;
  /** The line's colour in the chart, as a swatch beside its name. */
  swatch?: string;
}

/**
 * The values of the bar under the crosshair (or picked with the keyboard), else of the last bar:
 * OHLC, change, volume and every indicator shown, as text a screen reader can read.
 */
export const ChartLegend = observer(function ChartLegend({
  store,
  locale,
  scheme,
}: {
  store: TechnicalChartStore;
  locale: Locale;
  scheme: 'light' | 'dark';
}) {
  const { t } = useTranslation('analysis');
  const index = store.legendIndex;
  if (index === null) return null;
  const { candles, values } = store.frame;
  const candle = candles[index]!;
  const value = values[index]!;
  const previous = candles[index - 1];
  const colors = CHART_COLORS[scheme];
  const settings = store.settings;
  const price = (n: number | null | undefined) =>
    n === null || n === undefined ? t('technical.legend.notYet') : formatNumber(n, locale);

  const time =
    store.interval === 'week'
      ? t('technical.legend.weekOf', { date: chartDate(candle.time) })
      : store.interval === 'month'
        ? t('technical.legend.monthOf', { date: chartMonth(candle.time) })
        : chartTimeLabel(candle.time, store.interval);
  const change = previous ? candle.close - previous.close : null;

  const entries: Entry[] = [
    { key: 'open', label: t('technical.legend.open'), value: formatNumber(candle.open, locale) },
    { key: 'high', label: t('technical.legend.high'), value: formatNumber(candle.high, locale) },
    { key: 'low', label: t('technical.legend.low'), value: formatNumber(candle.low, locale) },
    { key: 'close', label: t('technical.legend.close'), value: formatNumber(candle.close, locale) },
  ];
  if (change !== null && previous)
    entries.push({
      key: 'change',
      label: t('technical.legend.change'),
      value: `${change > 0 ? '+' : ''}${formatNumber(change, locale)} (${formatPercent(
        (change / previous.close) * 100,
        locale,
        { signed: true },
      )})`,
    });
  entries.push({
    key: 'volume',
    label: t('technical.legend.volume'),
    value: formatVolume(candle.volume, locale),
  });
  if (settings.ma.enabled)
    entries.push({
      key: 'ma',
      label: t('technical.legend.ma', { period: settings.ma.period }),
      value: price(value.ma),
      swatch: colors.ma,
    });
  if (settings.ema.enabled)
    entries.push({
      key: 'ema',
      label: t('technical.legend.ema', { period: settings.ema.period }),
      value: price(value.ema),
      swatch: colors.ema,
    });
  if (settings.bollinger.enabled) {
    const bands = value.bollinger;
    entries.push(
      {
        key: 'bbUpper',
        label: t('technical.legend.bollingerUpper'),
        value: price(bands?.upper),
        swatch: colors.bollinger,
      },
      {
        key: 'bbMiddle',
        label: t('technical.legend.bollingerMiddle'),
        value: price(bands?.middle),
        swatch: colors.bollinger,
      },
      {
        key: 'bbLower',
        label: t('technical.legend.bollingerLower'),
        value: price(bands?.lower),
        swatch: colors.bollinger,
      },
    );
  }
  if (settings.rsi.enabled)
    entries.push({
      key: 'rsi',
      label: t('technical.legend.rsi', { period: settings.rsi.period }),
      value: price(value.rsi),
      swatch: colors.rsi,
    });
  if (settings.macd.enabled) {
    const macd = value.macd;
    entries.push(
      {
        key: 'macd',
        label: t('technical.legend.macd'),
        value: price(macd?.macd),
        swatch: colors.macd,
      },
      {
        key: 'macdSignal',
        label: t('technical.legend.macdSignal'),
        value: price(macd?.signal),
        swatch: colors.macdSignal,
      },
      {
        key: 'macdHistogram',
        label: t('technical.legend.macdHistogram'),
        value: price(macd?.histogram),
      },
    );
  }

  return (
    <section
      className={classes.legend}
      aria-label={t('technical.legend.label')}
      data-testid="chart-legend"
    >
      <p className={classes.time}>
        {t('technical.legend.time')}: <time className={classes.value}>{time}</time>
      </p>
      <dl className={classes.list}>
        {entries.map((entry) => (
          <div key={entry.key} className={classes.item} data-key={entry.key}>
            <dt className={classes.label}>
              {entry.swatch && (
                <span className={classes.swatch} style={{ background: entry.swatch }} aria-hidden />
              )}
              {entry.label}
            </dt>
            <dd className={classes.value}>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
