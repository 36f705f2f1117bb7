import { Notifications } from '@mantine/notifications';
import classes from './SiteShell.module.css';

/**
 * Toasts say one short thing ("logged in"): three seconds to read it, hovering holds it, and
 * its close button ends it sooner (Mantine's default was four).
 */
const TOAST_AUTO_CLOSE_MS = 3000;

/** The toasts' host; ShellOverlays loads it with the first toast. */
export default function Toasts() {
  return (
    // At the top they covered the sticky header, on a phone all of it, while they lasted.
    <Notifications
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      className={classes.toasts}
    />
  );
}
