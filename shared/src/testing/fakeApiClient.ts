import { z } from 'zod';
import type { ApiClient, QueryParams, RequestOptions } from '../api/client';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '../api/errors';
import { parseErrorBody } from '../api/responses';
import { ListMetaSchema } from '../validation/common';

export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeHandler = (url: string, params: QueryParams) => FakeReply;

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const fail = (status: number, code: string): FakeReply => ({
  status,
  body: { errors: [{ code, message: code }] },
});

/** A list answer as the API sends it (`{data, meta}`), 10 a page unless `meta` says. */
export const list = (
  data: unknown[],
  meta: { page?: number; limit?: number; total?: number } = {},
): FakeReply => {
  const limit = meta.limit ?? 10;
  const total = meta.total ?? data.length;
  return {
    status: 200,
    body: {
      data,
      meta: { page: meta.page ?? 1, limit, total, totalPages: Math.ceil(total / limit) },
    },
  };
};

/** The API's answer to a page past the end. */
export const pastEnd = (): FakeReply => ({
  status: 400,
  body: { errors: [{ code: 'too_big', message: 'page', field: 'page' }] },
});

/**
 * An ApiClient that answers GETs (`getData`, `getList`) from `handler` and behaves like the real
 * one where pages care: error statuses throw ApiRequestError, bodies are zod-parsed
 * (ApiSchemaError), and an aborted signal gives RequestCanceled. Every GET is recorded in
 * `requests`.
 */
export function fakeApiClient(
  handler: FakeHandler,
): ApiClient & { requests: Array<{ url: string; params: QueryParams }> } {
  const requests: Array<{ url: string; params: QueryParams }> = [];
  const unsupported = () => Promise.reject(new Error('fakeApiClient: only GET is faked'));
  const answer = <T extends z.ZodType>(url: string, body: T, options?: RequestOptions) => {
    const params = options?.params ?? {};
    requests.push({ url, params });
    if (options?.signal?.aborted) throw new RequestCanceled(url);
    const reply = handler(url, params);
    if (reply.status >= 400)
      throw new ApiRequestError({ status: reply.status, errors: parseErrorBody(reply.body), url });
    const parsed = body.safeParse(reply.body);
    if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
    return parsed.data as z.output<T>;
  };
  return {
    requests,
    async getData(url, schema, options) {
      // zod cannot follow a generic schema through z.object(); the envelope's data is what `schema` made.
      const envelope = answer(url, z.object({ data: schema as z.ZodType }), options);
      return envelope.data as z.output<typeof schema>;
    },
    async getList(url, itemSchema, options) {
      const page = answer(
        url,
        z.object({ data: z.array(itemSchema), meta: ListMetaSchema }),
        options,
      );
      return page as { data: z.output<typeof itemSchema>[]; meta: z.infer<typeof ListMetaSchema> };
    },
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    postBlob: unsupported,
    getBlob: unsupported,
  };
}
