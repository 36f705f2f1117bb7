/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT, © 2021-present Floating UI contributors), the
 * one export Mantine's ScrollArea takes from that package. vite.site.ts gives the ScrollArea
 * this copy: importing it from the package pulled the whole of @floating-ui/react (about
 * 12.6 kB gzip, the dropdowns' positioning) into every page with a Mantine table, which has a
 * ScrollArea inside. Kept to the original (0.27.20) line for line: compare it when Mantine or
 * @floating-ui is upgraded. The pages with tables (a11y, phone-tables e2e) exercise it.
 */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type Cleanup = () => void;

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCallback = ref;
          const refCleanup = refCallback(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => void refCallback(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((refCleanup) => refCleanup?.());
    },
    // The refs are the dependencies, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
