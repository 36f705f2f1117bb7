import { memo, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import { priceToneClass } from '../../../../lib/components/PriceText/PriceText';
import {
  formatChangePercent,
  formatPrice,
  formatPriceChange,
  formatShares,
  priceTone,
  type PriceTone,
} from '../../../../lib/market/boardFormat';
import {
  BOARD_COLUMNS,
  BOARD_WIDTH,
  cellValue,
  COLUMN_WIDTHS,
  FIGURE_COLUMNS,
  tonePriceOf,
  type BoardColumn,
  type BoardSort,
  type FigureColumn,
} from '../../model/boardColumns';
import { NO_FLASHES, nextFlashes, type RowFlashes } from '../../model/flash';
import { FlashFade } from '../../model/flashFade';
import { useVirtualRows } from '../../hooks/useVirtualRows';
import classes from './BoardTable.module.css';

/** One row's height in px (BoardTable.module.css draws rows at exactly this). */
export const BOARD_ROW_HEIGHT = 30;

/** The header's groups over the columns, left to right: [group, first column, span]. */
const GROUPS = [
  ['band', 'reference', 3],
  ['bids', 'bid3', 6],
  ['match', 'price', 4],
  ['asks', 'ask1', 6],
  ['session', 'totalVolume', 4],
  ['foreign', 'foreignBuy', 3],
] as const;

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
function cellText(row: BoardRow, column: FigureColumn, locale: Locale): string {
  const value = cellValue(row, column);
  if (value === null) return '';
  if (column === 'change') return formatPriceChange(value, locale);
  if (column === 'changePercent') return formatChangePercent(value, locale);
  if (VOLUME_COLUMNS.has(column)) return formatShares(value, locale);
  return formatPrice(value, locale);
}

/** The flashes of a row, kept while it is on screen: a changed figure flashes once. */
function useFlashes(row: BoardRow | undefined): RowFlashes {
  const held = useRef<{ row: BoardRow | undefined; flashes: RowFlashes }>({
    row,
    flashes: NO_FLASHES,
  });
  if (held.current.row !== row) {
    held.current = { row, flashes: nextFlashes(held.current.row, row, held.current.flashes) };
  }
  return held.current.flashes;
}

interface SymbolCellProps {
  symbol: string;
  kind: BoardRow['kind'];
  /** The company's name, once the companies have come. */
  name: string | undefined;
  tone: PriceTone;
}

/** A row's symbol, its link and title: drawn again only when its colour changes. */
const SymbolCell = memo(function SymbolCell({ symbol, kind, name, tone }: SymbolCellProps) {
  const { t } = useTranslation('analysis');
  return (
    <th scope="row" className={classes.symbol} data-tone={tone}>
      {kind === 'stock' ? (
        <Link
          route="analysisCenter"
          options={{ subPage: 'stockInformation', query: { stock_symbol: symbol } }}
          className={classes.symbolLink}
          title={name ? t('priceBoard.table.openStock', { symbol, name }) : undefined}
        >
          {symbol}
        </Link>
      ) : (
        <span title={t('priceBoard.table.warrant', { symbol })}>{symbol}</span>
      )}
    </th>
  );
});

interface RowProps {
  symbol: string;
  board: BoardStore;
  company: Company | undefined;
  locale: Locale;
  /** 1-based, counting the header's two rows (aria-rowindex). */
  rowIndex: number;
  /** Ends the row's flashes. */
  fade: FlashFade;
}

/** One symbol's row: it alone renders again when the board changes the symbol's figures. */
const BoardTableRow = observer(function BoardTableRow({
  symbol,
  board,
  company,
  locale,
  rowIndex,
  fade,
}: RowProps) {
  const row = board.row(symbol);
  const flashes = useFlashes(row);
  const element = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (flashes !== NO_FLASHES)
      element.current?.querySelectorAll('td[data-flash]').forEach((cell) => fade.track(cell));
  }, [flashes, fade]);
  if (!row) return null;
  const symbolTone = priceTone(row.price, row);
  return (
    <tr ref={element} aria-rowindex={rowIndex} data-symbol={symbol}>
      <SymbolCell symbol={symbol} kind={row.kind} name={company?.name} tone={symbolTone} />
      {FIGURE_COLUMNS.map((column) => {
        const flash = flashes[column];
        const tone = priceTone(tonePriceOf(row, column), row);
        return (
          <td
            key={column}
            data-column={column}
            data-tone={tone}
            data-flash={flash ? `${flash.direction}-${flash.count % 2}` : undefined}
          >
            {cellText(row, column, locale)}
          </td>
        );
      })}
    </tr>
  );
});

interface HeaderProps {
  sort: BoardSort | null;
  onSort: (column: BoardColumn) => void;
}

const ariaSort = (sort: BoardSort | null, column: BoardColumn) =>
  sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** The two header rows: the groups, then each column's sort button. */
const BoardHeader = memo(function BoardHeader({ sort, onSort }: HeaderProps) {
  const { t } = useTranslation('analysis');
  const label = (column: BoardColumn) => t(`priceBoard.table.columns.${column}.long`);
  const sortButton = (column: BoardColumn) => (
    <button
      type="button"
      className={classes.sortButton}
      onClick={() => onSort(column)}
      aria-label={t('priceBoard.table.sortBy', { column: label(column) })}
      title={label(column)}
    >
      {t(`priceBoard.table.columns.${column}.short`)}
      <span aria-hidden="true" className={classes.sortMark}>
        {sort?.column === column ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
      </span>
    </button>
  );
  return (
    <thead>
      <tr aria-rowindex={1}>
        <th scope="col" rowSpan={2} aria-sort={ariaSort(sort, 'symbol')} className={classes.symbol}>
          {sortButton('symbol')}
        </th>
        {GROUPS.map(([group, , span]) => (
          <th key={group} scope="colgroup" colSpan={span} className={classes.group}>
            {t(`priceBoard.table.groups.${group}`)}
          </th>
        ))}
      </tr>
      <tr aria-rowindex={2}>
        {FIGURE_COLUMNS.map((column) => (
          <th key={column} scope="col" aria-sort={ariaSort(sort, column)} data-column={column}>
            {sortButton(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
});

interface BoardTableProps {
  /** The tab's symbols in order. */
  symbols: readonly string[];
  board: BoardStore;
  companies: ReadonlyMap<string, Company>;
  locale: Locale;
  sort: BoardSort | null;
  onSort: (column: BoardColumn) => void;
  caption: string;
  /** The connection is down: the last figures are greyed. */
  stale: boolean;
}

/**
 * The board's table (issue 27): only the rows in view are drawn (`useVirtualRows`), each row
 * renders on its own when its figures change (the hub's pushes come in once per frame), and a
 * changed figure flashes green or red until the table's one FlashFade timer ends it.
 */
export const BoardTable = observer(function BoardTable({
  symbols,
  board,
  companies,
  locale,
  sort,
  onSort,
  caption,
  stale,
}: BoardTableProps) {
  const rows = useVirtualRows(symbols.length, BOARD_ROW_HEIGHT);
  const [fade] = useState(() => new FlashFade());
  useEffect(() => () => fade.dispose(), [fade]);
  return (
    <div
      ref={rows.ref}
      className={`${classes.scroll} ${priceToneClass}`}
      data-stale={stale || undefined}
      role="region"
      aria-label={caption}
      // A scrolling box takes the keyboard's arrows (axe: scrollable-region-focusable).
      tabIndex={0}
      data-testid="board-table"
    >
      <table
        className={classes.table}
        aria-rowcount={symbols.length + 2}
        style={{ width: BOARD_WIDTH }}
      >
        <caption className={classes.caption}>{caption}</caption>
        <colgroup>
          {BOARD_COLUMNS.map((column) => (
            <col key={column} style={{ width: COLUMN_WIDTHS[column] }} />
          ))}
        </colgroup>
        <BoardHeader sort={sort} onSort={onSort} />
        <tbody>
          {rows.padTop > 0 && (
            <tr aria-hidden="true" style={{ height: rows.padTop }} className={classes.pad}>
              <td colSpan={BOARD_COLUMNS.length} />
            </tr>
          )}
          {symbols.slice(rows.start, rows.end).map((symbol, i) => (
            <BoardTableRow
              key={symbol}
              symbol={symbol}
              board={board}
              company={companies.get(symbol)}
              locale={locale}
              rowIndex={rows.start + i + 3}
              fade={fade}
            />
          ))}
          {rows.padBottom > 0 && (
            <tr aria-hidden="true" style={{ height: rows.padBottom }} className={classes.pad}>
              <td colSpan={BOARD_COLUMNS.length} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
