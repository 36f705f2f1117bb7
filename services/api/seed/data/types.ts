import { z } from 'zod';
import { type Locale, ROUTES, type RouteId } from '@brokerage/shared/routing/routes.ts';

export type Localized<T> = Record<Locale, T>;

/** Where a seeded link points; resolved to a path per language with the shared route table. */
export type LinkSeed = { route: RouteId; subPage?: string } | { page: string } | { url: string };

/** A LinkSeed in a data file (JSON): a route of the route table, a page key or a URL. */
export const LinkSeedSchema: z.ZodType<LinkSeed> = z.union([
  z.object({
    route: z.custom<RouteId>((id) => ROUTES.some((route) => route.id === id), 'unknown route'),
    subPage: z.string().optional(),
  }),
  z.object({ page: z.string() }),
  z.object({ url: z.string() }),
]);
