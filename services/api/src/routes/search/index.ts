import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { SearchQuerySchema, SearchResultSchema } from '@brokerage/shared/validation/search.ts';
import { BoundedPool } from '@brokerage/shared/server/boundedPool.ts';
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, listPage } from '../../lib/http/route-schemas';
import { CONTENT_CHANGED } from '../../lib/state/content-changed';
import type { LinkedHit } from '../../repositories/search';
import { LiveSearchIndex } from './search-index';
import { snippetOf, type SnippetText } from './snippet';

/** A hit as the search page lists it: its text cut to a snippet around the keyword. */
const toResult = (hit: LinkedHit, text: SnippetText, keyword: string) => ({
  type: hit.type,
  id: hit.id,
  title: hit.title,
  summary: snippetOf(keyword, text),
  slug: hit.slug,
  templateCode: hit.templateCode,
  url: hit.url,
  updatedAt: hit.updatedAt.toISOString(),
});

/** What a refused search is told to wait: a search takes milliseconds. */
const BUSY_RETRY_SECONDS = 1;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { indexTtlSeconds, concurrency, queue } = app.config.search;
  const index = new LiveSearchIndex({
    load: (locale) => app.repos.search.documents(locale),
    ttlMs: indexTtlSeconds * 1000,
    now: () => app.now().getTime(),
    onError: (err) => app.log.error({ err }, 'search index rebuild failed; the old one answers'),
    onBuilt: (figures) => app.log.info(figures, 'search index built'),
  });
  // Whoever writes content says so here (the seed, an import, another replica through Redis).
  await app.state.subscribe(CONTENT_CHANGED, () => index.invalidate());
  // SEARCH_CONCURRENCY at once, SEARCH_QUEUE waiting, and at most a quarter of those places
  // for one client network (/24, /64): a flood from one network's addresses cannot take the
  // search from everybody else. No caller goes before another (no places kept).
  const searches = new BoundedPool({
    concurrency,
    queue,
    perNetwork: Math.max(1, Math.ceil((concurrency + queue) / 4)),
    reserved: 0,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['content'],
        summary:
          'Site search over published content in the request language, with or without diacritics',
        description: `Answered from an index in memory, rebuilt when content changes and at least every SEARCH_INDEX_TTL_SECONDS. At most SEARCH_CONCURRENCY searches run at once and SEARCH_QUEUE wait, one client network (/24, /64) holding at most a quarter of those places; the rest get 429 \`search_busy\` at once, with Retry-After.`,
        querystring: SearchQuerySchema,
        response: {
          200: listEnvelope(SearchResultSchema),
          ...COMMON_ERRORS,
          429: ApiErrorBodySchema.describe('`search_busy` or `rate_limited`; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const { keyword, locale, page, limit: size } = request.query;
      const place = searches.admit({ key: clientKeys(request.ip).network });
      if (!place) {
        throw new HttpError(429, 'search_busy', {
          headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
          params: { seconds: BUSY_RETRY_SECONDS },
        });
      }
      const result = await place.run(async () => {
        const current = await index.current();
        return { version: current.version, ...current.search(keyword, locale, page, size) };
      });
      const items = result.items.map(({ hit, text }) => toResult(hit, text, keyword));
      const answer = await listPage({ items, total: result.total }, page, size);
      // The same question to the same index is the same answer: the tag lets the compression
      // hook keep its bytes instead of compressing each popular search again.
      const question = JSON.stringify([keyword, locale, page, size]);
      const digest = createHash('sha1').update(question).digest('base64url').slice(0, 20);
      void reply.header('etag', `"search-${result.version}-${digest}"`);
      return answer;
    },
  );
};
