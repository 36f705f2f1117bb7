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
  /** An indicator's line: its value at the bar (or "not yet"), beside its colour in the chart. */
  const line = (key: string, label: string, n: number | null | undefined, swatch?: string) => ({
    key,
    label,
    value: price(n),
    swatch,
  });
  const { bollinger, macd } = value;
  /** MA, EMA and RSI: one line each, named with its period. */
  const periodLine = (id: 'ma' | 'ema' | 'rsi') =>
    line(id, t(`technical.legend.${id}`, { period: settings[id].period }), value[id], colors[id]);
  if (settings.ma.enabled) entries.push(periodLine('ma'));
  if (settings.ema.enabled) entries.push(periodLine('ema'));
  if (settings.bollinger.enabled)
    entries.push(
      line('bbUpper', t('technical.legend.bollingerUpper'), bollinger?.upper, colors.bollinger),
      line('bbMiddle', t('technical.legend.bollingerMiddle'), bollinger?.middle, colors.bollinger),
      line('bbLower', t('technical.legend.bollingerLower'), bollinger?.lower, colors.bollinger),
    );
  if (settings.rsi.enabled) entries.push(periodLine('rsi'));
  if (settings.macd.enabled)
    entries.push(
      line('macd', t('technical.legend.macd'), macd?.macd, colors.macd),
      line('macdSignal', t('technical.legend.macdSignal'), macd?.signal, colors.macdSignal),
      line('macdHistogram', t('technical.legend.macdHistogram'), macd?.histogram),
    );

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
