import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';

/** The page's language and its route's `:slug` (null without one, and on a CMS page). */
export function useRouteSlug(): { locale: Locale; slug: string | null } {
  const match = usePageMatch();
  return { locale: match.locale, slug: match.kind === 'route' ? (match.slug ?? null) : null };
}
