import { UnstyledButton } from '@mantine/core';
import { Link } from '../../../routing/Link';
import type { Locale } from '../../../routing/routes';
import type { MenuItem } from '../../../validation/content';
import type { TradingLink } from '../AccountMenu/AccountMenu';
import { deferredModule, useDeferredModule } from '../../../ui/hooks/useDeferredModule';
import { useDeferredTrigger } from '../../../ui/hooks/useDeferredTrigger';
import { MenuIcon } from '../../../ui/components/MenuIcon/MenuIcon';
import { BranchTrigger } from './BranchTrigger';
import { menuHref, ssoFirst } from './menuHref';
import classes from './Header.module.css';

interface MenuProps {
  items: readonly MenuItem[];
  locale: Locale;
  /** A link to the trading site logs in by SSO first unless the session is already SSO. */
  trading?: TradingLink | null;
}

// Mantine's menus (and floating-ui) load on the first hover, focus or click of any branch.
const dropdownModule = deferredModule(() => import('./DesktopDropdown'));

/** A branch's button until the menus have loaded, then its menu. */
function DesktopBranch({ item, locale, trading }: { item: MenuItem } & Omit<MenuProps, 'items'>) {
  const [loaded, request] = useDeferredModule(dropdownModule);
  const trigger = useDeferredTrigger(request);
  if (loaded) {
    return (
      <loaded.DesktopBranchMenu
        item={item}
        locale={locale}
        trading={trading}
        defaultOpened={trigger.clicked || trigger.hovered}
        autoFocus={trigger.focused}
      />
    );
  }
  return <BranchTrigger item={item} aria-expanded={false} {...trigger.props} />;
}

/**
 * The header menu from 1360 px up. Top-level branches are Mantine menus (DesktopDropdown),
 * loaded when the visitor first reaches for one.
 */
export function DesktopMenu({ items, locale, trading }: MenuProps) {
  return (
    <ul className={classes.desktopList}>
      {items.map((item) => {
        const href = menuHref(item, locale);
        return (
          <li key={item.id}>
            {item.subMenu.length > 0 ? (
              <DesktopBranch item={item} locale={locale} trading={trading} />
            ) : ssoFirst(trading, href) ? (
              <UnstyledButton className={classes.topItem} onClick={trading.start}>
                <MenuIcon item={item} />
                <span>{item.title}</span>
              </UnstyledButton>
            ) : href ? (
              <Link className={classes.topItem} href={href} target={item.target}>
                <MenuIcon item={item} />
                <span>{item.title}</span>
              </Link>
            ) : (
              <span className={classes.topItem}>{item.title}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
