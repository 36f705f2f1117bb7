import { useId } from 'react';
import { Table } from '@mantine/core';
import { TableScroller } from '../../../../lib/catalog/TableScroller/TableScroller';
import a11y from '../../../../lib/styles/a11y.module.css';
import classes from './FeeTable.module.css';

export interface FeeTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A fee schedule as a real table: a caption, column headers, and each row headed by its first
 * cell (the service the fee is for). Scrolls sideways on a narrow screen.
 */
export function FeeTable({ caption, columns, rows }: FeeTableProps) {
  const captionId = useId();
  const width = Math.max(columns.length, ...rows.map((row) => row.length));
  return (
    <TableScroller labelledBy={captionId}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="sm" horizontalSpacing="md" className={classes.table} data-columns={width}>
        {/* The schedule's heading says it; the caption names the table for assistive technology. */}
        <caption id={captionId} className={a11y.visuallyHidden}>
          {caption}
        </caption>
        {columns.length > 0 && (
          <Table.Thead>
            <Table.Tr>
              {Array.from({ length: width }, (_, i) => (
                <Table.Th key={i} scope="col">
                  {columns[i] ?? ''}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {Array.from({ length: width }, (_, c) =>
                c === 0 ? (
                  <Table.Th key={c} scope="row" className={classes.rowHeader}>
                    {row[c] ?? ''}
                  </Table.Th>
                ) : (
                  <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
