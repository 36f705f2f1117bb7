import { useNotifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useStores } from '../../stores/StoresContext';

/** A component of a lazily loaded module, by its export name. */
const lazyExport = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const LoginModal = lazyExport(() => import('../../components/LoginModal/LoginModal'), 'LoginModal');
const TokenExpiredModal = lazyExport(
  () => import('../../components/TokenExpiredModal/TokenExpiredModal'),
  'TokenExpiredModal',
);
const NotificationHost = lazyExport(
  () => import('../../components/NotificationModal/NotificationModal'),
  'NotificationHost',
);
const LanguageNoticeModal = lazyExport(
  () => import('../../components/LanguageModals/LanguageModals'),
  'LanguageNoticeModal',
);
const UnsupportedLanguageModal = lazyExport(
  () => import('../../components/LanguageModals/LanguageModals'),
  'UnsupportedLanguageModal',
);
const Toasts = lazy(() => import('./Toasts'));

/** True from the first time `value` is: an overlay that has opened stays, to animate its close. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * What the shell shows over a page, never at first paint: the login form (with its form and
 * validation code), the session and language notices and the toasts. Each loads the first time
 * it opens (issue 26 item 4), so no first visit downloads them (scripts/check-bundles.ts).
 */
export const ShellOverlays = observer(function ShellOverlays() {
  const { ui, customer, customerAuth } = useStores();
  const toasts = useNotifications();
  const parts: [boolean, ComponentType][] = [
    [useOnceTrue(toasts.notifications.length + toasts.queue.length > 0), Toasts],
    [useOnceTrue(ui.languageNotice !== null), LanguageNoticeModal],
    [useOnceTrue(ui.unsupportedLocale !== null), UnsupportedLanguageModal],
    [useOnceTrue(ui.notification !== null), NotificationHost],
    [useOnceTrue(customerAuth.loginOpen), LoginModal],
    [useOnceTrue(customer.tokenExpired), TokenExpiredModal],
  ];
  return (
    <>
      {parts.map(([open, Part], index) =>
        open ? (
          <Suspense key={index} fallback={null}>
            <Part />
          </Suspense>
        ) : null,
      )}
    </>
  );
});
