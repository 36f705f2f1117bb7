import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { HttpError } from '../../lib/http/http-error';
import {
  SAFE_FILE_NAME,
  contentTypeFor,
  parseByteRange,
  publicFilesDir,
} from '../../lib/files/files';
import { COMMON_ERRORS, NOT_FOUND, NO_CONTENT } from '../../lib/http/route-schemas';

/** Names are fixed (not hashed): a replaced file shows within a day; the ETag revalidates. */
const ONE_DAY = 86_400;

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = path.resolve(publicFilesDir(app.config.dataDir));

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
        },
      },
    },
    async (request, reply) => {
      const file = path.resolve(root, request.params.name);
      // The name pattern already forbids separators; this is the second lock on the door.
      if (path.dirname(file) !== root) throw new HttpError(404, 'file_not_found');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new HttpError(404, 'file_not_found');

      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString())
        .header('x-content-type-options', 'nosniff')
        // Stored files are data, never pages: an SVG must not run script on this origin.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      reply
        .type(contentTypeFor(file))
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `inline; filename="${path.basename(file)}"`);
      // A range applies only to the version the client has (If-Range names its ETag).
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? parseByteRange(request.headers.range, info.size)
          : null;
      if (range === 'unsatisfiable') {
        throw new HttpError(416, 'range_not_satisfiable', {
          headers: { 'content-range': `bytes */${info.size}` },
        });
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(file, range) as never);
      }
      return (
        reply
          .header('content-length', info.size)
          // Streams bypass the serializer; the declared 200 schema only documents the bytes.
          .send(createReadStream(file) as never)
      );
    },
  );
};
