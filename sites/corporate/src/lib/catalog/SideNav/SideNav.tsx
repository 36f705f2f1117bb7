import { NavLink } from '@mantine/core';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import classes from './SideNav.module.css';

export interface SideNavEntry {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

/** A section's side navigation (the PageFrame puts it in a labelled nav): the current entry marked. */
export function SideNav({ entries }: { entries: readonly SideNavEntry[] }) {
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink
            component={Link}
            href={entry.href}
            label={entry.label}
            active={entry.active}
            aria-current={entry.active ? 'page' : undefined}
            variant="light"
            className={classes.link}
          />
        </li>
      ))}
    </ul>
  );
}
