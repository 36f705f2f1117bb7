import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ScrollTable } from '../ScrollTable/ScrollTable';
import classes from './DataTable.module.css';

/** One column: its header cell (scope="col") and what each row shows in it. */
export interface Column<Row> {
  /** Stable within the table (React keys). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: header and cells aligned right. */
  numeric?: boolean;
  /** The row's own header (th scope="row"): the date, the code, the symbol. */
  rowHeader?: boolean;
  /**
   * A key column: a phone shows it. Once a table has one, a phone shows only those, and every
   * other column moves into the row's details, opened by a button in the first key column.
   */
  key?: boolean;
}

/** A right-aligned column of figures. */
export function figureColumn<Row>(
  id: string,
  header: ReactNode,
  cell: (row: Row) => ReactNode,
  extra: Pick<Column<Row>, 'key'> = {},
): Column<Row> {
  return { id, header, cell, numeric: true, ...extra };
}

interface DataTableProps<Row> {
  /** Names the scrolling region (the table's heading). */
  label: string;
  /** Narrower than this, the table scrolls sideways (on a phone too, unless it has key columns). */
  minWidth?: number;
  /** Taller than this, the body scrolls under a sticky header. */
  maxHeight?: number;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a row's <tr> (e.g. `data-live`). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  testId?: string;
}

/**
 * The analysis centre's data tables: one header row of column headers, a row header per row
 * when a column says so, figures right-aligned, inside a focusable scrolling region.
 *
 * On a phone (below Mantine's `sm`), a table with key columns shows those alone, at the phone's
 * width: the other columns' cells are hidden by CSS (the server's markup is the same at every
 * width), and each row's button opens a details row listing them. Wider, the buttons and the
 * details rows are hidden and every column shows.
 */
export function DataTable<Row>({
  label,
  minWidth,
  maxHeight,
  columns,
  rows,
  rowKey,
  rowProps,
  striped,
  highlightOnHover,
  withTableBorder,
  testId,
}: DataTableProps<Row>) {
  const { t } = useTranslation('analysis');
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const phoneFit = columns.some((column) => column.key);
  const detailColumns = phoneFit ? columns.filter((column) => !column.key) : [];
  const toggleColumn = detailColumns.length > 0 ? columns.find((column) => column.key) : undefined;
  const labelColumn = columns.find((column) => column.rowHeader) ?? toggleColumn;
  const detailsTextId = `${baseId}-details`;

  const align = (column: Column<Row>) => (column.numeric ? 'right' : undefined);
  const detail = (column: Column<Row>) => (phoneFit && !column.key) || undefined;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ScrollTable label={label} minWidth={minWidth} maxHeight={maxHeight} phoneFit={phoneFit}>
      {toggleColumn && (
        <span id={detailsTextId} hidden>
          {t('table.details')}
        </span>
      )}
      <Table
        className={toggleColumn ? classes.withDetails : phoneFit ? classes.phoneFit : classes.table}
        striped={striped}
        highlightOnHover={highlightOnHover}
        withTableBorder={withTableBorder}
        stickyHeader={maxHeight !== undefined}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col" ta={align(column)} data-detail={detail(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const key = String(rowKey(row));
            const isOpen = toggleColumn !== undefined && open.has(key);
            const labelId = `${baseId}-label-${index}`;
            const detailsId = `${baseId}-row-${index}`;
            const cells = columns.map((column) => {
              const content = column.cell(row);
              const Cell = column.rowHeader ? Table.Th : Table.Td;
              if (column !== toggleColumn) {
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    ta={align(column)}
                    data-detail={detail(column)}
                  >
                    {column === labelColumn ? <span id={labelId}>{content}</span> : content}
                  </Cell>
                );
              }
              const contentId = column === labelColumn ? labelId : `${labelId}-own`;
              return (
                // Named by its own content, not by the button it also holds.
                <Cell
                  key={column.id}
                  scope={column.rowHeader ? 'row' : undefined}
                  ta={align(column)}
                  aria-labelledby={contentId}
                >
                  <span className={classes.withToggle}>
                    <span id={contentId}>{content}</span>
                    <button
                      type="button"
                      className={classes.toggle}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      aria-labelledby={`${detailsTextId} ${labelId}`}
                      onClick={() => toggle(key)}
                    >
                      <IconChevronDown size={16} aria-hidden="true" />
                    </button>
                  </span>
                </Cell>
              );
            });
            return [
              <Table.Tr key={key} {...rowProps?.(row)}>
                {cells}
              </Table.Tr>,
              isOpen && (
                <Table.Tr key={`${key} details`} id={detailsId} className={classes.details}>
                  <Table.Td colSpan={columns.length}>
                    <dl className={classes.detailList}>
                      {detailColumns.map((column) => (
                        <div key={column.id} className={classes.detailItem}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  </Table.Td>
                </Table.Tr>
              ),
            ];
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
