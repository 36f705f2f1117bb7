import { describe, expect, it } from 'vitest';
import { ROUTES } from '@brokerage/shared/routing/routes.ts';
import { pages } from './pages';

describe('corporate pages', () => {
  it('mount every corporate route of the shared table exactly once', () => {
    const owned = ROUTES.filter((route) => route.site === 'corporate').map((route) => route.id);
    expect(pages.map((page) => page.route).sort()).toEqual([...owned].sort());
  });
});

describe('the SSO return point', () => {
  it('is the callback screen, not the under-development page', async () => {
    const page = pages.find((p) => p.route === 'loginSso');
    expect(page).toBeDefined();
    const module = await page!.load();
    expect(module.default.name).not.toBe('UnderDevelopmentRoute');
    const callback = await import('../features/login-sso/pages/SsoCallbackPage');
    expect(module.default).toBe(callback.default);
  });
});
