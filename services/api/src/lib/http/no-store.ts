import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the plugin, errors included, is `Cache-Control: no-store`: tokens and personal
 * data that no browser or proxy cache may keep a copy of.
 */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
}
