import { useId, useState } from 'react';
import { NavLink } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { Link, type Locale } from '../../../routing';
import type { MenuItem } from '../../../validation';
import { MenuIcon } from '../MenuIcon/MenuIcon';
import { menuHref } from './menuHref';

interface MobileMenuProps {
  items: readonly MenuItem[];
  locale: Locale;
  pathname: string;
}

/** A branch: a button that shows or hides its children (WAI-ARIA disclosure). */
function MobileBranch({ item, locale, pathname }: { item: MenuItem } & Omit<MobileMenuProps, 'items'>) {
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
        <MobileMenu items={item.subMenu} locale={locale} pathname={pathname} />
      </div>
    </NavLink>
  );
}

/** The header menu below 1360 px: a tree of collapsible items inside the drawer. */
export function MobileMenu({ items, locale, pathname }: MobileMenuProps) {
  return items.map((item) => {
    if (item.subMenu.length > 0) {
      return <MobileBranch key={item.id} item={item} locale={locale} pathname={pathname} />;
    }
    const href = menuHref(item, locale);
    if (!href) return <NavLink key={item.id} component="div" label={item.title} disabled />;
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
