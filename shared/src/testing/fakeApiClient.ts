import { z } from 'zod';
import type { ApiClient, QueryParams } from '../api/client';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '../api/errors';
import { parseErrorBody } from '../api/responses';

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

/**
 * An ApiClient that answers from `handler` and behaves like the real one where pages care:
 * error statuses throw ApiRequestError, bodies are zod-parsed (ApiSchemaError), and an aborted
 * signal gives RequestCanceled. Every GET is recorded in `requests`.
 */
export function fakeApiClient(
  handler: FakeHandler,
): ApiClient & { requests: Array<{ url: string; params: QueryParams }> } {
  const requests: Array<{ url: string; params: QueryParams }> = [];
  const unsupported = () => Promise.reject(new Error('fakeApiClient: only GET is faked'));
  return {
    requests,
    async getData(url, schema, options) {
      const params = options?.params ?? {};
      requests.push({ url, params });
      if (options?.signal?.aborted) throw new RequestCanceled(url);
      const reply = handler(url, params);
      if (reply.status >= 400)
        throw new ApiRequestError({
          status: reply.status,
          errors: parseErrorBody(reply.body),
          url,
        });
      // zod cannot follow a generic schema through z.object(); the envelope's data is what `schema` made.
      const parsed = z.object({ data: schema as z.ZodType }).safeParse(reply.body);
      if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
      return parsed.data.data as z.output<typeof schema>;
    },
    getList: unsupported,
    postData: unsupported,
    postForm: unsupported,
    postNoContent: unsupported,
    postBlob: unsupported,
  };
}
