import { Text } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format';
import { Link } from '@brokerage/shared/routing';
import type { SearchResult } from '@brokerage/shared/validation';
import classes from './SearchResultCard.module.css';

/** One result: its title links to the content, the snippet and date below. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <article className={classes.card}>
      <h2 className={classes.title}>
        <Link href={result.url} className={classes.link}>
          {result.title}
        </Link>
      </h2>
      {result.summary ? (
        <Text size="sm" c="dimmed" className={classes.summary}>
          {result.summary}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" component="time" dateTime={result.updatedAt}>
        {formatDate(result.updatedAt)}
      </Text>
    </article>
  );
}
