import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import enAnalysis from '../../../../locales/en/analysis.json';
import enTechnical from '../../../../locales/en/technical.json';
import viAnalysis from '../../../../locales/vi/analysis.json';
import viTechnical from '../../../../locales/vi/technical.json';
import { TechnicalChartStore, type TechnicalLoaders } from '../../stores/TechnicalChartStore';
import { DAYS, FakeBoard, MINUTES, row, SESSION } from '../../testing/fakeBoard';
import { TechnicalAnalysisView } from './TechnicalAnalysisPage';

/** The chart library draws on a canvas jsdom does not have: a recording stand-in. */
const chart = vi.hoisted(() => {
  const made: Array<{ type: string; pane: number; data: unknown[]; updates: unknown[] }> = [];
  const series = (type: string, pane = 0) => {
    const entry = { type, pane, data: [] as unknown[], updates: [] as unknown[] };
    made.push(entry);
    return {
      setData: (data: unknown[]) => void (entry.data = data),
      update: (point: unknown) => void entry.updates.push(point),
      createPriceLine: () => ({}),
      entry,
    };
  };
  /** The chart's crosshair and time scale as the component drives them. */
  const view = {
    crosshairMoved: new Set<(param: unknown) => void>(),
    rangeChanged: new Set<(range: unknown) => void>(),
    range: { from: 15, to: 32 },
    crosshairAt: null as unknown,
  };
  return { made, series, view };
});

vi.mock('lightweight-charts', () => {
  const createChart = () => {
    const live = new Set<{ entry: { type: string } }>();
    return {
      addSeries: (definition: { type: string }, _options: unknown, pane?: number) => {
        const s = chart.series(definition.type, pane);
        live.add(s);
        return s;
      },
      removeSeries: (s: { entry: { type: string; pane: number } }) => {
        chart.made.splice(chart.made.indexOf(s.entry as never), 1);
        live.delete(s);
      },
      panes: () => [{ setStretchFactor: () => {} }],
      applyOptions: () => {},
      subscribeCrosshairMove: (handler: (param: unknown) => void) =>
        void chart.view.crosshairMoved.add(handler),
      unsubscribeCrosshairMove: (handler: (param: unknown) => void) =>
        void chart.view.crosshairMoved.delete(handler),
      setCrosshairPosition: (_price: number, time: number) => void (chart.view.crosshairAt = time),
      clearCrosshairPosition: () => void (chart.view.crosshairAt = null),
      timeScale: () => ({
        getVisibleLogicalRange: () => chart.view.range,
        setVisibleLogicalRange: (range: { from: number; to: number }) => {
          chart.view.range = range;
          for (const handler of chart.view.rangeChanged) handler(range);
        },
        subscribeVisibleLogicalRangeChange: (handler: (range: unknown) => void) =>
          void chart.view.rangeChanged.add(handler),
        unsubscribeVisibleLogicalRangeChange: (handler: (range: unknown) => void) =>
          void chart.view.rangeChanged.delete(handler),
        fitContent: () => {},
      }),
      remove: () => {
        for (const s of live) chart.made.splice(chart.made.indexOf(s.entry as never), 1);
      },
    };
  };
  return {
    createChart,
    CandlestickSeries: { type: 'Candlestick' },
    HistogramSeries: { type: 'Histogram' },
    LineSeries: { type: 'Line' },
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
  };
});

const resources = {
  vi: { ...viAnalysis, technical: viTechnical },
  en: { ...enAnalysis, technical: enTechnical },
};

function setup(path: string, loaders: Partial<TechnicalLoaders> = {}) {
  const board = new FakeBoard();
  const store = new TechnicalChartStore(
    'FPT',
    {
      daily: loaders.daily ?? (() => Promise.resolve(DAYS)),
      minutes: loaders.minutes ?? (() => Promise.resolve(MINUTES)),
    },
    board,
  );
  const stop = store.start();
  const view = renderWithProviders(<TechnicalAnalysisView store={store} />, {
    site: 'analysis',
    path,
    resources,
    general: fixtureGeneral(),
  });
  return { ...view, store, board, stop };
}

const series = (type: string) => chart.made.filter((s) => s.type === type);

/** The crosshair moves as lightweight-charts reports it; `sourceEvent` only for the pointer's. */
const crosshairMove = (param: object) =>
  act(() => {
    for (const handler of chart.view.crosshairMoved) handler({ seriesData: new Map(), ...param });
  });
/** A session as the legend writes it (dd/mm/yyyy). */
const sessionShown = (index: number) => DAYS[index]!.sessionDate.split('-').reverse().join('/');
/** The time of the candle drawn for bar `index`. */
const drawnTime = (index: number) =>
  (series('Candlestick')[0]!.data[index] as { time: number } | undefined)?.time;

describe('TechnicalAnalysisView', () => {
  it('draws the daily candles with volume and MA, states the price unit and shows the last bar in the legend', async () => {
    const { stop } = setup('/trung-tam-phan-tich/phan-tich-ky-thuat?stock_symbol=FPT');
    expect(screen.getByRole('heading', { name: 'Phân tích kỹ thuật FPT' })).toBeTruthy();
    expect(screen.getByText('Đơn vị giá: VND. Khối lượng: cổ phiếu.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ngày' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    expect(series('Histogram')).toEqual([expect.objectContaining({ pane: 1 })]); // volume pane
    const legend = screen.getByRole('region', { name: 'Giá trị của thanh đang chọn' });
    expect(within(legend).getByText('20/11/2026')).toBeTruthy();
    // Close of the 30th session: 95.000 + 29 × 100 VND, Vietnamese separators.
    expect(within(legend).getByText('Đóng cửa').closest('div')?.textContent).toBe('Đóng cửa97.900');
    expect(within(legend).getByText('MA(20)')).toBeTruthy();
    stop();
  });

  it('says an unknown interval was ignored, and a chosen interval goes to the URL', async () => {
    const { stop, location, store } = setup(
      '/en/analysis-center/technical-analytic?stock_symbol=FPT&interval=2h',
    );
    expect(screen.getByRole('alert')?.textContent).toContain(
      '“2h” is not a chart interval. The chart shows daily bars.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(location.current.search).toBe('?stock_symbol=FPT&interval=week'));
    expect(store.interval).toBe('week');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(6));
    stop();
  });

  it('adds RSI in its own pane and its value to the legend', async () => {
    const { stop } = setup('/en/analysis-center/technical-analytic?stock_symbol=FPT');
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    fireEvent.click(screen.getByRole('checkbox', { name: 'RSI (relative strength index)' }));
    const legend = screen.getByRole('region', { name: 'Values of the selected bar' });
    expect(within(legend).getByText('RSI(14)')).toBeTruthy();
    expect(within(legend).getByText('RSI(14)').closest('div')?.textContent).toContain('100'); // closes only rise
    const rsi = chart.made.find((s) => s.type === 'Line' && s.pane === 2);
    expect(rsi?.data).toHaveLength(16); // from the 15th bar: 14 changes
    // A period out of range is kept in the field with the range; the chart keeps the last valid one.
    const period = screen.getByRole('textbox', { name: 'RSI period' });
    fireEvent.change(period, { target: { value: '1' } });
    expect(await screen.findByText('Enter a whole number from 2 to 100.')).toBeTruthy();
    expect((period as HTMLInputElement).value).toBe('1');
    expect(within(legend).getByText('RSI(14)')).toBeTruthy();
    fireEvent.change(period, { target: { value: '5' } });
    await waitFor(() => expect(within(legend).getByText('RSI(5)')).toBeTruthy());
    // A wrong period does not hold the indicator on, and is forgotten when it is switched off.
    fireEvent.change(period, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'RSI (relative strength index)' }));
    await waitFor(() => expect(within(legend).queryByText('RSI(5)')).toBeNull());
    expect(chart.made.some((s) => s.pane === 2)).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'RSI (relative strength index)' }));
    expect((screen.getByRole('textbox', { name: 'RSI period' }) as HTMLInputElement).value).toBe(
      '5',
    );
    await waitFor(() => expect(within(legend).getByText('RSI(5)')).toBeTruthy());
    stop();
  });

  it('updates only the last candle when the board ticks', async () => {
    const { stop, board } = setup('/trung-tam-phan-tich/phan-tich-ky-thuat?stock_symbol=FPT');
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    runInAction(() => {
      board.session = SESSION;
      board.rows.set('FPT', row());
    });
    runInAction(() => board.rows.set('FPT', row({ seq: 2, price: 101_500 })));
    const candles = series('Candlestick')[0]!;
    expect(candles.data).toHaveLength(30);
    expect(candles.updates).toEqual([
      expect.objectContaining({ close: 101_000 }),
      expect.objectContaining({ close: 101_500 }),
    ]);
    stop();
  });

  it('draws MACD from bar 26 and its signal and histogram only once the signal is defined', async () => {
    const { stop } = setup('/en/analysis-center/technical-analytic?stock_symbol=FPT');
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    fireEvent.click(screen.getByRole('checkbox', { name: 'MACD' }));
    // 30 sessions: MACD(12, 26) on bars 26…30; its signal(9) would start on bar 34.
    await waitFor(() => expect(chart.made.filter((s) => s.pane === 2)).toHaveLength(3));
    const [histogram, line, signal] = chart.made.filter((s) => s.pane === 2);
    expect(line!.data).toHaveLength(5);
    expect(signal!.data).toHaveLength(0);
    expect(histogram!.data).toHaveLength(0);
    const legend = screen.getByRole('region', { name: 'Values of the selected bar' });
    expect(within(legend).getByText('Signal').closest('div')?.textContent).toBe(
      'Signalnot enough data yet',
    );
    stop();
  });

  it('picks the first bar with Home on the first press and moves one bar per held-arrow repeat', async () => {
    const { stop, board } = setup('/trung-tam-phan-tich/phan-tich-ky-thuat?stock_symbol=FPT');
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    const shown = () =>
      screen.getByRole('region', { name: 'Giá trị của thanh đang chọn' }).querySelector('time')
        ?.textContent;
    const element = screen.getByTestId('technical-chart');
    chart.view.range = { from: 15, to: 32 }; // the latest bars in view, the first far left

    fireEvent.keyDown(element, { key: 'Home' });
    expect(shown()).toBe(sessionShown(0));
    // Scrolled so the first bar shows, the crosshair on it.
    expect(chart.view.range.from).toBeLessThanOrEqual(-0.5);
    expect(chart.view.crosshairAt).toBe(drawnTime(0));
    // After a scroll the library re-applies its crosshair at the old spot, off the data: not
    // the visitor's doing, so the pick stays.
    crosshairMove({ point: { x: -400, y: 50 }, logical: -20 });
    expect(shown()).toBe(sessionShown(0));

    fireEvent.keyDown(element, { key: 'End' });
    expect(shown()).toBe(sessionShown(29));
    expect(chart.view.range.to).toBeGreaterThanOrEqual(29.5);
    // Held: one keydown, then repeats; a live tick and the library's crosshair refresh in between.
    act(() =>
      runInAction(() => {
        board.session = SESSION;
        board.rows.set('FPT', row());
      }),
    );
    for (let press = 1; press <= 20; press += 1) {
      fireEvent.keyDown(element, { key: 'ArrowLeft', repeat: press > 1 });
      act(() =>
        runInAction(() => board.rows.set('FPT', row({ seq: press + 1, price: 101_000 + press }))),
      );
      crosshairMove({ point: { x: 600, y: 50 }, logical: 30, time: 1 });
      expect(shown()).toBe(sessionShown(29 - press));
    }
    // The bar it reached is in view.
    expect(chart.view.range.from).toBeLessThanOrEqual(9 - 0.5);
    expect(chart.view.crosshairAt).toBe(drawnTime(9));
    fireEvent.keyDown(element, { key: 'ArrowRight', repeat: true });
    expect(shown()).toBe(sessionShown(10));

    // The pointer still picks bars, and leaving the chart goes back to the last one.
    crosshairMove({ point: { x: 10, y: 10 }, logical: 3, time: 1, sourceEvent: {} });
    expect(shown()).toBe(sessionShown(3));
    crosshairMove({});
    expect(shown()).toBe('23/11/2026');
    stop();
  });

  it('keeps the daily chart and says live data is unavailable when the board is down', async () => {
    const down = new ApiRequestError({
      status: 503,
      errors: [{ code: 'priceboard_unavailable', message: '' }],
    });
    const { stop } = setup('/en/analysis-center/technical-analytic?stock_symbol=FPT&interval=5m', {
      minutes: () => Promise.reject(down),
    });
    expect((await screen.findByTestId('live-unavailable')).textContent).toContain(
      'Live data unavailable',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(series('Candlestick')[0]?.data).toHaveLength(30));
    expect(screen.queryByTestId('live-unavailable')).toBeNull();
    stop();
  });
});
