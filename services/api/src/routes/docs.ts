import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';

/**
 * Swagger UI at /api/docs and the document at /api/docs/json, only with API_DOCS (on unless
 * NODE_ENV=production; otherwise both are the envelope's 404). Registered with the routes (after
 * the error plugin) so its answers use the same error envelope, maintenance and rate limit.
 */
export async function docsRoutes(app: FastifyInstance) {
  if (!app.config.apiDocs) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Everything from this server: no validator badge (it calls validator.swagger.io).
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(' validator.swagger.io', '')
        .replace(/ https:/g, ''),
  });
}
