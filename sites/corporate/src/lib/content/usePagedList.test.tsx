import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { corporateTexts } from '../../locales/texts';
import { ListPagination } from './ListPagination/ListPagination';
import { ListStatus } from './ListStatus/ListStatus';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { parsePage } from '@brokerage/shared/app/data/useQueryPage.ts';
import { usePagedList } from '@brokerage/shared/app/data/usePagedList.ts';
import { servePagedRows, type PagedRow } from '@brokerage/shared/testing/pagedRows.ts';

type Row = PagedRow;
const serve = (total: number) => servePagedRows<Record<string, never>>(total);

const Rows = observer(function Rows({
  store,
}: {
  store: PagedListStore<Row, Record<string, never>>;
}) {
  usePagedList(store, {}, 'vi');
  return (
    <>
      <ListStatus state={store}>
        <ul>
          {store.items.map((row) => (
            <li key={row.id}>Dòng {row.id}</li>
          ))}
        </ul>
      </ListStatus>
      <ListPagination totalPages={store.totalPages} page={store.page} />
    </>
  );
});

function renderRows(path: string, total: number) {
  const loader = vi.fn(serve(total));
  const store = new PagedListStore(loader, { limit: 10, context: 'test' });
  const view = renderWithProviders(<Rows store={store} />, { path, resources: corporateTexts });
  return { ...view, loader, store };
}

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['-2', 1],
    ['0', 1],
    ['1.5', 1],
    ['3', 3],
  ])('reads %j as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('usePagedList with ListStatus and ListPagination', () => {
  it('loads the URL page and moves pages through ?page=', async () => {
    const user = userEvent.setup();
    const { location, loader } = renderRows('/tin?page=2', 25);
    expect(await screen.findByText('Dòng 11')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(nav).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trang 3' }));
    expect(location.current.search).toBe('?page=3');
    expect(await screen.findByText('Dòng 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trang 1' }));
    expect(location.current.search).toBe('');
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('moves a page past the end to the last page, replacing the URL', async () => {
    const { location } = renderRows('/tin?page=8', 25);
    expect(await screen.findByText('Dòng 21')).toBeTruthy();
    await waitFor(() => expect(location.current.search).toBe('?page=3'));
  });

  it('shows page 1 for a negative or non-numeric page', async () => {
    renderRows('/tin?page=-4', 25);
    expect(await screen.findByText('Dòng 1')).toBeTruthy();
  });

  it('shows the no-data message for an empty list, without pagination', async () => {
    renderRows('/tin', 0);
    expect(await screen.findByText('Không có dữ liệu')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
