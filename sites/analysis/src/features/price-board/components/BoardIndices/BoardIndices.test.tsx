import { act, screen, within } from '@testing-library/react';
import { observable, observableRef, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type * as numbers from '@brokerage/shared/format/number.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { fixtureIndexRow } from '@brokerage/shared/market/boardFixtures.ts';
import type { IndexRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import analysisEn from '../../../../locales/en/analysis.json';
import analysisVi from '../../../../locales/vi/analysis.json';
import priceBoardEn from '../../../../locales/en/priceBoard.json';
import priceBoardVi from '../../../../locales/vi/priceBoard.json';
import { BoardIndices, type StripIndex } from './BoardIndices';

// Counts the figures drawn: an item drawn again formats its value again.
vi.mock('@brokerage/shared/format/number.ts', async (importOriginal) => {
  const real = await importOriginal<typeof numbers>();
  return { ...real, formatNumber: vi.fn(real.formatNumber) };
});
const drawnWith = (value: number) =>
  vi.mocked(formatNumber).mock.calls.filter(([shown]) => shown === value).length;

const strip = (symbol: string, value: number, change: number): StripIndex => {
  const row = fixtureIndexRow({ symbol: symbol as IndexRow['symbol'], value, change });
  return { ...row, changePercent: (change / (value - change)) * 100 };
};

/** The strip over an observable source and a board whose index rows the test sets. */
function draw() {
  const source = observable(
    { indices: [strip('VNINDEX', 1250.5, 3.2), strip('HNXINDEX', 230.1, -1.4)] },
    { indices: observableRef },
  );
  const live = observable.map<string, IndexRow>();
  const board = { index: (symbol: string) => live.get(symbol) } as unknown as BoardStore;
  renderWithProviders(<BoardIndices source={source} board={board} locale="vi" />, {
    site: 'analysis',
    path: '/trung-tam-phan-tich/bang-gia',
    resources: {
      vi: { ...analysisVi, priceBoard: priceBoardVi },
      en: { ...analysisEn, priceBoard: priceBoardEn },
    },
    general: fixtureGeneral(),
  });
  return { source, live };
}

/** Lets the page draw its next frame. */
const frame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** The push's rows are painted at the next frame; the strip takes its figures at the one after. */
const frames = async () => {
  await frame();
  await frame();
};

describe('BoardIndices', () => {
  it('draws each index, and an index’s push changes that index’s item only, at the next frame', async () => {
    const { source } = draw();
    const vnindex = screen.getByTestId('board-index-VNINDEX');
    const hnx = screen.getByTestId('board-index-HNXINDEX');
    expect(vnindex.textContent).toContain('1.250,5');
    expect(hnx.textContent).toContain('-1,4');
    const hnxDrawn = drawnWith(230.1);
    expect(hnxDrawn).toBeGreaterThan(0);
    act(() =>
      runInAction(() => {
        source.indices = [strip('VNINDEX', 1251.7, 4.4), strip('HNXINDEX', 230.1, -1.4)];
      }),
    );
    // Not inside the push's own frame, nor in the next, where its rows are painted: after them.
    expect(screen.getByTestId('board-index-VNINDEX').textContent).toContain('1.250,5');
    await frame();
    expect(screen.getByTestId('board-index-VNINDEX').textContent).toContain('1.250,5');
    await frame();
    expect(screen.getByTestId('board-index-VNINDEX').textContent).toContain('1.251,7');
    expect(screen.getByTestId('board-index-VNINDEX').textContent).toContain('+4,4');
    // The unchanged index was not drawn again.
    expect(drawnWith(230.1)).toBe(hnxDrawn);
    expect(screen.getByTestId('board-index-HNXINDEX').textContent).toContain('230,1');
  });

  it('adds the put-through totals once the board has the index, and follows a new index', async () => {
    const { source, live } = draw();
    const vnindex = screen.getByTestId('board-index-VNINDEX');
    expect(within(vnindex).queryByText(/Thỏa thuận/)).toBeNull();
    act(() =>
      runInAction(() =>
        live.set(
          'VNINDEX',
          fixtureIndexRow({
            symbol: 'VNINDEX',
            putThroughVolume: 1_500_000,
            putThroughValue: 45_600_000_000,
          }),
        ),
      ),
    );
    await frames();
    expect(vnindex.textContent).toContain('Thỏa thuận');
    act(() =>
      runInAction(() => {
        source.indices = [...source.indices, strip('UPCOMINDEX', 98.2, 0)];
      }),
    );
    await frames();
    expect(screen.getByTestId('board-index-UPCOMINDEX').textContent).toContain('98,2');
  });
});
