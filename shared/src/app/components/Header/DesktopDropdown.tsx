import { useRef } from 'react';
import { Menu } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import type { Locale } from '../../../routing/routes';
import type { MenuItem } from '../../../validation/content';
import type { TradingLink } from '../AccountMenu/AccountMenu';
import { MenuIcon } from '../../../ui/components/MenuIcon/MenuIcon';
import { BranchTrigger } from './BranchTrigger';
import { menuHref, ssoFirst } from './menuHref';

interface MenuProps {
  items: readonly MenuItem[];
  locale: Locale;
  trading?: TradingLink | null;
}

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

export interface DesktopBranchMenuProps {
  item: MenuItem;
  locale: Locale;
  trading?: TradingLink | null;
  /** Open at once: the button was clicked or is hovered as this module loaded. */
  defaultOpened?: boolean;
  /** The button had focus before this module loaded: it keeps it. */
  autoFocus?: boolean;
}

/**
 * One top-level branch as a Mantine menu: it opens on hover or click, and by keyboard with
 * Enter/Space/arrow keys, Escape closes it (WAI-ARIA menu button). Loaded on first use
 * (DesktopMenu).
 */
export function DesktopBranchMenu({ item, locale, trading, defaultOpened, autoFocus }: DesktopBranchMenuProps) {
  const href = menuHref(item, locale);
  const targetRef = useRef<HTMLButtonElement>(null);
  // Mantine gives the focus back to what had it when it saw the menu open; a menu open from its
  // first render (the module loaded on a key press) never was seen opening, and its Escape
  // left the focus on <body>. The button had the focus then (autoFocus): it gets it back once.
  const returnFocusOnce = useRef(Boolean(defaultOpened && autoFocus));
  const handleClose = () => {
    if (!returnFocusOnce.current) return;
    returnFocusOnce.current = false;
    window.setTimeout(() => targetRef.current?.focus({ preventScroll: true }), 10);
  };
  return (
    <Menu
      onClose={handleClose}
      trigger="click-hover"
      openDelay={80}
      closeDelay={200}
      position="bottom-start"
      offset={4}
      shadow="md"
      withinPortal
      defaultOpened={defaultOpened}
      // Mantine's focus placeholder is a role=presentation child of role=menu, which axe
      // refuses (aria-required-children, critical); opened by keyboard, the first item takes
      // the focus instead, as a WAI-ARIA menu button's does.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <BranchTrigger ref={targetRef} item={item} autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        {href ? <OverviewItem item={item} href={href} /> : null}
        <DropdownItems items={item.subMenu} locale={locale} trading={trading} />
      </Menu.Dropdown>
    </Menu>
  );
}
