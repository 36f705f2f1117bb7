import { Suspense, use, type MouseEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { SiteContext } from '../../../routing/Link';
import type { SiteId } from '../../../routing/routes';
import { Outlet } from 'react-router-dom';
import { ChatWidget } from '../../components/ChatWidget/ChatWidget';
import { ErrorPage } from '../../components/ErrorPage/ErrorPage';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../../components/Header/Header';
import { LoadingOverlay } from '../../../ui/components/LoadingOverlay/LoadingOverlay';
import { NewsletterForm } from '../../components/NewsletterSignup/NewsletterSignup';
import type { LayoutKind } from '../../stores/UiStore';
import { useStores } from '../../stores/StoresContext';
import { LocaleSync } from './LocaleSync';
import { ShellOverlays } from './ShellOverlays';
import classes from './SiteShell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's lazy part on the page (the footer's newsletter form): a page rendered on the
 * server loads it before it hydrates, so no part of the shell is left unhydrated. (The overlays
 * load when they first open: a closed one renders nothing, on the server too.)
 */
export const preloadShell = () => NewsletterForm.preload();

function SkipLink() {
  const { t } = useTranslation('common');
  // Focus moves with the jump; a bare hash link would only scroll in some browsers.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      {t('a11y.skipToContent')}
    </a>
  );
}

/**
 * The frame a site's pages almost always pick, drawn under the loading overlay while the page has
 * not said yet (a CMS page decides once its data is in): when it picks it, nothing moves. A page
 * that picks another one (an error page) changes the frame, as before.
 */
const USUAL_LAYOUT: Record<SiteId, LayoutKind> = {
  corporate: 'main',
  analysis: 'main',
  recruitment: 'recruit',
  onboarding: 'ekyc',
};

function headerFor(layout: LayoutKind): ReactNode {
  switch (layout) {
    case 'main':
    case 'recruit':
      return <Header variant="full" />;
    case 'ekyc':
      return <Header variant="ekyc" />;
    case 'error':
      return <Header variant="simple" />;
  }
}

function footerFor(layout: LayoutKind): ReactNode {
  return layout === 'main' || layout === 'recruit' ? <Footer /> : <Footer variant="compact" />;
}

/**
 * The frame of every page. The four layouts (spec §2) differ only in the header and footer
 * around `<main>`; the page itself keeps its place in the tree, so switching layout never
 * remounts it (it is the page that picks the layout, via useLayout).
 */
export const SiteShell = observer(function SiteShell({ children }: { children?: ReactNode }) {
  const { ui } = useStores();
  const site = use(SiteContext);
  const layout = ui.layout;
  const frame = layout ?? (site ? USUAL_LAYOUT[site] : null);
  return (
    <div className={classes.shell} data-layout={layout ?? 'pending'}>
      <LocaleSync />
      <SkipLink />
      <Suspense fallback={null}>{frame && headerFor(frame)}</Suspense>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={null}>
          {ui.maintenance ? <ErrorPage status={503} /> : (children ?? <Outlet />)}
        </Suspense>
      </main>
      <Suspense fallback={null}>{frame && footerFor(frame)}</Suspense>
      <LoadingOverlay visible={ui.overlayVisible} fullScreen />
      {/* Modals, notices and toasts load the first time they open. */}
      <ShellOverlays />
      <ChatWidget />
    </div>
  );
});
