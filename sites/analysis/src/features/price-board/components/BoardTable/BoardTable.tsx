import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { computed, reaction, untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import { priceToneClass } from '../../../../lib/components/PriceText/PriceText';
import { ariaSort } from '../../../../lib/components/SortableTh/ariaSort';
import type { PriceTone } from '../../../../lib/market/boardFormat';
import {
  BOARD_COLUMNS,
  BOARD_WIDTH,
  COLUMN_WIDTHS,
  FIGURE_COLUMNS,
  type BoardColumn,
  type BoardSort,
} from '../../model/boardColumns';
import { FlashFade } from '../../model/flashFade';
import { FramePaints } from '../../model/framePaints';
import { cellText, cellTone, RowPainter, symbolTone } from '../../model/rowPainter';
import { useVirtualColumns } from '../../hooks/useVirtualColumns';
import { useVirtualRows } from '../../hooks/useVirtualRows';
import classes from './BoardTable.module.css';

/** One row's height in px (BoardTable.module.css draws rows at exactly this). */
export const BOARD_ROW_HEIGHT = 30;

/** The header's height in px: its two rows of 28 (BoardTable.module.css). */
const BOARD_HEAD_HEIGHT = 56;

/** The header's groups over the columns, left to right: [group, first column, span]. */
const GROUPS = [
  ['band', 'reference', 3],
  ['bids', 'bid3', 6],
  ['match', 'price', 4],
  ['asks', 'ask1', 6],
  ['session', 'totalVolume', 4],
  ['foreign', 'foreignBuy', 3],
] as const;

/** The figure columns' widths, left to right (useVirtualColumns). */
const FIGURE_WIDTHS = FIGURE_COLUMNS.map((column) => COLUMN_WIDTHS[column]);

const px = (widths: readonly number[]) => widths.map((width) => `${width}px`).join(' ');

/**
 * The grid the rows are laid out on (BoardTable.module.css, `.board`): every column at its
 * COLUMN_WIDTHS width, and the header's first row in its groups.
 */
const BOARD_GRID = {
  '--board-width': `${BOARD_WIDTH}px`,
  '--board-columns': px(BOARD_COLUMNS.map((column) => COLUMN_WIDTHS[column])),
  '--board-figures': px(FIGURE_COLUMNS.map((column) => COLUMN_WIDTHS[column])),
  '--board-symbol': `${COLUMN_WIDTHS.symbol}px`,
  '--board-groups': px([
    COLUMN_WIDTHS.symbol,
    ...GROUPS.map(([, first, span]) => {
      const from = FIGURE_COLUMNS.indexOf(first);
      return FIGURE_COLUMNS.slice(from, from + span).reduce(
        (sum, column) => sum + COLUMN_WIDTHS[column],
        0,
      );
    }),
  ]),
} as CSSProperties;

interface SymbolProps {
  symbol: string;
  kind: BoardRow['kind'];
  /** The company's name, once the companies have come. */
  name: string | undefined;
  /** Where a stock's page is, up to its symbol (`stockPagePrefix`). */
  stockPage: string;
}

/** A stock page's path in `locale` up to the symbol, which the symbols' links end with. */
const stockPagePrefix = (locale: Locale) =>
  `${buildPath('analysisCenter', locale, { subPage: 'stockInformation' })}?stock_symbol=`;

/**
 * A symbol as the board shows it: a stock's links to its page, a warrant's says what it is.
 * The link is a plain anchor (the table follows it in the app, `useFollowLinks`): the router's
 * link, which resolves its route on every render, was a sixth of the work of a row mounted while
 * scrolling.
 */
function SymbolName({
  symbol,
  kind,
  name,
  stockPage,
  focusable,
}: SymbolProps & { focusable: boolean }) {
  const { t } = useTranslation('analysis');
  return kind === 'stock' ? (
    <a
      href={stockPage + encodeURIComponent(symbol)}
      data-stock-link=""
      className={classes.symbolLink}
      title={name ? t('priceBoard.table.openStock', { symbol, name }) : undefined}
      tabIndex={focusable ? undefined : -1}
    >
      {symbol}
    </a>
  ) : (
    <span title={t('priceBoard.table.warrant', { symbol })}>{symbol}</span>
  );
}

/**
 * A plain click on a symbol's link opens the stock's page in the app, as the router's link
 * would (one listener for the table instead of a router link a row); a click with a modifier
 * key or another button is the browser's (a new tab, a new window).
 */
function useFollowLinks(box: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-stock-link]');
      const href = link?.getAttribute('href');
      if (!href || !element.contains(link!)) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [box, navigate]);
}

/** A row's symbol, its link and title: drawn again only when its colour changes. */
const SymbolCell = memo(function SymbolCell(props: SymbolProps & { tone: PriceTone }) {
  return (
    <th
      scope="row"
      role="rowheader"
      aria-colindex={1}
      className={classes.symbol}
      data-tone={props.tone}
    >
      <SymbolName {...props} focusable />
    </th>
  );
});

interface FrozenSymbolProps {
  symbol: string;
  board: BoardStore;
  name: string | undefined;
  stockPage: string;
}

/**
 * A row's symbol in the frozen column: drawn when its row is, again only when its colour or kind
 * changes (a computed of the two, not the row's figures).
 */
const FrozenSymbol = observer(function FrozenSymbol({
  symbol,
  board,
  name,
  stockPage,
}: FrozenSymbolProps) {
  // `kind tone` in one string: the computed tells a change by plain equality (mobx's structural
  // comparer would bring its deep equality into the chunk every page shares).
  const shown = useMemo(
    () =>
      computed(() => {
        const row = board.row(symbol);
        return row ? `${row.kind} ${symbolTone(row)}` : undefined;
      }),
    [board, symbol],
  ).get();
  if (!shown) return null;
  const [kind, tone] = shown.split(' ') as [BoardRow['kind'], PriceTone];
  return (
    <div className={classes.frozenCell} data-tone={tone} data-symbol={symbol}>
      <SymbolName symbol={symbol} kind={kind} name={name} stockPage={stockPage} focusable={false} />
    </div>
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
  /** Paints the row's changes at the next frame. */
  paints: FramePaints;
  stockPage: string;
  /** The figure columns drawn, [from, to) of FIGURE_COLUMNS (useVirtualColumns). */
  from: number;
  to: number;
}

/**
 * One symbol's row. React draws it when it appears and when its company, place or language
 * changes; the board's pushes change its cells through its RowPainter, not a render.
 */
const BoardTableRow = observer(function BoardTableRow({
  symbol,
  board,
  company,
  locale,
  rowIndex,
  fade,
  paints,
  stockPage,
  from,
  to,
}: RowProps) {
  // The render follows only whether the row is there and its kind; its figures are the painter's.
  const kind = useMemo(() => computed(() => board.row(symbol)?.kind), [board, symbol]).get();
  const row = untracked(() => board.row(symbol));
  const element = useRef<HTMLTableRowElement>(null);
  // The figures as this render drew them: where a painter made after it starts from.
  const drawn = useRef(row);
  drawn.current = row;
  useEffect(() => {
    const tr = element.current;
    const first = drawn.current;
    if (!tr || !first) return;
    const painter = new RowPainter(tr, first, locale, fade);
    const stop = reaction(
      () => board.row(symbol),
      (next) => {
        if (next && next !== first) paints.paint(painter, next);
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      paints.forget(painter);
    };
  }, [board, symbol, locale, fade, paints, kind, from, to]);
  if (!row) return null;
  return (
    <tr ref={element} role="row" aria-rowindex={rowIndex} data-symbol={symbol}>
      <SymbolCell
        symbol={symbol}
        kind={row.kind}
        name={company?.name}
        stockPage={stockPage}
        tone={symbolTone(row)}
      />
      {FIGURE_COLUMNS.slice(from, to).map((column, i) => (
        <td
          key={column}
          role="cell"
          aria-colindex={from + i + 2}
          data-column={column}
          data-tone={cellTone(row, column)}
        >
          {cellText(row, column, locale)}
        </td>
      ))}
    </tr>
  );
});

interface HeaderProps {
  sort: BoardSort | null;
  onSort: (column: BoardColumn) => void;
}

const columnSort = (sort: BoardSort | null, column: BoardColumn) =>
  ariaSort(sort?.column === column, sort?.direction);

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
    <thead role="rowgroup">
      <tr role="row" aria-rowindex={1}>
        <th
          scope="col"
          role="columnheader"
          rowSpan={2}
          aria-sort={columnSort(sort, 'symbol')}
          className={classes.symbol}
        >
          {sortButton('symbol')}
        </th>
        {GROUPS.map(([group, , span]) => (
          <th
            key={group}
            scope="colgroup"
            role="columnheader"
            colSpan={span}
            className={classes.group}
          >
            {t(`priceBoard.table.groups.${group}`)}
          </th>
        ))}
      </tr>
      <tr role="row" aria-rowindex={2}>
        {FIGURE_COLUMNS.map((column) => (
          <th
            key={column}
            scope="col"
            role="columnheader"
            aria-sort={columnSort(sort, column)}
            data-column={column}
          >
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
 * The board's table (issue 27): only the rows in view are drawn (`useVirtualRows`), each row's
 * cells change on their own when its figures do (RowPainter; the hub's pushes come in once per
 * frame, and the rows they changed are painted at the frame after: FramePaints), and a changed
 * figure flashes green or red until the table's one FlashFade timer ends it. Its rows are laid
 * out on a grid of fixed boxes, not as a table (`.board`): a changed figure lays out and paints
 * its own row, not the whole table.
 *
 * The symbols stay at the left edge as one frozen column drawn over the rows (`.frozen`, hidden
 * from assistive technology: the rows keep their own symbol cells, which are the table's). A
 * sticky cell in each row made each row two compositor layers (a sticky cell's place depends on
 * the scroll, so everything painted after it might overlap it): about 75 layers to build again
 * on every push frame. The frozen column is one. It takes clicks only while the board is scrolled
 * sideways (`data-scrolled-x`); at rest the row's own link, under it at the same place, does.
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
  const columns = useVirtualColumns(rows.ref, FIGURE_WIDTHS, COLUMN_WIDTHS.symbol);
  const [fade] = useState(() => new FlashFade());
  const [paints] = useState(() => new FramePaints());
  useEffect(
    () => () => {
      paints.dispose();
      fade.dispose();
    },
    [fade, paints],
  );
  const box = rows.ref;
  useFollowLinks(box);
  const stockPage = stockPagePrefix(locale);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const mark = () => {
      const scrolled = element.scrollLeft > 0;
      if (scrolled !== element.hasAttribute('data-scrolled-x'))
        element.toggleAttribute('data-scrolled-x', scrolled);
    };
    element.addEventListener('scroll', mark, { passive: true });
    mark();
    return () => element.removeEventListener('scroll', mark);
  }, [box]);
  const shown = symbols.slice(rows.start, rows.end);
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
      <div className={classes.wide} style={BOARD_GRID}>
        <div className={classes.frozen} aria-hidden="true" data-testid="board-frozen">
          <div className={classes.frozenRows} style={{ top: BOARD_HEAD_HEIGHT + rows.padTop }}>
            {shown.map((symbol) => (
              <FrozenSymbol
                key={symbol}
                symbol={symbol}
                board={board}
                name={companies.get(symbol)?.name}
                stockPage={stockPage}
              />
            ))}
          </div>
        </div>
        <table
          className={`${classes.table} ${classes.board}`}
          role="table"
          aria-rowcount={symbols.length + 2}
          aria-colcount={BOARD_COLUMNS.length}
          // Where the first drawn figure cell of each row sits on the grid (1-based, after the
          // symbol's): the cells before it are not drawn (useVirtualColumns).
          style={{ '--board-first': columns.from + 2 } as CSSProperties}
        >
          <caption className={classes.caption}>{caption}</caption>
          <BoardHeader sort={sort} onSort={onSort} />
          <tbody role="rowgroup">
            {rows.padTop > 0 && (
              <tr aria-hidden="true" style={{ height: rows.padTop }} className={classes.pad}>
                <td colSpan={BOARD_COLUMNS.length} />
              </tr>
            )}
            {shown.map((symbol, i) => (
              <BoardTableRow
                key={symbol}
                symbol={symbol}
                board={board}
                company={companies.get(symbol)}
                locale={locale}
                rowIndex={rows.start + i + 3}
                fade={fade}
                paints={paints}
                stockPage={stockPage}
                from={columns.from}
                to={columns.to}
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
    </div>
  );
});
