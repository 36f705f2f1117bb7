// Test-only helpers for the content screens (not exported from lib/content/index.ts).
import { z } from 'zod';
import type { ApiClient, QueryParams } from '@brokerage/shared/api/client.ts';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import { parseErrorBody } from '@brokerage/shared/api/responses.ts';
import {
  fakeApiClient,
  type FakeHandler,
  type FakeReply,
} from '@brokerage/shared/testing/fakeApiClient.ts';
import { ListMetaSchema } from '@brokerage/shared/validation/common.ts';

/** A list answer as the API sends it. */
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
 * The shared fake ApiClient plus `getList`, parsed like the real client (schema errors, error
 * statuses, aborted signals). Every GET lands in `requests`.
 */
export function fakeContentApi(
  handler: FakeHandler,
): ApiClient & { requests: Array<{ url: string; params: QueryParams }> } {
  const base = fakeApiClient(handler);
  return {
    ...base,
    async getList(url, itemSchema, options) {
      const params = options?.params ?? {};
      base.requests.push({ url, params });
      if (options?.signal?.aborted) throw new RequestCanceled(url);
      const reply = handler(url, params);
      if (reply.status >= 400)
        throw new ApiRequestError({
          status: reply.status,
          errors: parseErrorBody(reply.body),
          url,
        });
      const parsed = z
        .object({ data: z.array(itemSchema), meta: ListMetaSchema })
        .safeParse(reply.body);
      if (!parsed.success) throw new ApiSchemaError(url, parsed.error.issues);
      return parsed.data as {
        data: z.output<typeof itemSchema>[];
        meta: z.infer<typeof ListMetaSchema>;
      };
    },
  };
}
