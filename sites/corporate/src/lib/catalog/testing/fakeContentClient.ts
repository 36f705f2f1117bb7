// Test-only: an ApiClient that answers the content item endpoints from a table, through the
// features' real API functions and the real zod schemas.
import type { z } from 'zod';
import {
  schemaOf,
  type ApiClient,
  type BlobResult,
  type FormFields,
  type QueryParams,
} from '@brokerage/shared/api/client.ts';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '@brokerage/shared/api/errors.ts';

/** An answer: items of a list, one item, an HTTP error, or a function of the query. */
export type FakeAnswer =
  unknown[] | object | { status: number; code: string } | ((params: QueryParams) => unknown);

export const httpError = (status: number, code = 'not_found') => ({
  status,
  code,
  __error: true as const,
});

const isError = (value: unknown): value is { status: number; code: string } =>
  typeof value === 'object' && value !== null && '__error' in value;

export interface FakeContentClient extends ApiClient {
  requests: Array<{
    method: 'get' | 'post';
    url: string;
    params: QueryParams;
    form?: FormData | FormFields;
    body?: unknown;
  }>;
}

export interface FakeContentClientOptions {
  postBlob?: (url: string, form: FormData | FormFields) => Promise<BlobResult>;
  /** The answer's `data` to a JSON post, parsed with the call's schema; may throw an API error. */
  postData?: (url: string, body: unknown) => unknown;
}

/**
 * `routes` maps a URL (`faqs`, `departments/ban-dieu-hanh`) to its answer. A list URL answers
 * `{data, meta}` with one page of everything; an unknown URL is a 404.
 */
export function fakeContentClient(
  routes: Record<string, FakeAnswer>,
  options: FakeContentClientOptions = {},
): FakeContentClient {
  const requests: FakeContentClient['requests'] = [];

  function answer(url: string, params: QueryParams, signal?: AbortSignal): unknown {
    requests.push({ method: 'get', url, params });
    if (signal?.aborted) throw new RequestCanceled(url);
    const route = routes[url];
    const value = typeof route === 'function' ? route(params) : route;
    if (value === undefined)
      throw new ApiRequestError({
        status: 404,
        errors: [{ code: 'not_found', message: 'not found' }],
        url,
      });
    if (isError(value))
      throw new ApiRequestError({
        status: value.status,
        errors: [{ code: value.code, message: value.code }],
        url,
      });
    return value;
  }

  function parse<S extends z.ZodType>(schema: S, value: unknown, url: string): z.output<S> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
    return parsed.data;
  }

  const unsupported = () => Promise.reject(new Error('fakeContentClient: not faked'));

  return {
    requests,
    async getData(url, source, callOptions) {
      const value = answer(url, callOptions?.params ?? {}, callOptions?.signal);
      return parse(await schemaOf(source), value, url);
    },
    async getList(url, source, callOptions) {
      const params = callOptions?.params ?? {};
      const value = answer(url, params, callOptions?.signal);
      const itemSchema = await schemaOf(source);
      const rows = Array.isArray(value) ? value : [];
      const limit = Number(params.limit ?? 10);
      const page = Number(params.page ?? 1);
      const data = rows
        .slice((page - 1) * limit, page * limit)
        .map((row) => parse(itemSchema, row, url));
      return {
        data,
        meta: {
          page,
          limit,
          total: rows.length,
          totalPages: Math.max(1, Math.ceil(rows.length / limit)),
        },
      };
    },
    async postData(url, body, schema, callOptions) {
      requests.push({ method: 'post', url, params: callOptions?.params ?? {}, body });
      if (!options.postData) return unsupported();
      return parse(await schemaOf(schema), await options.postData(url, body), url);
    },
    postForm: unsupported,
    postNoContent: unsupported,
    sendData: unsupported,
    sendNoContent: unsupported,
    async postBlob(url, form, callOptions) {
      requests.push({ method: 'post', url, params: callOptions?.params ?? {}, form });
      if (!options.postBlob) return unsupported();
      return options.postBlob(url, form);
    },
    getBlob: unsupported,
  };
}
