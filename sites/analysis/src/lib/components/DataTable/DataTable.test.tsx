import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { DataTable, figureColumn, type Column } from './DataTable';

interface Quote {
  symbol: string;
  name: string;
  volume: number;
}

const columns: Array<Column<Quote>> = [
  { id: 'symbol', header: 'Symbol', rowHeader: true, cell: (quote) => quote.symbol },
  { id: 'name', header: 'Name', cell: (quote) => quote.name },
  figureColumn('volume', 'Volume', (quote) => quote.volume.toLocaleString('en')),
];

const rows: Quote[] = [
  { symbol: 'FPT', name: 'FPT Corp', volume: 12_000 },
  { symbol: 'VNM', name: 'Vinamilk', volume: 8_500 },
];

describe('DataTable', () => {
  it('is a table in a named, focusable scrolling region: column headers, one row header a row', () => {
    renderWithProviders(
      <DataTable
        label="Top stocks"
        minWidth={320}
        columns={columns}
        rows={rows}
        rowKey={(quote) => quote.symbol}
        rowProps={(quote) => ({ 'data-live': quote.symbol === 'FPT' || undefined })}
        testId="quotes"
      />,
      { site: 'analysis' },
    );
    const region = screen.getByRole('region', { name: 'Top stocks' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByTestId('quotes');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Symbol', 'col'],
      ['Name', 'col'],
      ['Volume', 'col'],
    ]);
    const fpt = within(table).getByRole('rowheader', { name: 'FPT' });
    expect(fpt.getAttribute('scope')).toBe('row');
    const row = fpt.closest('tr')!;
    expect(row.getAttribute('data-live')).toBe('true');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['FPT Corp', '12,000']);
    expect(
      within(table)
        .getByRole('rowheader', { name: 'VNM' })
        .closest('tr')!
        .hasAttribute('data-live'),
    ).toBe(false);
  });

  it('aligns figure columns right, header and cells, and the others as text', () => {
    renderWithProviders(
      <DataTable label="Quotes" columns={columns} rows={rows} rowKey={(quote) => quote.symbol} />,
      { site: 'analysis' },
    );
    const align = (element: HTMLElement) => element.style.textAlign;
    expect(align(screen.getByRole('columnheader', { name: 'Volume' }))).toBe('right');
    expect(align(screen.getByRole('columnheader', { name: 'Name' }))).toBe('');
    expect(align(screen.getByRole('cell', { name: '8,500' }))).toBe('right');
    expect(align(screen.getByRole('cell', { name: 'Vinamilk' }))).toBe('');
  });
});
