import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../locales/en/analysis.json';
import viTexts from '../../../locales/vi/analysis.json';
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

describe('DataTable on a phone', () => {
  /** The symbol and the volume are key columns: a phone shows them, the name goes into details. */
  const keyed: Array<Column<Quote>> = [
    { id: 'symbol', header: 'Symbol', rowHeader: true, key: true, cell: (quote) => quote.symbol },
    { id: 'name', header: 'Name', cell: (quote) => quote.name },
    figureColumn('volume', 'Volume', (quote) => quote.volume.toLocaleString('en'), { key: true }),
  ];

  const renderKeyed = () =>
    renderWithProviders(
      <DataTable
        label="Top stocks"
        minWidth={480}
        columns={keyed}
        rows={rows}
        rowKey={(quote) => quote.symbol}
        testId="quotes"
      />,
      { site: 'analysis', path: '/en/analysis-center', resources: { vi: viTexts, en: enTexts } },
    );

  it('marks the columns a phone hides, and keeps the row header named by its own text', () => {
    renderKeyed();
    const table = screen.getByTestId('quotes');
    const hidden = (element: HTMLElement) => element.hasAttribute('data-detail');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => [th.textContent, hidden(th)]),
    ).toEqual([
      ['Symbol', false],
      ['Name', true],
      ['Volume', false],
    ]);
    const row = within(table).getByRole('rowheader', { name: 'FPT' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map(hidden)).toEqual([true, false]);
    // The width below which the table scrolls is the wide layout's: a phone shows fewer columns.
    expect(table.closest('[data-phone-fit]')).not.toBeNull();
  });

  it("opens each row's other columns in a details row, by a button that says whose and whether open", () => {
    renderKeyed();
    const table = screen.getByTestId('quotes');
    const toggle = within(table).getByRole('button', { name: 'Details FPT' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(table).queryByRole('definition')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detailsId = toggle.getAttribute('aria-controls')!;
    const details = document.getElementById(detailsId)!;
    expect(details.tagName).toBe('TR');
    expect(table.contains(details)).toBe(true);
    // Right under its row, with each other column as a term and its value.
    expect(details.previousElementSibling).toBe(toggle.closest('tr'));
    expect(
      within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Name']);
    expect(within(details).getByRole('definition').textContent).toBe('FPT Corp');
    // The other row stays closed.
    expect(
      within(table).getByRole('button', { name: 'Details VNM' }).getAttribute('aria-expanded'),
    ).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    expect(document.getElementById(detailsId)).toBeNull();
  });

  it('has no details buttons when every column is a key column, or none is', () => {
    const allKey = keyed.map((column) => ({ ...column, key: true }));
    renderWithProviders(
      <>
        <DataTable label="All" columns={allKey} rows={rows} rowKey={(quote) => quote.symbol} />
        <DataTable label="None" columns={columns} rows={rows} rowKey={(quote) => quote.symbol} />
      </>,
      { site: 'analysis' },
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('[data-detail]')).toBeNull();
  });
});
