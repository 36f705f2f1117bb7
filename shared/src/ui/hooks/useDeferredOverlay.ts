import { useEffect, useState } from 'react';
import { type DeferredModule, useDeferredModule } from './useDeferredModule';

/**
 * A dialog whose module (deferredModule) loads on its first opening rather than with the page:
 * the modal, its focus trap and scroll lock stay out of the first render
 * (scripts/check-bundles.ts). Returns the module (null until loaded) and the `opened` to give the
 * dialog. Once loaded, the dialog is rendered closed once and then opened, so it sees its own
 * opening as if it had been there from the start: Mantine's modal keeps the focused element to
 * give the focus back to on closing, and plays its transition. It stays mounted after that, so
 * closing plays out too. Start the load earlier (`deferred.load()` on the opener's hover or
 * focus) and the wait on the click is gone.
 */
export function useDeferredOverlay<T>(
  open: boolean,
  deferred: DeferredModule<T>,
): { module: T | null; opened: boolean } {
  const [module, request] = useDeferredModule(deferred);
  const [mountedClosed, setMountedClosed] = useState(false);
  useEffect(() => {
    if (open) request();
  }, [open, request]);
  useEffect(() => {
    if (module && !mountedClosed) setMountedClosed(true);
  }, [module, mountedClosed]);
  return { module, opened: open && mountedClosed };
}
