import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { HttpError } from '../../lib/http/http-error';
import {
  SAFE_FILE_NAME,
  contentTypeFor,
  parseByteRange,
  publicFileKey,
} from '../../lib/files/files';
import { COMMON_ERRORS, NOT_FOUND, NO_CONTENT } from '../../lib/http/route-schemas';

/** Names are fixed (not hashed): a replaced file shows within a day; the ETag revalidates. */
const ONE_DAY = 86_400;

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A public stored file (seeded PDFs, banner and flag images)',
        params: z.object({ name: safeLine().min(1).max(200).regex(SAFE_FILE_NAME) }),
        querystring: LocaleQuerySchema,
        response: {
          200: {
            description: 'The file bytes',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          206: {
            description:
              'Part of the file (one `Range: bytes=…`), for video seeking and PDF viewers',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          304: NO_CONTENT.describe('Not modified (ETag matched)'),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          416: ApiErrorBodySchema.describe('The range starts past the end of the file'),
          503: ApiErrorBodySchema.describe(
            '`storage_unavailable`: the file store cannot be reached',
          ),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // The name pattern already forbids separators; the store's key check is the second lock.
      const key = publicFileKey(name);
      const info = await app.storage.head(key);
      if (!info) throw new HttpError(404, 'file_not_found');

      const { etag, size } = info;
      reply
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .header('etag', etag)
        .header('last-modified', info.lastModified.toUTCString())
        .header('x-content-type-options', 'nosniff')
        // Stored files are data, never pages: an SVG must not run script on this origin.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      reply
        .type(contentTypeFor(name))
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `inline; filename="${name}"`);
      // A range applies only to the version the client has (If-Range names its ETag).
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? parseByteRange(request.headers.range, size)
          : null;
      if (range === 'unsatisfiable') {
        throw new HttpError(416, 'range_not_satisfiable', {
          headers: { 'content-range': `bytes */${size}` },
        });
      }
      const object = await app.storage.get(key, range ?? undefined);
      // Gone since the head: a miss. Replaced since: the headers follow what is sent.
      if (!object) throw new HttpError(404, 'file_not_found');
      reply.header('etag', object.etag).header('last-modified', object.lastModified.toUTCString());
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(object.stream as never);
      }
      return (
        reply
          .header('content-length', object.size)
          // Streams bypass the serializer; the declared 200 schema only documents the bytes.
          .send(object.stream as never)
      );
    },
  );
};
