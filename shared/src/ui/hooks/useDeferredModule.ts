import { useCallback, useEffect, useState } from 'react';

/**
 * A module the shell needs only once the visitor reaches for it (a menu's dropdown, the search
 * popover, the menu drawer): loaded on the first hover, focus or click, so its code (Mantine's
 * floating menus, forms, zod) is not part of a site's first render (scripts/check-bundles.ts).
 * One per module: every component using it shares the load.
 */
export interface DeferredModule<T> {
  /** The module once loaded, else null. */
  readonly current: T | null;
  load(): Promise<T>;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | undefined;
  const deferred = {
    current: null as T | null,
    load(): Promise<T> {
      loading ??= importModule().then(
        (module) => (deferred.current = module),
        (error: unknown) => {
          // A chunk lost to a deploy or a dropped connection is tried again on the next request.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return deferred;
}

/**
 * `[module, request]`: the module (null until loaded) and a callback that starts loading it,
 * for the placeholder's pointer, focus and click handlers. A failed load leaves the
 * placeholder in place; the next request tries again.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>): [T | null, () => void] {
  const [module, setModule] = useState<T | null>(deferred.current);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested || module) return;
    let active = true;
    deferred.load().then(
      (loaded) => active && setModule(() => loaded),
      () => active && setRequested(false),
    );
    return () => {
      active = false;
    };
  }, [deferred, requested, module]);
  const request = useCallback(() => setRequested(true), []);
  return [module ?? deferred.current, request];
}
