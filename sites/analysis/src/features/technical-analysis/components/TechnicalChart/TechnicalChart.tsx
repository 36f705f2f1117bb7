import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import type {
  IChartApi,
  ISeriesApi,
  LogicalRange,
  MouseEventParams,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { reaction } from 'mobx';
import { formatNumber, formatVolume } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Candle } from '../../model/candles';
import { CHART_COLORS, type ChartColors } from '../../model/chartColors';
import { barForKey, crosshairBar, rangeShowing, zoomForKey } from '../../model/chartKeys';
import { chartTimeLabel } from '../../model/chartTime';
import type { IndicatorSettings, IndicatorValues } from '../../model/indicators';
import { isIntraday } from '../../model/intervals';
import type { ChartFrame, TechnicalChartStore } from '../../stores/TechnicalChartStore';
import classes from './TechnicalChart.module.css';

const asTime = (time: number) => time as UTCTimestamp;

/**
 * The chart library (~55 kB gzip, its own chunk: vite.config.ts) loads after the page's first
 * frame, not with the page: parsing and running it would hold up the phone's first paint and
 * the hydration, while its box is already there at its final size.
 */
const loadCharts = () => import('lightweight-charts');
type Charts = Awaited<ReturnType<typeof loadCharts>>;

/** One drawn line or bar set: how it reads a bar and its values. */
interface Plot {
  series: ISeriesApi<SeriesType>;
  point: (candle: Candle, values: IndicatorValues) => Record<string, unknown> | null;
}

const MAIN_PANE_HEIGHT = 340;
const SUB_PANE_HEIGHT = 120;
const FIT_BELOW_BARS = 120;

/** The panes below the price: volume, RSI, MACD, as chosen. */
export function subPanes(settings: IndicatorSettings): Array<'volume' | 'rsi' | 'macd'> {
  return (['volume', 'rsi', 'macd'] as const).filter((id) => settings[id].enabled);
}

/** The chart's height with its panes, in CSS pixels. */
export function chartHeight(settings: IndicatorSettings): number {
  return MAIN_PANE_HEIGHT + SUB_PANE_HEIGHT * subPanes(settings).length;
}

function addPlots(
  { HistogramSeries, LineSeries, LineStyle }: Charts,
  chart: IChartApi,
  settings: IndicatorSettings,
  colors: ChartColors,
  locale: Locale,
): Plot[] {
  const plots: Plot[] = [];
  const line = (
    color: string,
    pane: number,
    read: (v: IndicatorValues) => number | null | undefined,
    dashed = false,
  ) => {
    const series = chart.addSeries(
      LineSeries,
      {
        color,
        lineWidth: 2,
        lineStyle: dashed ? LineStyle.Dashed : LineStyle.Solid,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      },
      pane,
    );
    plots.push({
      series,
      point: (candle, values) => {
        const value = read(values);
        return value === null || value === undefined ? null : { time: asTime(candle.time), value };
      },
    });
  };
  if (settings.ma.enabled) line(colors.ma, 0, (v) => v.ma);
  if (settings.ema.enabled) line(colors.ema, 0, (v) => v.ema);
  if (settings.bollinger.enabled) {
    line(colors.bollinger, 0, (v) => v.bollinger?.upper, true);
    line(colors.bollinger, 0, (v) => v.bollinger?.middle);
    line(colors.bollinger, 0, (v) => v.bollinger?.lower, true);
  }
  subPanes(settings).forEach((id, index) => {
    const pane = index + 1;
    if (id === 'volume') {
      const series = chart.addSeries(
        HistogramSeries,
        {
          priceFormat: {
            type: 'custom',
            formatter: (value: number) => formatVolume(value, locale),
            minMove: 1,
          },
          priceLineVisible: false,
          lastValueVisible: false,
        },
        pane,
      );
      plots.push({
        series,
        point: (candle) => ({
          time: asTime(candle.time),
          value: candle.volume,
          color: candle.close >= candle.open ? colors.volumeUp : colors.volumeDown,
        }),
      });
    } else if (id === 'rsi') {
      line(colors.rsi, pane, (v) => v.rsi);
      const rsi = plots.at(-1)!.series;
      for (const level of [70, 30])
        rsi.createPriceLine({
          price: level,
          color: colors.border,
          lineStyle: LineStyle.Dotted,
          lineWidth: 1,
          axisLabelVisible: true,
          title: '',
        });
    } else {
      const histogram = chart.addSeries(
        HistogramSeries,
        { priceLineVisible: false, lastValueVisible: false },
        pane,
      );
      plots.push({
        series: histogram,
        point: (candle, values) =>
          values.macd?.histogram != null
            ? {
                time: asTime(candle.time),
                value: values.macd.histogram,
                color: values.macd.histogram >= 0 ? colors.volumeUp : colors.volumeDown,
              }
            : null,
      });
      line(colors.macd, pane, (v) => v.macd?.macd);
      line(colors.macdSignal, pane, (v) => v.macd?.signal);
    }
  });
  chart.panes().forEach((pane, index) => pane.setStretchFactor(index === 0 ? 3 : 1));
  return plots;
}

function candlePoint(candle: Candle) {
  const { open, high, low, close } = candle;
  return { time: asTime(candle.time), open, high, low, close };
}

/**
 * The candlestick chart (lightweight-charts): candles and MA/EMA/Bollinger on the price pane,
 * volume, RSI and MACD in panes below. A live tick updates the last bar; zoom and pan are the
 * library's (drag, wheel, pinch) and the keyboard's (arrows pick a bar, + and − zoom).
 */
export function TechnicalChart({ store, locale }: { store: TechnicalChartStore; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; candles: ISeriesApi<'Candlestick'> } | null>(null);
  /** The picked bar came from the keyboard: the crosshair is ours to keep on it. */
  const keyboardPick = useRef(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    /** Draws the store's frames into the box until the returned function removes the chart. */
    const mountChart = (charts: Charts): (() => void) => {
      const { CandlestickSeries, ColorType, createChart, CrosshairMode } = charts;
      const colors = CHART_COLORS[scheme];
      const chart = createChart(element, {
        autoSize: true,
        layout: {
          background: { type: ColorType.Solid, color: colors.background },
          textColor: colors.text,
          fontFamily: 'inherit',
          panes: { separatorColor: colors.border },
        },
        grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
        rightPriceScale: { borderColor: colors.border },
        timeScale: { borderColor: colors.border },
        crosshair: { mode: CrosshairMode.Normal },
        localization: {
          locale: locale === 'vi' ? 'vi-VN' : 'en-US',
          priceFormatter: (price: number) => formatNumber(price, locale),
        },
      });
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: colors.up,
        downColor: colors.down,
        borderUpColor: colors.up,
        borderDownColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
      });
      chartRef.current = { chart, candles };
      let plots: Plot[] = [];

      const draw = (frame: ChartFrame, settings: IndicatorSettings) => {
        const interval = store.interval;
        if (frame.change === 'reset') {
          for (const plot of plots) chart.removeSeries(plot.series);
          plots = addPlots(charts, chart, settings, colors, locale);
          chart.applyOptions({
            timeScale: { timeVisible: isIntraday(interval), secondsVisible: false },
            localization: {
              timeFormatter: (time: Time) => chartTimeLabel(time as number, interval),
            },
          });
          candles.setData(frame.candles.map(candlePoint));
          for (const plot of plots)
            plot.series.setData(
              frame.candles.flatMap(
                (candle, i) => plot.point(candle, frame.values[i]!) ?? [],
              ) as never,
            );
          // A short series (today's bars) fills the width; a long one opens on its latest bars.
          if (frame.candles.length > 0 && frame.candles.length < FIT_BELOW_BARS)
            chart.timeScale().fitContent();
          return;
        }
        const candle = frame.candles.at(-1)!;
        const values = frame.values.at(-1)!;
        candles.update(candlePoint(candle));
        for (const plot of plots) {
          const point = plot.point(candle, values);
          if (point) plot.series.update(point as never);
        }
      };
      draw({ ...store.frame, change: 'reset' }, store.settings);
      const stopDrawing = reaction(
        () => store.frame,
        (frame) => draw(frame, store.settings),
      );

      const handleCrosshair = (param: MouseEventParams) => {
        const index = crosshairBar(param);
        if (index === undefined) return;
        keyboardPick.current = false;
        store.setHover(index);
      };
      chart.subscribeCrosshairMove(handleCrosshair);
      // The library keeps the crosshair's spot on the screen through a scroll: put it back on
      // the bar the keyboard picked once the scroll has been applied.
      const handleRange = (range: LogicalRange | null) => {
        const index = store.hoverIndex;
        const candle = index === null ? undefined : store.frame.candles[index];
        if (!range || !keyboardPick.current || !candle) return;
        chart.setCrosshairPosition(candle.close, asTime(candle.time), candles);
      };
      chart.timeScale().subscribeVisibleLogicalRangeChange(handleRange);
      return () => {
        stopDrawing();
        chart.unsubscribeCrosshairMove(handleCrosshair);
        chart.timeScale().unsubscribeVisibleLogicalRangeChange(handleRange);
        chart.remove();
        chartRef.current = null;
      };
    };

    let stopped = false;
    let unmount: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      void loadCharts().then((charts) => {
        if (!stopped) unmount = mountChart(charts);
      });
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      unmount?.();
    };
  }, [store, scheme, locale]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const held = chartRef.current;
    const count = store.frame.candles.length;
    if (!held || count === 0) return;
    const { chart, candles } = held;
    const timeScale = chart.timeScale();
    const range = timeScale.getVisibleLogicalRange();
    const zoomed = range && zoomForKey(event.key, range);
    if (zoomed) {
      event.preventDefault();
      timeScale.setVisibleLogicalRange(zoomed);
      return;
    }
    if (event.key === 'Escape') {
      keyboardPick.current = false;
      store.setHover(null);
      chart.clearCrosshairPosition();
      return;
    }
    // A held key's repeats are handled as presses: one bar each, from the bar picked last.
    const index = barForKey(event.key, store.hoverIndex, count);
    if (index === null) return;
    event.preventDefault();
    const candle = store.frame.candles[index]!;
    keyboardPick.current = true;
    store.setHover(index);
    chart.setCrosshairPosition(candle.close, asTime(candle.time), candles);
    const showing = range && rangeShowing(index, range);
    if (showing && showing !== range) timeScale.setVisibleLogicalRange(showing);
  };

  return (
    <div
      ref={container}
      className={classes.chart}
      // Its final height from the server's markup on: the chart that draws into it moves nothing.
      style={{ height: chartHeight(store.settings) }}
      // Focusable: the keys of handleKeyDown drive it.
      tabIndex={0}
      role="group"
      aria-label={t('technical.chart.label', {
        symbol: store.symbol,
        interval: t(`technical.interval.options.${store.interval}`),
      })}
      aria-describedby="technical-chart-keys"
      onKeyDown={handleKeyDown}
      data-testid="technical-chart"
    />
  );
}
