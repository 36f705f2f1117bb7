/** An API whose every member is an async call (what the `create…Api` factories return). */
export type AsyncApi<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * `load` run once, on the first call, its promise kept; a failed load (a chunk lost to a deploy
 * or a dropped connection) is tried again by the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The API `load` makes, usable before it has loaded: each call waits for the module, then
 * runs. API modules build their zod schemas when imported, so the stores created at start-up
 * take them this way and no site's first render waits for zod (scripts/check-bundles.ts).
 * `load` runs once, on the first call; a failed load (a chunk lost to a deploy or a dropped
 * connection) is tried again by the next call.
 */
export function lazyApi<T extends AsyncApi<T>>(load: () => Promise<T>): T {
  const get = loadOnce(load);
  const target: Record<string, unknown> = {};
  // Each call is made on first access and kept on the object, so it reads as an ordinary one
  // (`'getPage' in api`, a test's vi.spyOn) and hands out the same function every time.
  const materialize = (key: string | symbol) => {
    if (typeof key !== 'string' || NOT_CALLS.has(key) || Object.hasOwn(target, key)) return;
    target[key] = async (...args: unknown[]) => {
      const api = await get();
      const member = api[key as keyof T] as unknown;
      if (typeof member !== 'function') throw new TypeError(`No API call ${key}`);
      return (member as (...a: unknown[]) => Promise<unknown>).apply(api, args);
    };
  };
  return new Proxy(target, {
    get(object, key) {
      materialize(key);
      return Reflect.get(object, key);
    },
    has(object, key) {
      materialize(key);
      return Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      materialize(key);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
  }) as T;
}

// Not a thenable (`await` must give the object) nor anything serialisers probe for.
const NOT_CALLS = new Set(['then', 'toJSON']);
