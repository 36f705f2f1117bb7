import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral, fixtureMenus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Header } from '../Header/Header';
import { SearchForm } from '../SearchForm/SearchForm';

describe('HeaderSearch', () => {
  it('opens a search form and goes to the results route of the language', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Header />, {
      path: '/en/contact',
      general: fixtureGeneral(),
      menus: fixtureMenus(),
    });
    const placeholder = screen.getByRole('button', { name: 'Search' });
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    // A hover loads the form's code and the real button takes the placeholder's place (a click
    // on the placeholder element after that would reach nothing: a real pointer would hit the
    // new button, user-event keeps the old one).
    await user.hover(placeholder);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Search' })).not.toBe(placeholder),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('searchbox', { name: 'Search keyword' });
    expect(document.activeElement).toBe(input);
    await user.type(input, '  chứng khoán {enter}');
    expect(location.current.pathname).toBe('/en/search-results');
    expect(new URLSearchParams(location.current.search).get('keyword')).toBe('chứng khoán');
  });

  it('explains an empty or too long keyword on the field and keeps the text', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<SearchForm locale="vi" />, { path: '/lien-he' });
    const input = screen.getByRole('searchbox', { name: 'Từ khóa tìm kiếm' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(screen.getByText('Quý khách vui lòng nhập từ khóa tìm kiếm.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Từ khóa tối đa 100 ký tự.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('x'.repeat(101));
    expect(location.current.pathname).toBe('/lien-he');
  });

  it('leaves the router alone on another site (a full page load to corporate)', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(
      <SearchForm locale="vi" initialKeyword="trái phiếu" />,
      {
        site: 'analysis',
        path: '/trung-tam-phan-tich',
      },
    );
    const input = screen.getByRole('searchbox', { name: 'Từ khóa tìm kiếm' });
    expect((input as HTMLInputElement).value).toBe('trái phiếu');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(location.current.pathname).toBe('/trung-tam-phan-tich');
  });
});
