import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type * as ReportsApi from '../api/reportsApi';

export type ReportsCall = <A extends unknown[], R>(
  pick: (calls: typeof ReportsApi) => (api: ApiClient, ...args: A) => Promise<R>,
) => (...args: A) => Promise<R>;

/**
 * A call of reportsApi with the ApiClient given: the module and its zod schemas load with the
 * first call, not with the site's entry (scripts/check-bundles.ts).
 */
export const reportsCalls =
  (api: ApiClient): ReportsCall =>
  (pick) =>
  async (...args) =>
    pick(await import('../api/reportsApi'))(api, ...args);
