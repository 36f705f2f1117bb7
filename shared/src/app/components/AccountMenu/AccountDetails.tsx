import { Button, Stack, Text } from '@mantine/core';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import classes from './AccountMenu.module.css';

/** Who is logged in, for the header and the drawer: null when nobody is. */
export function useAccount() {
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

export type Account = NonNullable<ReturnType<typeof useAccount>>;

/**
 * "Log in" for anonymous visitors: opens the login modal, after `before` (the drawer closes
 * first). `header`: the header's compact button, whose text hides beside the full desktop menu.
 */
export function LoginButton({ before, header }: { before?: () => void; header?: boolean }) {
  const { customerAuth } = useStores();
  const { t } = useTranslation('common');
  const label = t('auth.login.open');
  return (
    <Button
      {...(header ? { size: 'sm', className: classes.loginButton } : { fullWidth: true })}
      onClick={() => {
        before?.();
        customerAuth.openLogin();
      }}
      leftSection={<IconLogin2 size={18} aria-hidden="true" />}
    >
      {header ? <span className={classes.collapsible}>{label}</span> : label}
    </Button>
  );
}

/** The account, how this session logged in, and "Log out". */
export function AccountDetails({ account }: { account: Account }) {
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
