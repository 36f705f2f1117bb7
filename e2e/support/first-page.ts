import type { APIRequestContext } from '@playwright/test';
import { expect, type SitePage } from '../fixtures';
import type { Locale, SiteId } from '../../shared/src/routing/routes';

/**
 * A site's first page, loaded through the proxy: the right site's build answers with 200, in
 * the path's language, and renders its own content rather than an error page.
 */
export async function expectFirstPage(
  site: SitePage,
  owner: SiteId,
  path: string,
  locale: Locale,
): Promise<void> {
  const response = await site.open(path);
  expect(response.status(), `${path} status`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  // Each site's build lives under /_site/<name>/ (contracts.md): this proves which site answered.
  expect(await response.text()).toContain(`/_site/${owner}/`);
  await expect(site.html).toHaveAttribute('lang', locale);
  await expect(site.main).toBeVisible();
  await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(site.errorHeading('notFound', locale)).toHaveCount(0);
  await expect(site.errorHeading('maintenance', locale)).toHaveCount(0);
}

/** A page the proxy sent without its server render (`#root` empty): its client renders it all. */
export const UNRENDERED = '<div id="root"></div>';

/**
 * The rendered document at `path`. Under load the proxy may send a page unrendered at once (its
 * render queue is full, issue 26); it renders it in the background and its page cache then has
 * it, so ask until it does.
 */
export async function renderedDocument(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; html: string }> {
  let last = { status: 0, html: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        last = { status: response.status(), html: await response.text() };
        return last.html;
      },
      { timeout: 30_000, message: `${path} arrives rendered` },
    )
    .not.toContain(UNRENDERED);
  return last;
}
