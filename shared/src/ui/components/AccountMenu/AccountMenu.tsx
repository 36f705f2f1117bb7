import { Button, NavLink, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChartCandle,
  IconChevronDown,
  IconExternalLink,
  IconLogin2,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n';
import { useStores } from '../../stores/StoresContext';
import classes from './AccountMenu.module.css';

/** Who is logged in, for the header and the drawer: null when nobody is. */
function useAccount() {
  const { customer, customerAuth } = useStores();
  const { t } = useTranslation('common');
  if (!customer.isLoggedIn) return null;
  const profile = customer.customer;
  return {
    name: profile?.fullName ?? t('auth.account.fallbackName'),
    accountNumber: profile?.accountNumber ?? null,
    method: t(customer.isSso ? 'auth.account.methods.sso' : 'auth.account.methods.direct'),
    loggingOut: customerAuth.loggingOut,
    logout: () => void customerAuth.logout(),
  };
}

type Account = NonNullable<ReturnType<typeof useAccount>>;

/** The account, how this session logged in, and "Log out". */
function AccountDetails({ account }: { account: Account }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={700} className={classes.detailsName}>
          {account.name}
        </Text>
        {account.accountNumber ? (
          <Text size="sm">
            {t('auth.account.accountNumber')}: <strong>{account.accountNumber}</strong>
          </Text>
        ) : null}
        <Text size="sm">
          {t('auth.account.method')}: {account.method}
        </Text>
      </Stack>
      <Button
        variant="default"
        size="sm"
        loading={account.loggingOut}
        leftSection={<IconLogout size={18} aria-hidden="true" className={classes.logoutIcon} />}
        onClick={account.logout}
      >
        {t('auth.account.logout')}
      </Button>
    </Stack>
  );
}

/**
 * The header's customer entry point (design §4): anonymous visitors get "Log in", which opens
 * the login modal; a customer gets a button with their name and account number that opens the
 * account panel (a popover dialog: the details are text, not menu items; focus moves in, Escape
 * closes it and focus comes back). Beside the full desktop menu (1360–1600 px) only the icon
 * shows, so the menu keeps to two rows; the text stays in the accessible name.
 */
export const AccountMenu = observer(function AccountMenu() {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const account = useAccount();

  if (!account) {
    return (
      <Button
        variant="filled"
        size="sm"
        className={classes.loginButton}
        onClick={() => customerAuth.openLogin()}
        leftSection={<IconLogin2 size={18} aria-hidden="true" />}
      >
        <span className={classes.collapsible}>{t('auth.login.open')}</span>
      </Button>
    );
  }

  return (
    <Popover position="bottom-end" offset={6} shadow="md" width={280} trapFocus returnFocus withinPortal>
      <Popover.Target>
        <UnstyledButton className={classes.accountButton}>
          <IconUserCircle size={22} aria-hidden="true" className={classes.accountIcon} />
          <span className={`${classes.identity} ${classes.collapsible}`}>
            <span className={classes.name}>{account.name}</span>
            {account.accountNumber ? <span className={classes.number}>{account.accountNumber}</span> : null}
          </span>
          <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <AccountDetails account={account} />
      </Popover.Dropdown>
    </Popover>
  );
});

/**
 * The same on phones, at the top of the menu drawer: the header row has no room for it at
 * 360 px. `onAction` closes the drawer before the login modal opens over it.
 */
export const AccountPanel = observer(function AccountPanel({ onAction }: { onAction?: () => void }) {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const account = useAccount();

  if (!account) {
    return (
      <Button
        fullWidth
        onClick={() => {
          onAction?.();
          customerAuth.openLogin();
        }}
        leftSection={<IconLogin2 size={18} aria-hidden="true" />}
      >
        {t('auth.login.open')}
      </Button>
    );
  }
  return (
    <section className={classes.panel} aria-label={t('auth.account.fallbackName')}>
      <AccountDetails account={account} />
    </section>
  );
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

/**
 * "Online trading" (system setting `tradingSiteUrl`) when the header menu has no link to it:
 * an SSO session opens the trading site in a new tab; anyone else logs in by SSO first and the
 * callback opens it. `nav` is the drawer's version.
 */
export const TradingAction = observer(function TradingAction({ variant = 'button' }: { variant?: 'button' | 'nav' }) {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const trading = useTradingLink();
  if (!trading) return null;
  const label = t('auth.account.trading');
  const icon = <IconChartCandle size={18} aria-hidden="true" />;
  const newTab = trading.direct ? (
    <>
      <IconExternalLink size={14} aria-hidden="true" />
      <VisuallyHidden>{t('a11y.newTab')}</VisuallyHidden>
    </>
  ) : null;

  if (variant === 'nav') {
    return trading.direct ? (
      <NavLink component="a" href={trading.url} target="_blank" rel="noopener noreferrer" label={label} leftSection={icon} rightSection={newTab} />
    ) : (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        disabled={customerAuth.ssoStarting}
        onClick={trading.start}
      />
    );
  }
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
      loading={customerAuth.ssoStarting}
      onClick={trading.start}
    >
      {label}
    </Button>
  );
});
