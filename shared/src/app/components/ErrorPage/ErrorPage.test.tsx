import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ErrorPage, type ErrorStatus } from './ErrorPage';

const TITLES: [ErrorStatus, boolean, string, string][] = [
  [403, false, 'Rất tiếc, chúng tôi đang phát triển tính năng này', 'Sorry, we are still developing this feature'],
  [404, false, 'Rất tiếc, chúng tôi không tìm thấy trang này', "Sorry, we couldn't find this page"],
  [404, true, 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này', "Sorry, we couldn't find this stock symbol"],
  [500, false, 'Lỗi máy chủ nội bộ', 'Internal server error'],
  [503, false, 'Rất tiếc, hệ thống đang được bảo trì', 'Sorry, the system is under maintenance'],
];

describe('ErrorPage', () => {
  it.each(TITLES)('shows the %s page (stock: %s) in both languages', (status, stock, vi, en) => {
    const { unmount } = renderWithProviders(<ErrorPage status={status} stock={stock} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi);
    unmount();
    renderWithProviders(<ErrorPage status={status} stock={stock} />, { path: '/en/x' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en);
  });

  it('describes 403 with the under-development message', () => {
    renderWithProviders(<ErrorPage status={403} />);
    expect(screen.getByText('Chúng tôi đang xây dựng tính năng này. Quý khách vui lòng thử lại sau.')).toBeTruthy();
  });

  it('offers Back and Contact, except on 503', () => {
    const { unmount } = renderWithProviders(<ErrorPage status={404} />);
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Liên hệ' }).getAttribute('href')).toBe('/lien-he');
    unmount();
    renderWithProviders(<ErrorPage status={503} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('goes home on Back when there is no earlier page, and sets the error layout', async () => {
    const user = userEvent.setup();
    const { location, stores } = renderWithProviders(<ErrorPage status={404} />, { path: '/en/missing' });
    expect(stores.ui.layout).toBe('error');
    expect(document.title).toContain("Sorry, we couldn't find this page");
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(location.current.pathname).toBe('/en');
  });
});
