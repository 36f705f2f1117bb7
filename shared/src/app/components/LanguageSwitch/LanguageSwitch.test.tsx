import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureGeneral } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { usePageTranslations } from '../../hooks/usePageTranslations';
import { LANGUAGE_NOTICE_MS } from '../../stores/UiStore';
import { LanguageNoticeModal } from '../LanguageModals/LanguageModals';
import { LanguageSwitch } from './LanguageSwitch';

function CmsPage() {
  usePageTranslations([
    { locale: 'vi', slug: 'gioi-thieu' },
    { locale: 'en', slug: 'about-us' },
  ]);
  return (
    <>
      <LanguageSwitch />
      <LanguageNoticeModal />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LanguageSwitch', () => {
  it('goes to the translated slug and remembers the choice', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<CmsPage />, { path: '/gioi-thieu', general: fixtureGeneral() });
    await user.click(screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt. Chọn ngôn ngữ khác' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(location.current.pathname).toBe('/en/about-us');
    expect(localStorage.getItem('X_LANGUAGE')).toBe('en');
  });

  it('goes to the home of the language when the page has no translation', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<LanguageSwitch />, { path: '/tin-tuc-khong-dich', general: fixtureGeneral() });
    await user.click(screen.getByRole('button', { name: /Ngôn ngữ/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(location.current.pathname).toBe('/en');
  });

  it('shows a disabled language’s message for 2 seconds and stays on the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const general = fixtureGeneral();
    general.locales[1] = { ...general.locales[1]!, enabled: false, message: 'Phiên bản tiếng Anh đang được cập nhật.' };
    const { location } = renderWithProviders(<CmsPage />, { path: '/gioi-thieu', general });

    await user.click(screen.getByRole('button', { name: /Ngôn ngữ/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(screen.getByRole('dialog', { name: 'Thông báo' })).toBeTruthy();
    expect(screen.getByText('Phiên bản tiếng Anh đang được cập nhật.')).toBeTruthy();
    expect(location.current.pathname).toBe('/gioi-thieu');
    expect(localStorage.getItem('X_LANGUAGE')).toBeNull();

    act(() => vi.advanceTimersByTime(LANGUAGE_NOTICE_MS - 100));
    expect(screen.queryByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
