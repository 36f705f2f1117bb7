import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '@brokerage/shared/app/components/Header/Header.tsx';
import { createFakeServerClient } from '@brokerage/shared/api/testServer.ts';
import { RecruitSessionStore } from '@brokerage/shared/auth/RecruitSessionStore.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { createAuthStore } from '../../stores/createAuthStore';
import { fixtureMember } from '../../testing/fixtures';
import { CandidateMenu } from './CandidateMenu';

function renderHeader(path: string, loggedIn: boolean) {
  const { client, server } = createFakeServerClient(
    () => ({ status: 200, data: { data: { loggedOut: true } } }),
    {
      getToken: () => null,
      getLocale: () => 'vi',
    },
  );
  const recruit = new RecruitSessionStore();
  if (loggedIn) recruit.login({ token: 'member-token', member: fixtureMember() });
  const view = renderWithProviders(<Header />, {
    site: 'recruitment',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
    stores: { recruit, auth: createAuthStore({ api: client, recruit }) },
    slots: { accountMenu: CandidateMenu },
  });
  return { ...view, recruit, server, header: screen.getByRole('banner'), user: userEvent.setup() };
}

describe('CandidateMenu in the recruit header', () => {
  it('logged out: "Đăng nhập / Đăng ký" to the identity page, coming back here', () => {
    const { header } = renderHeader('/chi-tiet-tuyen-dung/ke-toan?x=1', false);
    const link = within(header).getByRole('link', { name: 'Đăng nhập / Đăng ký' });
    expect(link.getAttribute('href')).toBe(
      '/xac-thuc-danh-tinh?redirectUrl=%2Fchi-tiet-tuyen-dung%2Fke-toan%3Fx%3D1',
    );
    // The customers' login is not offered on the portal.
    expect(within(header).queryByRole('button', { name: 'Đăng nhập' })).toBeNull();
  });

  it("logged in: the candidate's name opens the menu of their pages, and log-out ends the session", async () => {
    const { header, user, recruit, server, location } = renderHeader('/en/saved-job', true);
    await user.click(within(header).getByRole('button', { name: /Lê Minh Anh/ }));
    const menu = await screen.findByRole('menu');
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/application-cv',
      '/en/edit-cv',
      '/en/application-cv-file',
      '/en/saved-job',
      '/en/rm-applied-job',
      '/en/manage-profile-recruitment',
      '/en/change-password',
      null,
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(recruit.isLoggedIn).toBe(false));
    expect(server.requests[0]?.url).toBe('recruitments/members/logout');
    await waitFor(() => expect(location.current.pathname).toBe('/en/recruitment'));
  });
});
