import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral, fixtureMenus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { useLayout } from '../../hooks/useLayout';
import type { LayoutKind } from '../../stores/UiStore';
import { SiteShell } from './SiteShell';

function Page({ layout }: { layout: LayoutKind | null }) {
  useLayout(layout);
  return <h1>Trang thử</h1>;
}

const data = { general: fixtureGeneral(), menus: fixtureMenus() };

describe('SiteShell', () => {
  it("shows the loading overlay until the page picks a layout, over the site's usual frame", () => {
    const { stores } = renderWithProviders(
      <SiteShell>
        <Page layout={null} />
      </SiteShell>,
      data,
    );
    expect(stores.ui.layout).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Đang tải…');
    // Already in place, so that nothing moves when the page picks it (layout shift).
    expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("draws account opening's own frame while an onboarding page is pending", () => {
    renderWithProviders(
      <SiteShell>
        <Page layout={null} />
      </SiteShell>,
      { ...data, site: 'onboarding' },
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
  });

  it('renders the main layout landmarks around the page', () => {
    renderWithProviders(
      <SiteShell>
        <Page layout="main" />
      </SiteShell>,
      data,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Trang thử');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chuyển đến nội dung chính' }).getAttribute('href')).toBe('#main-content');
  });

  it('moves focus to the content from the skip link', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SiteShell>
        <Page layout="main" />
      </SiteShell>,
      data,
    );
    await user.click(screen.getByRole('link', { name: 'Chuyển đến nội dung chính' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('turns recruitment mode on for the recruit layout and off for main', () => {
    const { stores } = renderWithProviders(
      <SiteShell>
        <Page layout="recruit" />
      </SiteShell>,
      data,
    );
    expect(stores.recruit.isRecruitMode).toBe(true);
    expect(sessionStorage.getItem('X_IS_RECRUIT')).toBe('true');
    act(() => stores.ui.setLayout('main'));
    expect(stores.recruit.isRecruitMode).toBe(false);
  });

  it('replaces the page with the maintenance page when the maintenance event fires', () => {
    const { stores } = renderWithProviders(
      <SiteShell>
        <Page layout="main" />
      </SiteShell>,
      data,
    );
    act(() => stores.ui.raiseMaintenance());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rất tiếc, hệ thống đang được bảo trì');
    expect(screen.queryByText('Trang thử')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quay lại' })).toBeNull();
    expect(stores.ui.layout).toBe('error');
  });

  it('raises maintenance from any 503 answer of the API', async () => {
    const { stores } = renderWithProviders(
      <SiteShell>
        <Page layout="main" />
      </SiteShell>,
      {
        ...data,
        apiAdapter: () =>
          Promise.resolve({
            status: 503,
            data: { errors: [{ code: 'maintenance', message: 'Bảo trì' }] },
            headers: new Headers(),
          }),
      },
    );
    await act(() => stores.content.getMenus().catch(() => undefined));
    expect(stores.ui.maintenance).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rất tiếc, hệ thống đang được bảo trì');
  });

  it('offers the first supported language on a path in a disabled one', async () => {
    const user = userEvent.setup();
    const general = fixtureGeneral();
    general.locales[1] = { ...general.locales[1]!, enabled: false };
    const { location } = renderWithProviders(
      <SiteShell>
        <Page layout="main" />
      </SiteShell>,
      { general, menus: fixtureMenus(), path: '/en/contact' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Language not available' });
    expect(dialog.textContent).toContain('This website does not support English yet');
    await user.click(screen.getByRole('button', { name: 'Switch to Tiếng Việt' }));
    expect(location.current.pathname).toBe('/lien-he');
  });
});
