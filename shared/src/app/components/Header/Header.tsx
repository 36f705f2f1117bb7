import { use, useEffect } from 'react';
import { Anchor, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { telHref } from '../../../format/phone';
import { useTranslation } from '../../../i18n/react';
import { useLocation } from 'react-router-dom';
import { ShellContext } from '../../shell/ShellContext';
import { AccountMenu, TradingAction, useTradingLink } from '../AccountMenu/AccountMenu';
import { useStores } from '../../stores/StoresContext';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Logo } from '../../../ui/components/Logo/Logo';
import { ThemeToggle } from '../../../ui/components/ThemeToggle/ThemeToggle';
import { HeaderSearch } from '../HeaderSearch/HeaderSearch';
import { DesktopMenu } from './DesktopMenu';
import { deferredModule, useDeferredModule } from '../../../ui/hooks/useDeferredModule';
import { menuHasLink } from './menuHref';
import classes from './Header.module.css';

// The drawer and the mobile menu load when the burger is first reached for.
const drawerDeferred = deferredModule(() => import('./HeaderDrawer'));

/**
 * `full`: main and recruit layouts (menus, actions). `ekyc`: account opening keeps the visitor
 * on task, so logo, hotline and language only. `simple`: error pages.
 */
export type HeaderVariant = 'full' | 'ekyc' | 'simple';

export const Header = observer(function Header({ variant = 'full' }: { variant?: HeaderVariant }) {
  const { system, ui } = useStores();
  const { headerActions: HeaderActions, accountMenu: SiteAccount } = use(ShellContext);
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerModule, requestDrawer] = useDeferredModule(drawerDeferred);
  const closeDrawer = drawer.close;
  const items = variant === 'full' ? system.menu('header') : [];
  const withDrawer = items.length > 0;
  const trading = useTradingLink();
  // The CMS menu usually links the trading site already: that link gets the SSO behaviour, and
  // no second "online trading" appears beside it.
  const tradingInMenu = trading !== null && menuHasLink(items, ui.locale, trading.matches);
  const standaloneTrading = variant === 'full' && trading !== null && !tradingInMenu;

  // A link followed inside the drawer lands on a new page: the drawer has done its job.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <header className={classes.header} data-variant={variant}>
      <div className={classes.inner}>
        <Logo />
        {items.length > 0 ? (
          <nav className={classes.desktopNav} aria-label={t('a11y.mainNav')}>
            <DesktopMenu items={items} locale={ui.locale} trading={trading} />
          </nav>
        ) : null}
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {variant === 'ekyc' ? (
            <Anchor
              href={telHref(system.hotline)}
              className={classes.hotline}
              aria-label={t('footer.callHotline', { hotline: system.hotline })}
            >
              <IconPhone size={18} aria-hidden="true" />
              <span>{system.hotline}</span>
            </Anchor>
          ) : null}
          {variant === 'full' ? <HeaderSearch locale={ui.locale} /> : null}
          {standaloneTrading ? (
            // Below 1360 px the drawer carries it, so the row keeps room at 360 px.
            <div className={withDrawer ? classes.wideOnly : undefined}>
              <TradingAction />
            </div>
          ) : null}
          {variant === 'full' ? (
            // Phones find it at the top of the drawer instead.
            <div className={withDrawer ? classes.accountWide : undefined}>
              {SiteAccount ? <SiteAccount placement="header" /> : <AccountMenu />}
            </div>
          ) : null}
          {variant === 'full' && HeaderActions ? <HeaderActions /> : null}
          <LanguageSwitch />
          {variant !== 'ekyc' ? <ThemeToggle /> : null}
          {items.length > 0 ? (
            <Burger
              className={classes.burger}
              opened={drawerOpened}
              onPointerEnter={requestDrawer}
              onFocus={requestDrawer}
              onClick={() => {
                requestDrawer();
                drawer.toggle();
              }}
              aria-label={drawerOpened ? t('a11y.closeMenu') : t('a11y.openMenu')}
              aria-expanded={drawerOpened}
              size="sm"
            />
          ) : null}
        </Group>
      </div>
      {items.length > 0 && drawerModule ? (
        <drawerModule.HeaderDrawer
          opened={drawerOpened}
          onClose={closeDrawer}
          items={items}
          locale={ui.locale}
          pathname={pathname}
          trading={trading}
          standaloneTrading={standaloneTrading}
        />
      ) : null}
    </header>
  );
});
