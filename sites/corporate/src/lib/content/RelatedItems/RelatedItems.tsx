import { useId } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { contentItemPath, type ContentPathItem } from '@brokerage/shared/routing/contentPaths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import classes from './RelatedItems.module.css';

export interface RelatedItem {
  id: number;
  title: string;
  /** The item's page; an item without one is listed without a link. */
  href: string | null;
  /** ISO timestamp or yyyy-mm-dd. */
  date?: string | null;
}

/** Catalogue items as related links: each to its page (`path`, else its type's route). */
export const relatedLinks = (
  items: readonly (ContentPathItem & { id: number; title: string; path: string | null })[],
  locale: Locale,
): RelatedItem[] =>
  items.map((item) => ({
    id: item.id,
    title: item.title,
    href: item.path ?? contentItemPath(item, locale),
  }));

export interface RelatedItemsProps {
  /** Default "Tin liên quan" / "Related news". */
  title?: string;
  items: readonly RelatedItem[];
  loading?: boolean;
}

/**
 * The aside of a detail page: a titled list of links with their dates. Renders nothing when
 * there is nothing related (an empty aside says nothing useful); a load failure is quiet too.
 */
export function RelatedItems({ title, items, loading = false }: RelatedItemsProps) {
  const { t } = useTranslation('corporate');
  const headingId = useId();
  if (!loading && items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.root}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title ?? t('contentList.related')}
      </Title>
      {loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('contentList.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={44} />
          ))}
        </Stack>
      ) : (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id} className={classes.item}>
              {item.href ? (
                <Link href={item.href} className={classes.link}>
                  {item.title}
                </Link>
              ) : (
                <Text span>{item.title}</Text>
              )}
              {item.date && (
                <Text size="xs" className={classes.muted} component="time" dateTime={item.date}>
                  {formatDate(item.date)}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
