import type { ApiClient } from './client';

/** Picks one call of an API module: a function of the client and the call's own arguments. */
export type CallPicker<M> = <A extends unknown[], R>(
  pick: (module: M) => (api: ApiClient, ...args: A) => Promise<R>,
) => (...args: A) => Promise<R>;

/**
 * The calls of a feature's API module bound to the client, for a store made at start-up: the
 * module and its zod schemas load with the first call, not with the site's entry
 * (scripts/check-bundles.ts).
 *
 *   const call = lazyCalls(api, () => import('../api/newsApi'));
 *   new PagedListStore(call((m) => m.listNews), options);
 */
export function lazyCalls<M>(api: ApiClient, load: () => Promise<M>): CallPicker<M> {
  return (pick) =>
    async (...args) =>
      pick(await load())(api, ...args);
}
