import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  formatChangePercent,
  formatPrice,
  formatPriceChange,
  formatShares,
  priceTone,
  type PriceTone,
} from '../../../lib/market/boardFormat';
import { cellValue, FIGURE_COLUMNS, tonePriceOf, type FigureColumn } from './boardColumns';
import { NO_FLASHES, nextFlashes, type RowFlashes } from './flash';
import type { FlashFade } from './flashFade';

const VOLUME_COLUMNS = new Set<FigureColumn>([
  'bid1Volume',
  'bid2Volume',
  'bid3Volume',
  'ask1Volume',
  'ask2Volume',
  'ask3Volume',
  'matchVolume',
  'totalVolume',
  'foreignBuy',
  'foreignSell',
  'foreignRoom',
]);

/** A cell's text: prices whole VND, volumes with the K rule, nothing for a figure not there yet. */
export function cellText(row: BoardRow, column: FigureColumn, locale: Locale): string {
  const value = cellValue(row, column);
  if (value === null) return '';
  if (column === 'change') return formatPriceChange(value, locale);
  if (column === 'changePercent') return formatChangePercent(value, locale);
  if (VOLUME_COLUMNS.has(column)) return formatShares(value, locale);
  return formatPrice(value, locale);
}

/** A cell's board colour. */
export const cellTone = (row: BoardRow, column: FigureColumn): PriceTone =>
  priceTone(tonePriceOf(row, column), row);

/** The symbol's colour: the last match's. */
export const symbolTone = (row: BoardRow): PriceTone => priceTone(row.price, row);

/**
 * A cell's text set as React sets an element's only text: the text node's value changes in
 * place (a character change, which the chat button's MutationObserver of added and removed
 * nodes does not wake for), a new node only for the first text.
 */
function setText(cell: Element, text: string): void {
  const node = cell.firstChild;
  if (text && node && node === cell.lastChild && node.nodeType === Node.TEXT_NODE) {
    node.nodeValue = text;
    return;
  }
  cell.textContent = text;
}

/**
 * A board row's live figures written straight to its cells (issue 27). React draws a row once
 * (and again only when its company, position or language changes); each push after that
 * changes only the cells whose text, colour or flash changed, without rendering the row: a push
 * rendered some ten rows of 27 cells through React, most of a push frame's script on a phone at
 * 4× CPU. React and the painter never disagree: both write the row's latest figures (a render
 * reads them as the painter has already written them), and React never sets `data-flash`,
 * which the painter sets and the table's FlashFade takes off.
 *
 * The row's element holds the symbol's header cell and then a cell for each FIGURE_COLUMNS
 * column in view (its `data-column`), as BoardTable draws it from `drawn`; a column not drawn
 * is not written.
 */
export class RowPainter {
  readonly #symbolCell: Element;
  readonly #cells: Array<Element | undefined>;
  readonly #locale: Locale;
  readonly #fade: FlashFade;
  /** What the cells show: worked out at the row's first change (a row mounted by a scroll may have none). */
  #texts: string[] | null = null;
  #tones: PriceTone[] = [];
  #symbolTone: PriceTone = 'none';
  #row: BoardRow;
  #flashes: RowFlashes = NO_FLASHES;

  constructor(element: Element, drawn: BoardRow, locale: Locale, fade: FlashFade) {
    const [symbolCell, ...cells] = Array.from(element.children);
    const byColumn = new Map(cells.map((cell) => [cell.getAttribute('data-column'), cell]));
    if (
      !symbolCell ||
      cells.some(
        (cell) => !FIGURE_COLUMNS.includes(cell.getAttribute('data-column') as FigureColumn),
      )
    )
      throw new Error(
        'a board row has its symbol, then cells that name their column (data-column)',
      );
    this.#symbolCell = symbolCell;
    // Only the columns in view are drawn (BoardTable): the others have no cell to write.
    this.#cells = FIGURE_COLUMNS.map((column) => byColumn.get(column));
    this.#row = drawn;
    this.#locale = locale;
    this.#fade = fade;
  }

  /** The row's figures are now `next`: its changed cells change, and a changed figure flashes. */
  update(next: BoardRow): void {
    if (next === this.#row) return;
    if (this.#texts === null) {
      const drawn = this.#row;
      this.#texts = FIGURE_COLUMNS.map((column) => cellText(drawn, column, this.#locale));
      this.#tones = FIGURE_COLUMNS.map((column) => cellTone(drawn, column));
      this.#symbolTone = symbolTone(drawn);
    }
    const texts = this.#texts;
    const flashes = nextFlashes(this.#row, next, this.#flashes);
    this.#row = next;
    FIGURE_COLUMNS.forEach((column, i) => {
      const cell = this.#cells[i];
      if (!cell) return;
      const text = cellText(next, column, this.#locale);
      if (text !== texts[i]) {
        texts[i] = text;
        setText(cell, text);
      }
      const tone = cellTone(next, column);
      if (tone !== this.#tones[i]) {
        this.#tones[i] = tone;
        cell.setAttribute('data-tone', tone);
      }
      const flash = flashes[column];
      if (flash && flash !== this.#flashes[column]) {
        cell.setAttribute('data-flash', `${flash.direction}-${flash.count % 2}`);
        this.#fade.track(cell);
      }
    });
    this.#flashes = flashes;
    const tone = symbolTone(next);
    if (tone !== this.#symbolTone) {
      this.#symbolTone = tone;
      this.#symbolCell.setAttribute('data-tone', tone);
    }
  }
}
