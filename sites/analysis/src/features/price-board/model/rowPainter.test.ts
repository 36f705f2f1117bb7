import { describe, expect, it, vi } from 'vitest';
import { fixtureBoardRow as boardRow } from '@brokerage/shared/market/boardFixtures.ts';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import { FIGURE_COLUMNS, type FigureColumn } from './boardColumns';
import { FlashFade } from './flashFade';
import { cellText, cellTone, RowPainter, symbolTone } from './rowPainter';

/** A row's cells as BoardTable draws them from `row`. */
function drawRow(row: BoardRow): HTMLTableRowElement {
  const tr = document.createElement('tr');
  const symbol = document.createElement('th');
  symbol.setAttribute('data-tone', symbolTone(row));
  tr.append(symbol);
  for (const column of FIGURE_COLUMNS) {
    const td = document.createElement('td');
    td.setAttribute('data-column', column);
    td.setAttribute('data-tone', cellTone(row, column));
    td.textContent = cellText(row, column, 'vi');
    tr.append(td);
  }
  return tr;
}

const cell = (tr: HTMLTableRowElement, column: FigureColumn) =>
  tr.querySelector(`[data-column="${column}"]`) as HTMLTableCellElement;

const painterFor = (row: BoardRow) => {
  const tr = drawRow(row);
  const fade = new FlashFade();
  const track = vi.spyOn(fade, 'track');
  return { tr, track, painter: new RowPainter(tr, row, 'vi', fade) };
};

describe('RowPainter', () => {
  const before = boardRow({ seq: 10, price: 100_500, change: 500, changePercent: 0.5 });

  it('writes only the changed cells, flashes them in their direction and hands them to the fade', () => {
    const { tr, track, painter } = painterFor(before);
    const untouched = cell(tr, 'reference').firstChild;
    const priceText = cell(tr, 'price').firstChild;
    painter.update({ ...before, seq: 11, price: 99_800, change: -200, changePercent: -0.2 });

    expect(cell(tr, 'price').textContent).toBe(
      cellText({ ...before, price: 99_800 }, 'price', 'vi'),
    );
    // Its text node changed in place, as React changes it (no node added or removed).
    expect(cell(tr, 'price').firstChild).toBe(priceText);
    expect(cell(tr, 'price').getAttribute('data-tone')).toBe('down');
    expect(cell(tr, 'price').getAttribute('data-flash')).toBe('down-1');
    expect(cell(tr, 'change').getAttribute('data-flash')).toBe('down-1');
    expect(cell(tr, 'reference').firstChild).toBe(untouched);
    expect(cell(tr, 'reference').hasAttribute('data-flash')).toBe(false);
    expect(track.mock.calls.map(([element]) => element.getAttribute('data-column')).sort()).toEqual(
      ['change', 'changePercent', 'price'],
    );
    // The symbol takes the last match's colour.
    expect(tr.firstElementChild?.getAttribute('data-tone')).toBe('down');
  });

  it('changes nothing for the row it drew', () => {
    const { tr, track, painter } = painterFor(before);
    const html = tr.outerHTML;
    painter.update(before);
    expect(tr.outerHTML).toBe(html);
    expect(track).not.toHaveBeenCalled();
  });

  it('shows a row no newer than the last (a snapshot after the board restarted) without a flash', () => {
    const { tr, track, painter } = painterFor(before);
    painter.update({ ...before, seq: 1, price: 99_800 });
    expect(cell(tr, 'price').textContent).toBe(
      cellText({ ...before, price: 99_800 }, 'price', 'vi'),
    );
    expect(cell(tr, 'price').hasAttribute('data-flash')).toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it('flashes a figure that changes again with the other mark, so the fade keeps it on', () => {
    const { tr, painter } = painterFor(before);
    painter.update({ ...before, seq: 11, totalVolume: before.totalVolume + 100 });
    expect(cell(tr, 'totalVolume').getAttribute('data-flash')).toBe('up-1');
    painter.update({ ...before, seq: 12, totalVolume: before.totalVolume + 200 });
    expect(cell(tr, 'totalVolume').getAttribute('data-flash')).toBe('up-0');
  });

  it('writes a figure that was not there yet, and takes one away', () => {
    const open = boardRow({ seq: 10, price: null, change: 0, changePercent: 0 });
    const { tr, painter } = painterFor(open);
    expect(cell(tr, 'price').textContent).toBe('');
    painter.update({ ...open, seq: 11, price: 100_100, change: 100, changePercent: 0.1 });
    expect(cell(tr, 'price').textContent).toBe(
      cellText({ ...open, price: 100_100 }, 'price', 'vi'),
    );
    painter.update({ ...open, seq: 12 });
    expect(cell(tr, 'price').textContent).toBe('');
  });

  it('writes the columns drawn and leaves the others, which have no cell', () => {
    const tr = drawRow(before);
    // Only the match's columns are in view.
    for (const td of Array.from(tr.querySelectorAll('td')))
      if (!['price', 'change', 'changePercent'].includes(td.getAttribute('data-column')!))
        td.remove();
    const painter = new RowPainter(tr, before, 'vi', new FlashFade());
    const next = {
      ...before,
      seq: 11,
      price: 99_800,
      change: -200,
      changePercent: -0.2,
      totalVolume: 9,
    };
    painter.update(next);
    expect(cell(tr, 'price').textContent).toBe(cellText(next, 'price', 'vi'));
    expect(cell(tr, 'price').getAttribute('data-flash')).toBe('down-1');
    expect(tr.querySelectorAll('td')).toHaveLength(3);
  });

  it('refuses a row element that is not a board row', () => {
    const tr = document.createElement('tr');
    tr.append(document.createElement('th'), document.createElement('td'));
    expect(() => new RowPainter(tr, before, 'vi', new FlashFade())).toThrow(/cells/);
  });
});
