/**
 * The eKYC vendor stand-in as a Fastify app (docs/ekyc.md "Vendor port"): the document checks
 * (src/document), the face check (src/face), the probes (/healthz, /readyz) and /metrics
 * (loopback and METRICS_ALLOW only, as every server's). `buildApp` is what the tests and the
 * API's client tests start; server.ts listens with it.
 */
import multipart from '@fastify/multipart';
import { createPeerAllowList, requestIdOf } from '@brokerage/shared/server/observability.ts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { VendorConfig } from './config';
import { documentRoutes } from './document/routes';
import { errorReply } from './errors';
import { FaceProcess } from './face/face-process';
import { faceRoutes } from './face/routes';
import { MultipartError } from './multipart';
import { createMetrics, type VendorMetrics } from './observability';

declare module 'fastify' {
  interface FastifyInstance {
    vendorMetrics: VendorMetrics;
    /** Where the face checks run (a process started on demand, stopped when idle). */
    faceProcess: FaceProcess;
  }
}

/** No JSON body is expected anywhere: the checks are multipart (their own limits). */
const BODY_LIMIT = 64 * 1024;

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export async function buildApp(config: VendorConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per answer is written below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
  });
  const metrics = createMetrics();
  app.decorate('vendorMetrics', metrics);
  const faceProcess = new FaceProcess({
    idleMs: config.face.idleMs,
    log: (message) => app.log.info(message),
  });
  app.decorate('faceProcess', faceProcess);
  app.addHook('onClose', () => faceProcess.close());

  // One line per answer, as the other servers write it: successes at debug, client errors at
  // info, server errors at error; the probes always at debug.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.observe(request.method, route, status, reply.elapsedTime / 1000);
    const level = PROBES.has(route)
      ? 'debug'
      : status >= 500
        ? 'error'
        : status >= 400
          ? 'info'
          : 'debug';
    request.log[level](
      {
        method: request.method,
        route,
        statusCode: status,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof MultipartError) {
      return errorReply(reply, error.status, error.code, error.message);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413)
      return errorReply(reply, 413, 'payload_too_large', 'The body is too large.');
    if (status === 415) {
      return errorReply(
        reply,
        415,
        'unsupported_media_type',
        'Send the check as multipart/form-data.',
      );
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return errorReply(reply, status, 'bad_request', 'The request could not be read.');
    }
    request.log.error({ err: error }, 'check failed');
    return errorReply(reply, 500, 'internal_error', 'The check could not be run.');
  });
  app.setNotFoundHandler((_request, reply) => errorReply(reply, 404, 'not_found', 'Not found.'));

  await app.register(multipart, {
    // The routes read each file to its own limit and answer their 413 verdict themselves.
    throwFileSizeLimit: false,
  });

  const mayScrape = createPeerAllowList(config.metricsAllow);
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Nothing to wait for once listening: the face models load on the first check (face-process.ts),
  // and `faceModels` says whether they are loaded now.
  app.get('/readyz', async () => ({
    status: 'ready',
    checks: {},
    faceModels: faceProcess.running ? 'loaded' : 'idle',
  }));
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request.socket.remoteAddress)) return reply.callNotFound();
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  await app.register(documentRoutes, { config });
  // The face video check (its own folder and helper): POST /v1/face/check.
  await app.register(faceRoutes, { config });
  return app;
}
