import { use } from 'react';
import { Drawer, ScrollArea } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { Locale } from '../../../routing/routes';
import type { MenuItem } from '../../../validation/content';
import type { TradingLink } from '../AccountMenu/AccountMenu';
import { AccountPanel } from '../AccountMenu/AccountPanel';
import { TradingNavAction } from '../AccountMenu/TradingNavAction';
import { ShellContext } from '../../shell/ShellContext';
import { MobileMenu } from './MobileMenu';
import classes from './Header.module.css';

export interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  locale: Locale;
  pathname: string;
  trading: TradingLink | null;
  /** "Online trading" has no link in the menu: the drawer carries its own. */
  standaloneTrading: boolean;
}

/** The menu drawer below 1360 px, loaded when the burger is first used (Header). */
export function HeaderDrawer({
  opened,
  onClose,
  items,
  locale,
  pathname,
  trading,
  standaloneTrading,
}: HeaderDrawerProps) {
  const { t } = useTranslation('common');
  const { accountMenu: SiteAccount } = use(ShellContext);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      title={t('header.menuTitle')}
      closeButtonProps={{ 'aria-label': t('a11y.closeMenu') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <div className={classes.accountNarrow}>
        {SiteAccount ? (
          <SiteAccount placement="drawer" onAction={onClose} />
        ) : (
          <AccountPanel onAction={onClose} />
        )}
      </div>
      {standaloneTrading ? <TradingNavAction /> : null}
      <nav aria-label={t('a11y.mobileNav')}>
        <MobileMenu items={items} locale={locale} pathname={pathname} trading={trading} />
      </nav>
    </Drawer>
  );
}
