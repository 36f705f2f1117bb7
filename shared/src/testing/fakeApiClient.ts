import { z } from 'zod';
import {
  schemaOf,
  type ApiClient,
  type QueryParams,
  type RequestOptions,
  type SchemaSource,
} from '../api/client';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '../api/errors';
import { parseErrorBody } from '../api/errorBody';
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
  /** The handler's reply to a GET, or the error the real client would throw. */
  const reply = (url: string, options?: RequestOptions): unknown => {
    const params = options?.params ?? {};
    requests.push({ url, params });
    if (options?.signal?.aborted) throw new RequestCanceled(url);
    const { status, body } = handler(url, params);
    if (status >= 400) throw new ApiRequestError({ status, errors: parseErrorBody(body), url });
    return body;
  };
  const parse = <T extends z.ZodType>(url: string, schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
    return parsed.data;
  };
  return {
    requests,
    async getData<S extends z.ZodType>(
      url: string,
      source: SchemaSource<S>,
      options?: RequestOptions,
    ) {
      const body = reply(url, options);
      // zod cannot follow a generic schema through z.object(); the envelope's data is what `schema` made.
      const schema = z.object({ data: (await schemaOf(source)) as z.ZodType });
      return parse(url, schema, body).data as z.output<S>;
    },
    async getList<S extends z.ZodType>(
      url: string,
      source: SchemaSource<S>,
      options?: RequestOptions,
    ) {
      const body = reply(url, options);
      const schema = z.object({ data: z.array(await schemaOf(source)), meta: ListMetaSchema });
      return parse(url, schema, body) as {
        data: z.output<S>[];
        meta: z.infer<typeof ListMetaSchema>;
      };
    },
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    sendData: unsupported,
    sendNoContent: unsupported,
    postBlob: unsupported,
    getBlob: unsupported,
  };
}
