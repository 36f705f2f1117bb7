/**
 * Requests the API's tests send through `app.inject`, so a test states only its URL, its body
 * and what it is about. The headers of a customer's session and a client address of its own are
 * in test/customers.ts (`bearer`, `freshAddress`).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';

/** GET: the status and the JSON body. */
export async function getJson(app: FastifyInstance, url: string) {
  const res = await app.inject(url);
  return { status: res.statusCode, body: res.json() as unknown };
}

/** GET that must answer 200, its body parsed by the schema (the wire shape is part of the test). */
export async function getOk<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: S,
): Promise<z.infer<S>> {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return schema.parse(res.json());
}

type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/** A POST of `payload` to `url` (an object goes as JSON), for a table of cases. */
export const postRequest = (
  url: string,
  payload?: InjectOptions['payload'],
  extra: Extra = {},
): InjectOptions => ({ method: 'POST', url, payload, ...extra });

/** POSTs `payload` to `url` of the test app; `extra`: headers, remoteAddress, … */
export const post = (
  app: FastifyInstance,
  url: string,
  payload?: InjectOptions['payload'],
  extra: Extra = {},
) => app.inject(postRequest(url, payload, extra));
