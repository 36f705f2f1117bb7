import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/recruitment.json';
import viTexts from '../../locales/vi/recruitment.json';
import ProtectedRoute from './ProtectedRoute';

/** Mounted at its own path only, as startSite does, so the redirect target renders nothing here. */
function renderAt(path: string) {
  return renderWithProviders(<ProtectedRoute />, {
    site: 'recruitment',
    path,
    routePath: path.split('?')[0],
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral(),
  });
}

describe('ProtectedRoute', () => {
  beforeEach(() => {
    // The redirect target is another route module; the router warns that nothing renders it here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });

  it('sends a candidate without a recruitment token to identity verification with redirectUrl', () => {
    const { location } = renderAt('/cong-viec-da-luu?page=2');
    expect(location.current.pathname).toBe('/xac-thuc-danh-tinh');
    expect(new URLSearchParams(location.current.search).get('redirectUrl')).toBe(
      '/cong-viec-da-luu?page=2',
    );
  });

  it('keeps the language of the path', () => {
    const { location } = renderAt('/en/edit-cv');
    expect(location.current.pathname).toBe('/en/authenticated-user');
    expect(new URLSearchParams(location.current.search).get('redirectUrl')).toBe('/en/edit-cv');
  });

  it('lets a logged-in candidate through to the page (under development for now)', async () => {
    sessionStorage.setItem('X_RECRUIT_TOKEN', 'token-1');
    const { location } = renderAt('/dieu-chinh-cv');
    await screen.findByRole('heading', {
      name: 'Rất tiếc, chúng tôi đang phát triển tính năng này',
    });
    expect(location.current.pathname).toBe('/dieu-chinh-cv');
  });
});
