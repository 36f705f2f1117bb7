import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import cards from '../../../../lib/styles/cards.module.css';
import classes from './SearchResultCard.module.css';

/** One result: its kind, its title linking to the content, the snippet and date below. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation('corporate');
  return (
    <article className={classes.card}>
      <Group gap="xs">
        <Badge variant="light" radius="sm" size="sm" title={t('search.typeLabel')}>
          {t(`search.types.${result.type}`)}
        </Badge>
      </Group>
      <h2 className={cards.title}>
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
