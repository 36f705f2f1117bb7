import { Notifications } from '@mantine/notifications';
import {
  LanguageNoticeModal,
  UnsupportedLanguageModal,
} from '../../components/LanguageModals/LanguageModals';
import { LoginModal } from '../../components/LoginModal/LoginModal';
import { NotificationHost } from '../../components/NotificationModal/NotificationModal';
import { TokenExpiredModal } from '../../components/TokenExpiredModal/TokenExpiredModal';
import classes from './SiteShell.module.css';

/**
 * Toasts say one short thing ("logged in"): three seconds to read it, hovering holds it, and
 * its close button ends it sooner (Mantine's default was four).
 */
const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * What the shell shows over a page, never at first paint: the login form (with its form and
 * validation code), the session and language notices and the toasts. SiteShell loads this module
 * after the first render, so no site's entry bundle carries it (scripts/check-bundles.ts).
 */
export default function ShellOverlays() {
  return (
    <>
      {/* At the top they covered the sticky header, on a phone all of it, while they lasted. */}
      <Notifications
        position="bottom-center"
        autoClose={TOAST_AUTO_CLOSE_MS}
        className={classes.toasts}
      />
      <LanguageNoticeModal />
      <UnsupportedLanguageModal />
      <NotificationHost />
      <LoginModal />
      <TokenExpiredModal />
    </>
  );
}
