/**
 * The vendor's answers to requests that are not checks, in the design §5 envelope
 * (`{errors: [{code, message, field?}]}`). Its client is the API, never a person: the messages
 * are for the developer reading a log, in English.
 */
import type { FastifyReply } from 'fastify';

export function errorReply(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field?: string,
) {
  return reply.code(status).send({ errors: [{ code, message, ...(field ? { field } : {}) }] });
}

export const fieldError = (
  reply: FastifyReply,
  status: number,
  code: string,
  field: string,
  message: string,
) => errorReply(reply, status, code, message, field);
