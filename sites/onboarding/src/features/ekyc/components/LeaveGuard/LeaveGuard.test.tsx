import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createBaseStores } from '@brokerage/shared/app/start/createStores.ts';
import { SiteProviders } from '@brokerage/shared/app/start/SiteProviders.tsx';
import { createFakeRecaptcha } from '@brokerage/shared/testing/fakeRecaptcha.ts';
import { createSiteI18n } from '@brokerage/shared/testing/siteI18n.ts';
import enTexts from '../../../../locales/en/onboarding.json';
import viTexts from '../../../../locales/vi/onboarding.json';
import { LeaveGuard } from './LeaveGuard';

/** The guard under a data router (as startSite makes it), at /ekyc with an in-site link away. */
function renderGuard(when: boolean) {
  const i18n = createSiteI18n('onboarding', { vi: viTexts, en: enTexts }, '/ekyc');
  const stores = createBaseStores({
    locale: 'vi',
    i18n,
    session: { adapter: () => Promise.reject(new Error('offline')) },
    recaptcha: createFakeRecaptcha(null),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/ekyc',
        element: (
          <>
            <LeaveGuard when={when} />
            <Link to="/dang-ky-giao-dich">away</Link>
            <a href="/lien-he">contact</a>
          </>
        ),
      },
      { path: '/dang-ky-giao-dich', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/ekyc'] },
  );
  render(
    <SiteProviders site="onboarding" stores={stores} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </SiteProviders>,
  );
  return { router, ui: stores.ui };
}

describe('LeaveGuard', () => {
  it('asks before the router leaves the page, and stays when told to', async () => {
    const { router, ui } = renderGuard(true);
    act(() => screen.getByText('away').click());
    expect(ui.notification).toMatchObject({
      title: 'Rời khỏi trang mở tài khoản?',
      confirmLabel: 'Rời trang',
      cancelLabel: 'Ở lại',
    });
    await act(async () => ui.closeNotification(false));
    expect(router.state.location.pathname).toBe('/ekyc');

    act(() => screen.getByText('away').click());
    await act(async () => ui.closeNotification(true));
    expect(router.state.location.pathname).toBe('/dang-ky-giao-dich');
  });

  it('asks before a link to another site, and the browser asks before the tab closes', async () => {
    const { ui } = renderGuard(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void screen.getByText('contact').dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(ui.notification?.title).toBe('Rời khỏi trang mở tài khoản?');
    await act(async () => ui.closeNotification(false));

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('lets everything go when nothing is in progress', () => {
    const { router, ui } = renderGuard(false);
    act(() => screen.getByText('away').click());
    expect(ui.notification).toBeNull();
    expect(router.state.location.pathname).toBe('/dang-ky-giao-dich');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
