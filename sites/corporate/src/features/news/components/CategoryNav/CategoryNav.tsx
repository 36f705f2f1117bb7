import { Skeleton } from '@mantine/core';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale, RouteId } from '@brokerage/shared/routing/routes.ts';
import classes from './CategoryNav.module.css';

export interface CategoryNavProps {
  /** The list route; a category is its /:slug. */
  route: RouteId;
  locale: Locale;
  /** Null while the categories load. */
  categories: readonly { id: number; slug: string; title: string }[] | null;
  /** The category of the URL; undefined for "all". */
  current: string | undefined;
  label: string;
  allLabel: string;
}

/**
 * The categories of a list as links (each is its own URL, so back/forward and sharing work),
 * "all" first. They wrap on wide screens and scroll sideways on phones.
 */
export function CategoryNav({
  route,
  locale,
  categories,
  current,
  label,
  allLabel,
}: CategoryNavProps) {
  if (categories === null) {
    return <Skeleton height={36} width={360} maw="100%" radius="xl" aria-hidden />;
  }
  const entries = [
    { key: 'all', title: allLabel, href: buildPath(route, locale), active: current === undefined },
    ...categories.map((category) => ({
      key: String(category.id),
      title: category.title,
      href: buildPath(route, locale, { slug: category.slug }),
      active: category.slug === current,
    })),
  ];
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.href}
              className={classes.link}
              aria-current={entry.active ? 'page' : undefined}
              data-active={entry.active || undefined}
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
