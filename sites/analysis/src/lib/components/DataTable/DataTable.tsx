import type { HTMLAttributes, ReactNode } from 'react';
import { Table } from '@mantine/core';
import { ScrollTable } from '../ScrollTable/ScrollTable';

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
}

/** A right-aligned column of figures. */
export function figureColumn<Row>(
  id: string,
  header: ReactNode,
  cell: (row: Row) => ReactNode,
): Column<Row> {
  return { id, header, cell, numeric: true };
}

interface DataTableProps<Row> {
  /** Names the scrolling region (the table's heading). */
  label: string;
  /** Narrower than this, the table scrolls sideways. */
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
  const align = (column: Column<Row>) => (column.numeric ? 'right' : undefined);
  return (
    <ScrollTable label={label} minWidth={minWidth} maxHeight={maxHeight}>
      <Table
        fz="sm"
        striped={striped}
        highlightOnHover={highlightOnHover}
        withTableBorder={withTableBorder}
        stickyHeader={maxHeight !== undefined}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col" ta={align(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <Table.Th key={column.id} scope="row" ta={align(column)}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.id} ta={align(column)}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
