import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@brokerage/shared/validation/common.ts';
import { HttpError } from '../../lib/http/http-error';
import { requestLocale } from '../../lib/http/locale';
import { type MessageCode, type MessageParams, translate } from '../../i18n/messages';
import { validationErrors } from './validation-messages';

/** Fastify's own errors with a client-side status, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};
const STATUS_CODES: Record<number, MessageCode> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

function send(reply: FastifyReply, status: number, errors: ApiError[]) {
  return reply.code(status).type('application/json; charset=utf-8').send({ errors });
}

function retryAfterSeconds(reply: FastifyReply): number {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = requestLocale(request);

  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.options.headers ?? {}))
      reply.header(name, value);
    const params =
      error.statusCode === 429
        ? { seconds: retryAfterSeconds(reply), ...error.options.params }
        : error.options.params;
    const body: ApiError = { code: error.code, message: translate(locale, error.code, params) };
    if (error.options.field) body.field = error.options.field;
    return send(reply, error.statusCode, [body]);
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

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
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

/** The one place that shapes error bodies: `{errors:[{code,message,field?}]}` (design §5). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const locale = requestLocale(request);
      return send(reply, 404, [{ code: 'not_found', message: translate(locale, 'not_found') }]);
    });
  },
  { name: 'errors' },
);
