import { act, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fixtureBoardRow } from '@brokerage/shared/market/boardFixtures.ts';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import analysisEn from '../../../../locales/en/analysis.json';
import analysisVi from '../../../../locales/vi/analysis.json';
import priceBoardEn from '../../../../locales/en/priceBoard.json';
import priceBoardVi from '../../../../locales/vi/priceBoard.json';
import { COLUMN_WIDTHS, FIGURE_COLUMNS } from '../../model/boardColumns';
import { cellText } from '../../model/rowPainter';
import { BoardTable } from './BoardTable';

const SYMBOLS = ['AAA', 'BBB', 'CCC'];

function draw() {
  const rows = observable.map<string, BoardRow>(
    SYMBOLS.map((symbol, i) => [
      symbol,
      fixtureBoardRow({ symbol, seq: 1, price: 100_000 + i * 100 }),
    ]),
    { deep: false },
  );
  const board = { row: (symbol: string) => rows.get(symbol) } as unknown as BoardStore;
  renderWithProviders(
    <BoardTable
      symbols={SYMBOLS}
      board={board}
      companies={new Map()}
      locale="vi"
      sort={null}
      onSort={() => {}}
      caption="Bảng giá"
      stale={false}
    />,
    {
      site: 'analysis',
      path: '/trung-tam-phan-tich/bang-gia',
      resources: {
        vi: { ...analysisVi, priceBoard: priceBoardVi },
        en: { ...analysisEn, priceBoard: priceBoardEn },
      },
    },
  );
  return rows;
}

/** Lets the page draw its next frame. */
const frame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const box = () => screen.getByTestId('board-table');
const drawnColumns = (symbol: string) =>
  Array.from(box().querySelectorAll(`tr[data-symbol="${symbol}"] td`)).map((td) =>
    td.getAttribute('data-column'),
  );

/** The box laid out `width` px wide and scrolled `left` px sideways, as a phone would. */
async function layOut(width: number, left: number) {
  Object.defineProperty(box(), 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(box(), 'scrollLeft', { value: left, configurable: true });
  act(() => {
    box().dispatchEvent(new Event('scroll'));
  });
  await frame();
  await frame();
}

describe('BoardTable', () => {
  it('draws only the figure columns in view on a phone, the others as the board scrolls to them', async () => {
    const rows = draw();
    await frame();
    // No layout yet (the server's markup): every column.
    expect(drawnColumns('AAA')).toEqual(FIGURE_COLUMNS);

    // A 338 px box: the frozen symbols, then about four columns in view, three more either side.
    await layOut(338, 0);
    const atRest = drawnColumns('AAA');
    expect(atRest[0]).toBe('reference');
    expect(atRest.length).toBeGreaterThanOrEqual(4);
    expect(atRest.length).toBeLessThanOrEqual(10);
    const table = box().querySelector('table')!;
    expect(table.getAttribute('aria-colcount')).toBe(String(FIGURE_COLUMNS.length + 1));
    const cells = Array.from(box().querySelectorAll('tr[data-symbol="AAA"] td'));
    expect(cells.map((td) => td.getAttribute('aria-colindex'))).toEqual(
      atRest.map((_, i) => String(i + 2)),
    );

    // Scrolled to the match: the price is drawn with the row's latest figure, in its place.
    const toPrice = FIGURE_COLUMNS.slice(0, FIGURE_COLUMNS.indexOf('price')).reduce(
      (sum, column) => sum + COLUMN_WIDTHS[column],
      0,
    );
    act(() => {
      runInAction(() => rows.set('AAA', { ...rows.get('AAA')!, seq: 2, price: 101_500 }));
    });
    await frame();
    await layOut(338, toPrice);
    const shown = drawnColumns('AAA');
    expect(shown).toContain('price');
    expect(shown).not.toContain('reference');
    const price = box().querySelector('tr[data-symbol="AAA"] td[data-column="price"]')!;
    expect(price.textContent).toBe(cellText(rows.get('AAA')!, 'price', 'vi'));
    expect(price.getAttribute('aria-colindex')).toBe(String(FIGURE_COLUMNS.indexOf('price') + 2));
    expect(table.style.getPropertyValue('--board-first')).toBe(
      String(FIGURE_COLUMNS.indexOf(shown[0] as never) + 2),
    );

    // A push paints the drawn cells.
    act(() => {
      runInAction(() => rows.set('AAA', { ...rows.get('AAA')!, seq: 3, price: 99_000 }));
    });
    await frame();
    expect(price.textContent).toBe(cellText(rows.get('AAA')!, 'price', 'vi'));
    expect(price.getAttribute('data-flash')).toBe('down-1');
  });
});
