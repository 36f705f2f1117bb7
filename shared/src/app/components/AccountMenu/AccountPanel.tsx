import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { AccountDetails, LoginButton, useAccount } from './AccountDetails';
import classes from './AccountMenu.module.css';

/**
 * The same on phones, at the top of the menu drawer: the header row has no room for it at
 * 360 px. `onAction` closes the drawer before the login modal opens over it.
 */
export const AccountPanel = observer(function AccountPanel({
  onAction,
}: {
  onAction?: () => void;
}) {
  const { t } = useTranslation('common');
  const account = useAccount();
  if (!account) return <LoginButton before={onAction} />;
  return (
    <section className={classes.panel} aria-label={t('auth.account.fallbackName')}>
      <AccountDetails account={account} />
    </section>
  );
});
