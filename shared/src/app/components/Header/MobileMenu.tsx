import { useId, useState } from 'react';
import { NavLink } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import type { Locale } from '../../../routing/routes';
import type { MenuItem } from '../../../validation/content';
import type { TradingLink } from '../AccountMenu/AccountMenu';
import { MenuIcon } from '../../../ui/components/MenuIcon/MenuIcon';
import { menuHref } from './menuHref';

interface MobileMenuProps {
  items: readonly MenuItem[];
  locale: Locale;
  pathname: string;
  /** A link to the trading site logs in by SSO first unless the session is already SSO. */
  trading?: TradingLink | null;
}

/** A branch: a button that shows or hides its children (WAI-ARIA disclosure). */
function MobileBranch({ item, locale, pathname, trading }: { item: MenuItem } & Omit<MobileMenuProps, 'items'>) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const id = useId();
  const href = menuHref(item, locale);
  return (
    <NavLink
      component="button"
      type="button"
      label={item.title}
      leftSection={<MenuIcon item={item} />}
      childrenOffset="md"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={id}
    >
      <div id={id}>
        {href ? (
          <NavLink
            component={Link}
            href={href}
            target={item.target}
            label={t('header.overview', { title: item.title })}
            active={href === pathname}
          />
        ) : null}
        <MobileMenu items={item.subMenu} locale={locale} pathname={pathname} trading={trading} />
      </div>
    </NavLink>
  );
}

/** The header menu below 1360 px: a tree of collapsible items inside the drawer. */
export function MobileMenu({ items, locale, pathname, trading }: MobileMenuProps) {
  return items.map((item) => {
    if (item.subMenu.length > 0) {
      return <MobileBranch key={item.id} item={item} locale={locale} pathname={pathname} trading={trading} />;
    }
    const href = menuHref(item, locale);
    if (!href) return <NavLink key={item.id} component="div" label={item.title} disabled />;
    if (trading && !trading.direct && trading.matches(href)) {
      return (
        <NavLink
          key={item.id}
          component="button"
          type="button"
          label={item.title}
          leftSection={<MenuIcon item={item} />}
          onClick={trading.start}
        />
      );
    }
    return (
      <NavLink
        key={item.id}
        component={Link}
        href={href}
        target={item.target}
        label={item.title}
        leftSection={<MenuIcon item={item} />}
        active={href === pathname}
        aria-current={href === pathname ? 'page' : undefined}
      />
    );
  });
}
