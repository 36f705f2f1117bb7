import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { BuildOptions } from '@brokerage/shared/routing/paths.ts';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import classes from './PageBreadcrumbs.module.css';

/** A step between "Home" and the page: a route of the table, a path, or plain text. */
export type Crumb =
  | { label: string; route: RouteId; options?: BuildOptions; href?: never }
  | { label: string; href?: string | null; route?: never; options?: never };

export interface PageBreadcrumbsProps {
  trail?: readonly Crumb[];
  /** The page's own title, the last step. */
  title: string;
  /** Cut a long title with an ellipsis (default) rather than let it run on. */
  cutTitle?: boolean;
}

/** The breadcrumb of a page: "Home", the steps of `trail`, then the page's title as the current step. */
export function PageBreadcrumbs({ trail = [], title, cutTitle = true }: PageBreadcrumbsProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('page.breadcrumb')}>
      <Breadcrumbs separatorMargin="xs" className={classes.root}>
        <Anchor component={Link} route="home">
          {t('page.home')}
        </Anchor>
        {trail.map((crumb) =>
          crumb.route !== undefined ? (
            <Anchor
              key={`${crumb.route}:${crumb.options?.slug ?? ''}`}
              component={Link}
              route={crumb.route}
              options={crumb.options}
            >
              {crumb.label}
            </Anchor>
          ) : crumb.href ? (
            <Anchor key={crumb.href} component={Link} href={crumb.href}>
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} span>
              {crumb.label}
            </Text>
          ),
        )}
        <Text span aria-current="page" className={cutTitle ? classes.current : undefined}>
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
