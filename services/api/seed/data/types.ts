import type { Locale, RouteId } from '@brokerage/shared/routing/routes.ts';

export type Localized<T> = Record<Locale, T>;

/** Where a seeded link points; resolved to a path per language with the shared route table. */
export type LinkSeed = { route: RouteId; subPage?: string } | { page: string } | { url: string };
