import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { Link, type Locale } from '../../../routing';
import type { MenuItem } from '../../../validation';
import type { TradingLink } from '../AccountMenu/AccountMenu';
import { MenuIcon } from '../MenuIcon/MenuIcon';
import { menuHref } from './menuHref';
import classes from './Header.module.css';

interface MenuProps {
  items: readonly MenuItem[];
  locale: Locale;
  /** A link to the trading site logs in by SSO first unless the session is already SSO. */
  trading?: TradingLink | null;
}

/** The trading site's link when it must log in by SSO first (else the plain link does). */
const ssoFirst = (trading: TradingLink | null | undefined, href: string | null): trading is TradingLink =>
  !!trading && !trading.direct && trading.matches(href);

/** Items of one dropdown level; branches open a sub-menu to the side (any depth). */
function DropdownItems({ items, locale, trading }: MenuProps) {
  return items.map((item) => {
    const href = menuHref(item, locale);
    if (item.subMenu.length > 0) {
      return (
        <Menu.Sub key={item.id} openDelay={80} closeDelay={150}>
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<MenuIcon item={item} />}>{item.title}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {href ? <OverviewItem item={item} href={href} /> : null}
            <DropdownItems items={item.subMenu} locale={locale} trading={trading} />
          </Menu.Sub.Dropdown>
        </Menu.Sub>
      );
    }
    if (!href) return <Menu.Label key={item.id}>{item.title}</Menu.Label>;
    if (ssoFirst(trading, href)) {
      return (
        <Menu.Item key={item.id} onClick={trading.start} leftSection={<MenuIcon item={item} />}>
          {item.title}
        </Menu.Item>
      );
    }
    return (
      <Menu.Item key={item.id} component={Link} href={href} target={item.target} leftSection={<MenuIcon item={item} />}>
        {item.title}
      </Menu.Item>
    );
  });
}

/** A branch that is also a page: its own link leads its dropdown. */
function OverviewItem({ item, href }: { item: MenuItem; href: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Menu.Item component={Link} href={href} target={item.target} leftSection={<MenuIcon item={item} />}>
        {t('header.overview', { title: item.title })}
      </Menu.Item>
      <Menu.Divider />
    </>
  );
}

/**
 * The header menu from 1360 px up. Top-level branches are Mantine menus: they open on hover or
 * click, and by keyboard with Enter/Space/arrow keys, Escape closes them (WAI-ARIA menu
 * button).
 */
export function DesktopMenu({ items, locale, trading }: MenuProps) {
  return (
    <ul className={classes.desktopList}>
      {items.map((item) => {
        const href = menuHref(item, locale);
        return (
          <li key={item.id}>
            {item.subMenu.length > 0 ? (
              <Menu trigger="click-hover" openDelay={80} closeDelay={200} position="bottom-start" offset={4} shadow="md" withinPortal>
                <Menu.Target>
                  <UnstyledButton className={classes.topItem}>
                    <MenuIcon item={item} />
                    <span>{item.title}</span>
                    <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {href ? <OverviewItem item={item} href={href} /> : null}
                  <DropdownItems items={item.subMenu} locale={locale} trading={trading} />
                </Menu.Dropdown>
              </Menu>
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
