import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import { AccountDetails, useAccount } from './AccountDetails';
import classes from './AccountMenu.module.css';

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
