import { use, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { classifyLink } from '@brokerage/shared/routing/paths.ts';

interface LeaveGuardProps {
  /** A case is in progress: leaving would lose what is on screen (spec §2, §8). */
  when: boolean;
}

/** Asks the shell's notification modal whether to leave; true = leave. */
function useConfirmLeave() {
  const { ui } = useStores();
  const { t } = useTranslation('onboarding');
  return () =>
    ui.notify({
      title: t('ekyc.leave.title'),
      message: t('ekyc.leave.message'),
      confirmLabel: t('ekyc.leave.confirm'),
      cancelLabel: t('ekyc.leave.stay'),
    });
}

/**
 * "Leaving the eKYC form unfinished asks for confirmation" (spec §2, §8), three ways: the
 * router's own moves (an in-site link, back and forward) through `useBlocker`; a link to another
 * site's page, which is a full page load, by catching its click; closing the tab or typing an
 * address, which only the browser's own `beforeunload` prompt can ask about.
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  const confirmLeave = useConfirmLeave();
  // Set while a confirmed full-page move is on its way, so beforeunload does not ask twice.
  const leaving = useRef(false);
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;

  useEffect(() => {
    if (!when) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only with a return value (they ignore its text).
      event.returnValue = '';
    };
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      const path = anchor.pathname + anchor.search + anchor.hash;
      // This site's own links are router moves: the blocker asks about those.
      if (classifyLink(path, 'onboarding') !== 'other-site') return;
      event.preventDefault();
      void confirmRef.current().then((leave) => {
        if (!leave) return;
        leaving.current = true;
        window.location.assign(anchor.href);
      });
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [when]);

  // useBlocker works only under a data router (startSite's createBrowserRouter); a plain
  // MemoryRouter (unit tests) has none, and then there is nothing to block.
  const dataRouter = use(UNSAFE_DataRouterContext);
  return dataRouter ? <RouterBlocker when={when} confirmLeave={confirmLeave} /> : null;
}

function RouterBlocker({
  when,
  confirmLeave,
}: LeaveGuardProps & { confirmLeave: () => Promise<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmRef.current().then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);
  return null;
}
