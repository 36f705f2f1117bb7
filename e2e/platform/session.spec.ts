import { expect, test } from '../fixtures';
import { classifyLink } from '../../shared/src/routing/paths';

type MarkedWindow = Window & { __e2eSameDocument?: boolean };

test.describe('one origin, one session', () => {
  test('a header link into another site is a full page load that keeps the token', async ({
    page,
    site,
    apiCalls,
    request,
  }) => {
    // A real customer token: every site checks a stored one with customers/me on start, and a
    // made-up token would (rightly) be dropped by the first 401.
    const login = await request.post('/api/v1/customers/auth/login', {
      data: { accountNumber: '009C000003', password: 'AnPhat@26' },
    });
    expect(login.status()).toBe(200);
    const TOKEN = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    await site.open('/');
    await page.evaluate((token) => window.sessionStorage.setItem('X_ACCESS_TOKEN', token), TOKEN);

    // The first visible header link whose target another site owns (shared route table),
    // once the header has its menu (it renders after the settings and menus arrive).
    const links = site.header.getByRole('link').filter({ visible: true });
    await expect(site.header.getByRole('navigation').first()).toBeVisible();
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    const index = hrefs.findIndex(
      (href) => href.startsWith('/') && classifyLink(href, 'corporate') === 'other-site',
    );
    expect(
      index,
      `a header link into another site among ${hrefs.join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
    const target = new URL(hrefs[index]!, 'http://x').pathname;

    // A marker on window survives a router navigation, not a document load.
    await page.evaluate(() => ((window as MarkedWindow).__e2eSameDocument = true));
    apiCalls.clear();
    await Promise.all([page.waitForEvent('load'), links.nth(index).click()]);
    await expect(page).toHaveURL((url) => url.pathname === target);
    expect(await page.evaluate(() => (window as MarkedWindow).__e2eSameDocument)).toBeUndefined();

    expect(await page.evaluate(() => window.sessionStorage.getItem('X_ACCESS_TOKEN'))).toBe(TOKEN);
    // Only the new document's calls: the page being left may still report its page view,
    // with the session it started with (none: the token was planted after it loaded).
    await expect
      .poll(() => apiCalls.from(target).length, { message: 'the new site calls the API' })
      .toBeGreaterThan(0);
    for (const call of apiCalls.from(target)) {
      expect(call.authorization, `${call.method} ${call.url}`).toBe(`Bearer ${TOKEN}`);
    }
  });
});
