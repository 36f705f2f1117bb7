import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lean request logs that hold no personal data (issue 9 findings 6 and 12).
 *
 * Fastify's own two lines per request (`incoming request` with the full URL, `request
 * completed`) are off; this writes one line when the answer is sent: method, route pattern,
 * path without its query, status and time, under the request id. Successes are `debug` (the
 * access log is the proxy's), client errors `info`, server errors `error`. Errors keep their
 * type, code and message but not the values a database driver binds into it.
 *
 * The request id (`reqId` on every line of a request) is the proxy's `x-request-id` when it
 * sent a plausible one, else a new UUID; the answer carries it back in `x-request-id`.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: the incoming id if it is one, never a client's arbitrary text. */
export { requestIdOf } from '@brokerage/shared/server/observability.ts';

/** The path of a URL without its query string (queries carry keywords, e-mails, tokens). */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

/** drizzle appends `\nparams: <bound values>` to a failed query's message and stack. */
const BOUND_VALUES = /\nparams: [^\n]*/g;
/** PostgreSQL quotes the offending value: `invalid input syntax for type integer: "…"`. */
const QUOTED_VALUE = /: "(?:[^"\\\n]|\\.)*"$/gm;
const scrub = (text: unknown) =>
  typeof text === 'string' ? text.replace(BOUND_VALUES, '').replace(QUOTED_VALUE, ': "…"') : '';

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
};

/**
 * An error as its class, code, message and stack only. Own properties are left out on purpose:
 * drizzle's `params`, PostgreSQL's `detail` ("Failing row contains (…)") and `where` hold the
 * values of the row.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: scrub(error.message),
    stack: scrub(error.stack),
  };
  if (typeof code === 'string') logged.code = code;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** pino serializers of the app's logger: whoever logs `req`, `res` or `err` gets these shapes. */
export const logSerializers = {
  // Typed by what they read: Fastify passes its request (with routeOptions) or the raw one.
  req: (request: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    route: request.routeOptions?.url,
    path: pathOf(request.url ?? ''),
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => serializeError(error),
};

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
      request.log[level](
        {
          method: request.method,
          route: request.routeOptions.url,
          path: pathOf(request.url),
          statusCode: status,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
