import type { FastifyInstance } from 'fastify';
import { LocaleSchema } from '@brokerage/shared/validation/common.ts';
import { type Redirect } from '@brokerage/shared/validation/content.ts';
import { HttpError } from '../../lib/http/http-error';
import { normalizeSitePath } from '@brokerage/shared/routing/pathPolicy.ts';

export const MAX_REDIRECT_HOPS = 5;

/**
 * The final destination of a path. Internal targets that are themselves redirect paths are
 * followed here (at most MAX_REDIRECT_HOPS rows), so the site never bounces more than once.
 * The answer is permanent (301) only if every hop was.
 */
export async function resolveRedirect(
  app: Pick<FastifyInstance, 'repos'>,
  rawPath: string,
): Promise<Redirect> {
  const findRow = app.repos.systems.findRedirect;
  const start = normalizeSitePath(rawPath);
  const first = start ? await findRow(start) : undefined;
  if (!start || !first) throw new HttpError(404, 'redirect_not_found');

  const visited = new Set([start]);
  let current = first;
  let permanent = first.statusCode === 301;
  let hops = 1;
  while (current.targetType === 'internal') {
    const next = normalizeSitePath(current.target);
    if (!next) break;
    if (visited.has(next)) throw new HttpError(404, 'redirect_loop');
    const row = await findRow(next);
    if (!row) break;
    hops += 1;
    if (hops > MAX_REDIRECT_HOPS) throw new HttpError(404, 'redirect_loop');
    visited.add(next);
    permanent &&= row.statusCode === 301;
    current = row;
  }

  const locale = LocaleSchema.safeParse(current.locale);
  return {
    path: start,
    target: current.target,
    targetType: current.targetType,
    locale: current.targetType === 'internal' && locale.success ? locale.data : null,
    statusCode: permanent ? 301 : 302,
  };
}
