import { STATUS_CODES as HTTP_STATUS_TEXT } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ApiError } from '@brokerage/shared/validation/common.ts';
import { HttpError } from '../../lib/http/http-error';
import { requestLocale } from '../../lib/http/locale';
import { type MessageCode, type MessageParams, translate } from '../../i18n/messages';
import { validationErrors } from './validation-messages';

/** Fastify's own errors with a client-side status, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, MessageCode> = {
  FST_ERR_BAD_URL: 'invalid_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};
const STATUS_CODES: Record<number, MessageCode> = {
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  503: 'service_unavailable',
};

/**
 * Requests whose body is being read: from preParsing to preHandler, since @fastify/multipart
 * reads its parts in a preValidation hook. A body parser's error without a status (busboy's
 * "Boundary not found", "Unexpected end of multipart data") is about what the client sent, so
 * it is a 400, not our 500.
 */
const readingBody = new WeakSet<FastifyRequest>();

function send(reply: FastifyReply, status: number, errors: ApiError[]) {
  return reply.code(status).type('application/json; charset=utf-8').send({ errors });
}

function retryAfterSeconds(reply: FastifyReply): number {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
}

/**
 * The request's language. A URL the router refused (`frameworkErrors`) has no parsed query, so
 * `locale` is read from the raw URL, with the same rule as requestLocale.
 */
function localeOf(request: FastifyRequest): Locale {
  if (request.query != null) return requestLocale(request);
  const url = request.raw.url ?? '';
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new URLSearchParams(search).get('locale') === 'en' ? 'en' : 'vi';
}

/**
 * Every error of a request, ours or Fastify's; also Fastify's `frameworkErrors` (a URL it cannot
 * decode, a parameter over maxParamLength), which never reach the error handler on their own.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request);

  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.options.headers ?? {}))
      reply.header(name, value);
    const params =
      error.statusCode === 429
        ? { seconds: retryAfterSeconds(reply), ...error.options.params }
        : error.options.params;
    const entry = (
      code: MessageCode,
      field?: string,
      values?: MessageParams,
      wire?: MessageParams,
    ): ApiError => ({
      code,
      message: translate(locale, code, values),
      ...(field ? { field } : {}),
      ...(wire ? { params: wire } : {}),
    });
    const errors = [
      entry(error.code, error.options.field, params, error.options.wireParams),
      ...(error.options.more ?? []).map((e) => entry(e.code, e.field, e.params, e.wireParams)),
    ];
    if (!error.options.extra) return send(reply, error.statusCode, errors);
    return reply
      .code(error.statusCode)
      .type('application/json; charset=utf-8')
      .send({ errors, ...error.options.extra });
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(
      reply,
      400,
      validationErrors(error.validation, request, error.validationContext, locale),
    );
  }

  if (isResponseSerializationError(error)) {
    // Our bug, not the client's: log the zod issues, answer a plain 500.
    request.log.error(
      { err: error, issues: error.cause.issues },
      'response does not match its schema',
    );
    return send(reply, 500, [
      { code: 'internal_error', message: translate(locale, 'internal_error') },
    ]);
  }

  const status =
    typeof error.statusCode === 'number' ? error.statusCode : readingBody.has(request) ? 400 : 500;
  if (status >= 400 && status < 500) {
    const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[status] ?? 'bad_request';
    const params: MessageParams = status === 429 ? { seconds: retryAfterSeconds(reply) } : {};
    return send(reply, status, [{ code, message: translate(locale, code, params) }]);
  }

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, [
    { code: 'internal_error', message: translate(locale, 'internal_error') },
  ]);
}

/** Node's HTTP parser refusals, by its error code; anything else it refuses is a 400. */
const CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a NUL in the request line,
 * headers over the limit) never becomes a request, so the envelope is written to the socket
 * here, in Vietnamese since no `locale` could be read.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'bad_request'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ errors: [{ code, message: translate('vi', code) }] });
    socket.write(
      `HTTP/1.1 ${status} ${HTTP_STATUS_TEXT[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one place that shapes error bodies: `{errors:[{code,message,field?}]}` (design §5). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.addHook('preParsing', async (request, _reply, payload) => {
      readingBody.add(request);
      return payload;
    });
    app.addHook('preHandler', async (request) => {
      readingBody.delete(request);
    });
    app.setNotFoundHandler((request, reply) => {
      const locale = localeOf(request);
      return send(reply, 404, [{ code: 'not_found', message: translate(locale, 'not_found') }]);
    });
  },
  { name: 'errors' },
);
