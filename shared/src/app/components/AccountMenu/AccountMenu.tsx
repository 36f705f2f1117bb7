import { Button, VisuallyHidden } from '@mantine/core';
import { IconChartCandle, IconExternalLink } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { deferredModule, useDeferredModule } from '../../../ui/hooks/useDeferredModule';
import { useDeferredTrigger } from '../../../ui/hooks/useDeferredTrigger';
import { useStores } from '../../stores/StoresContext';
import { LoginButton, useAccount, type Account } from './AccountDetails';
import { AccountTrigger } from './AccountTrigger';
import classes from './AccountMenu.module.css';

// The popover (and floating-ui) loads on the first hover, focus or click of the account button.
const popoverModule = deferredModule(() => import('./AccountPopover'));

/** The account button until the popover has loaded, then the popover around it. */
function AccountButton({ account }: { account: Account }) {
  const [loaded, request] = useDeferredModule(popoverModule);
  const trigger = useDeferredTrigger(request);
  if (loaded) {
    return <loaded.AccountPopover account={account} defaultOpened={trigger.clicked} autoFocus={trigger.focused} />;
  }
  return <AccountTrigger account={account} aria-expanded={false} {...trigger.props} />;
}

/**
 * The header's customer entry point (design §4): anonymous visitors get "Log in", which opens
 * the login modal; a customer gets a button with their name and account number that opens the
 * account panel (a popover dialog: the details are text, not menu items; focus moves in, Escape
 * closes it and focus comes back). Beside the full desktop menu (1360–1600 px) only the icon
 * shows, so the menu keeps to two rows; the text stays in the accessible name.
 */
export const AccountMenu = observer(function AccountMenu() {
  const account = useAccount();
  return account ? <AccountButton account={account} /> : <LoginButton header />;
});

/** The "online trading" behaviour for a link to `tradingSiteUrl`; null when none is set. */
export interface TradingLink {
  url: string;
  /** Logged in by SSO: a plain link to a new tab does. */
  direct: boolean;
  /** Whether a menu link is the trading site (then it gets this behaviour). */
  matches: (href: string | null) => boolean;
  /** Not logged in by SSO: log in by SSO first, the callback opens the trading site. */
  start: () => void;
}

/** Read inside an observer: follows the settings and the session. */
export function useTradingLink(): TradingLink | null {
  const { customer, customerAuth } = useStores();
  const url = customerAuth.tradingSiteUrl;
  if (!url) return null;
  return {
    url,
    direct: customer.isLoggedIn && customer.isSso,
    matches: (href) => href !== null && customerAuth.isTradingSiteLink(href),
    start: () => void customerAuth.startSso({ openTrading: true }),
  };
}

/** What both "online trading" controls show (header button, drawer link); null without a site. */
export function useTradingAction() {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const trading = useTradingLink();
  if (!trading) return null;
  return {
    trading,
    label: t('auth.account.trading'),
    icon: <IconChartCandle size={18} aria-hidden="true" />,
    // After the label of the link that opens a new tab.
    newTab: (
      <>
        <IconExternalLink size={14} aria-hidden="true" />
        <VisuallyHidden>{t('a11y.newTab')}</VisuallyHidden>
      </>
    ),
    starting: customerAuth.ssoStarting,
  };
}

/**
 * "Online trading" (system setting `tradingSiteUrl`) when the header menu has no link to it:
 * an SSO session opens the trading site in a new tab; anyone else logs in by SSO first and the
 * callback opens it. The drawer has its own version (TradingNavAction).
 */
export const TradingAction = observer(function TradingAction() {
  const action = useTradingAction();
  if (!action) return null;
  const { trading, label, icon, newTab, starting } = action;

  return trading.direct ? (
    <Button
      component="a"
      href={trading.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      size="sm"
      className={classes.tradingButton}
      leftSection={icon}
      rightSection={newTab}
    >
      {label}
    </Button>
  ) : (
    <Button
      variant="light"
      size="sm"
      className={classes.tradingButton}
      leftSection={icon}
      loading={starting}
      onClick={trading.start}
    >
      {label}
    </Button>
  );
});
