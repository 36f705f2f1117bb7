import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { isLocale, localeFromPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useGoToPath } from '@brokerage/shared/app/hooks/useGoToPath.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { SsoCompletion } from '@brokerage/shared/auth/CustomerAuthStore.ts';
import { SsoCallbackView, type SsoCallbackState } from '../components/SsoCallbackView/SsoCallbackView';

/** Long enough to read "logged in successfully", short enough not to wait for it. */
export const SUCCESS_REDIRECT_MS = 1500;

/** The provider's one-time answer: it has no business in the address bar or in history. */
const SINGLE_USE_PARAMS = ['code', 'state', 'session_state', 'iss'];

function withoutSingleUseParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SINGLE_USE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function screenLocale(search: string, pathname: string): Locale {
  const language = new URLSearchParams(search).get('Language')?.toLowerCase();
  return isLocale(language) ? language : localeFromPath(pathname);
}

/**
 * Route loginSso (`/login-sso`, `/en/login-sso`): where the SSO provider sends the customer back
 * (spec §2 "SSO callback"). Exchanges the code once, then returns to the page the round trip
 * started from (opening the trading site if that was the point), or offers a way back.
 */
export default observer(function SsoCallbackPage() {
  useLayout('main');
  const { customerAuth } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const goTo = useGoToPath();
  // The query as the provider sent it, before it is taken out of the address bar.
  const [callback] = useState(() => ({ pathname: location.pathname, search: location.search }));
  const [locale, setLocale] = useState<Locale>(() => screenLocale(callback.search, callback.pathname));
  const [state, setState] = useState<SsoCallbackState>({ kind: 'exchanging' });
  const [completion, setCompletion] = useState<SsoCompletion | null>(null);
  const { t } = useTranslation('common', { lng: locale });

  // Latest navigation functions without making the exchange effect depend on them.
  const goToRef = useRef(goTo);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    goToRef.current = goTo;
    navigateRef.current = navigate;
  });
  const handled = useRef(false);

  useEffect(() => {
    let live = true;
    const rest = withoutSingleUseParams(callback.search);
    if (rest !== callback.search) void navigateRef.current({ pathname: callback.pathname, search: rest }, { replace: true });
    // completeSso answers the same promise for the same callback (StrictMode runs this twice).
    void customerAuth.completeSso(callback.search).then((result) => {
      if (!live || handled.current) return;
      handled.current = true;
      setCompletion(result);
      setLocale(result.locale);
      if (result.status === 'success') {
        const blocked = result.tradingUrl !== null && !customerAuth.openInNewTab(result.tradingUrl);
        setState({ kind: 'success', tradingBlocked: blocked });
      } else if (result.status === 'loggedOut') {
        setState({ kind: 'loggedOut' });
        goToRef.current(result.returnPath, { replace: true });
      } else {
        setState({ kind: 'error', reason: result.reason });
      }
    });
    return () => {
      live = false;
    };
  }, [callback, customerAuth]);

  // Success: a moment to read it, then back to the page (unless a blocked tab needs a click).
  const returnPath = completion?.returnPath ?? null;
  const autoReturn = state.kind === 'success' && !state.tradingBlocked && returnPath !== null;
  useEffect(() => {
    if (!autoReturn || returnPath === null) return;
    const timer = setTimeout(() => goToRef.current(returnPath, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [autoReturn, returnPath]);

  const handleContinue = () => {
    if (returnPath !== null) goTo(returnPath, { replace: true });
  };
  const handleOpenTrading = () => {
    if (completion?.status !== 'success' || !completion.tradingUrl) return;
    // A click is a user gesture: the popup blocker lets this one through.
    if (customerAuth.openInNewTab(completion.tradingUrl)) handleContinue();
  };
  const handleLoginAgain = () => {
    if (completion?.status !== 'error') return;
    void customerAuth.startSso({ returnUrl: completion.returnPath, openTrading: completion.openTrading });
  };

  return (
    <>
      <PageHead title={t('auth.ssoCallback.pageTitle')} trackView={false} />
      <SsoCallbackView
        state={state}
        locale={locale}
        busy={customerAuth.ssoStarting}
        onContinue={handleContinue}
        onOpenTrading={handleOpenTrading}
        onLoginAgain={handleLoginAgain}
      />
    </>
  );
});
