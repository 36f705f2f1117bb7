import { internalRedirectTarget } from '@brokerage/shared/routing/pathPolicy.ts';
import { classifyLink, localeFromPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale, SiteId } from '@brokerage/shared/routing/routes.ts';
import type { Redirect } from '@brokerage/shared/validation/content.ts';

export type RedirectPlan =
  /** Same site, same language: a router navigation that replaces the dead path in history. */
  | { kind: 'navigate'; to: string }
  /** Another site, another language, a stored file or an absolute URL: a full page load. */
  | { kind: 'leave'; href: string }
  /** A target that points back at the path itself would loop forever. */
  | { kind: 'none' };

export function planRedirect(
  redirect: Redirect,
  current: { path: string; locale: Locale; site: SiteId },
): RedirectPlan {
  const target = redirect.target.trim();
  if (target === '') return { kind: 'none' };
  if (redirect.targetType !== 'internal') return { kind: 'leave', href: target };

  // Internal targets are same-origin paths; anything a browser could read as another origin is
  // a data error, and a 404 is safer than following it.
  const path = internalRedirectTarget(target, current.locale);
  if (path === null) return { kind: 'none' };
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === current.path) return { kind: 'none' };

  const targetLocale = redirect.locale ?? localeFromPath(pathname);
  const kind = classifyLink(path, current.site);
  if (kind === 'same-site' && targetLocale === current.locale)
    return { kind: 'navigate', to: path };
  return { kind: 'leave', href: path };
}
