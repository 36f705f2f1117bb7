import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { BoundedPool } from '@brokerage/shared/server/boundedPool.ts';
import type { EkycVendor } from './lib/ekyc-vendor/port';
import { dbPlugin } from './plugins/app/db';
import { compressionPlugin } from './plugins/app/compression';
import { contentCachePlugin } from './plugins/app/content-cache';
import { customerAuthPlugin } from './plugins/app/customer-auth';
import { ekycVendorPlugin } from './plugins/app/ekyc-vendor';
import { clientErrorHandler, errorsPlugin, handleError } from './plugins/app/errors';
import { inputGuardPlugin } from './plugins/app/input-guard';
import { jobsPlugin } from './plugins/app/jobs';
import { maintenancePlugin } from './plugins/app/maintenance';
import { memberAuthPlugin } from './plugins/app/member-auth';
import { messagingPlugin } from './plugins/app/messaging';
import { metricsPlugin } from './plugins/app/metrics';
import { readinessPlugin } from './plugins/app/readiness';
import { logSerializers, requestIdOf, requestLogPlugin } from './plugins/app/request-log';
import { recaptchaPlugin } from './plugins/app/recaptcha';
import { repositoriesPlugin } from './plugins/app/repositories';
import { ssoPlugin } from './plugins/app/sso';
import { storagePlugin } from './plugins/app/storage';
import { statePlugin } from './plugins/app/state';
import { openapiPlugin } from './plugins/external/openapi';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { routes } from './routes';
import { docsRoutes } from './routes/docs';
import { probeRoutes } from './routes/probes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The current time for expiries and lockouts; tests move it forward. */
    now: () => Date;
    /**
     * The process's one pool for password checks (customers' and candidates' logins alike), so
     * a burst on one login path cannot take more than the cores the pool was given.
     */
    passwordHashing: BoundedPool;
  }
}

export interface BuildOptions {
  /** A ready database (tests load a seeded template); otherwise opened from the config. */
  database?: Database;
  /** A clock of the caller's (tests); otherwise the system time. */
  now?: () => Date;
  /** Where log lines go (tests capture them); otherwise stdout. */
  logStream?: DestinationStream;
  /** The eKYC vendor (tests script one); otherwise its HTTP API at EKYC_VENDOR_URL. */
  ekycVendor?: EkycVendor;
}

/**
 * The whole API as one Fastify instance: external plugins, then app plugins, then routes
 * (fastify/demo order). Not listening yet; `server.ts` or a test's `inject` drives it.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One lean line per request from the request-log plugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The proxy's x-request-id when it is a plausible id (request-log.ts), else a new UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The first start of embedded PGlite runs initdb (5-10 s on a small VM) before migrating.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // What the router or Node's parser refuses answers in the error envelope too (errors.ts).
    frameworkErrors: handleError,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('passwordHashing', new BoundedPool(config.login.hashPool));

  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin, { config });

  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(maintenancePlugin, { config });
  await app.register(statePlugin, { config });
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(repositoriesPlugin);
  await app.register(recaptchaPlugin, { config });
  await app.register(ssoPlugin, { config });
  await app.register(customerAuthPlugin);
  await app.register(memberAuthPlugin);
  await app.register(contentCachePlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(messagingPlugin, { config });
  await app.register(ekycVendorPlugin, { config, vendor: options.ekycVendor });
  // Last of the app-wide onSend hooks: it sees (and compresses) the bytes the others settled.
  await app.register(compressionPlugin);

  await app.register(routes, { prefix: '/api/v1' });
  await app.register(docsRoutes);
  await app.register(probeRoutes);
  return app;
}
