import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * The sites post some forms natively: read multipart and URL-encoded bodies (plain fields only;
 * a file part is refused by the limit, 413) as well as JSON, in the calling plugin only.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 8 * 1024, files: 0, parts: 10 },
  });
}
