import { Notifications } from '@mantine/notifications';
import {
  LanguageNoticeModal,
  UnsupportedLanguageModal,
} from '../../components/LanguageModals/LanguageModals';
import { LoginModal } from '../../components/LoginModal/LoginModal';
import { NotificationHost } from '../../components/NotificationModal/NotificationModal';
import { TokenExpiredModal } from '../../components/TokenExpiredModal/TokenExpiredModal';

/**
 * What the shell shows over a page, never at first paint: the login form (with its form and
 * validation code), the session and language notices and the toasts. SiteShell loads this module
 * after the first render, so no site's entry bundle carries it (scripts/check-bundles.ts).
 */
export default function ShellOverlays() {
  return (
    <>
      <Notifications position="top-right" />
      <LanguageNoticeModal />
      <UnsupportedLanguageModal />
      <NotificationHost />
      <LoginModal />
      <TokenExpiredModal />
    </>
  );
}
