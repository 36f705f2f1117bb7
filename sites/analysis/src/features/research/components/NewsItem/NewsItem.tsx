import { useId } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BusinessNews } from '../../api/researchApi';
import classes from './NewsItem.module.css';

interface NewsItemProps {
  item: BusinessNews;
  expanded: boolean;
  onToggle: () => void;
}

/** One business-news item: date, theme, title, source and summary; "read more" opens the text. */
export function NewsItem({ item, expanded, onToggle }: NewsItemProps) {
  const { t } = useTranslation('analysis');
  const titleId = useId();
  const bodyId = useId();
  return (
    <li className={classes.item}>
      <article aria-labelledby={titleId}>
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Text component="span" size="sm" c="dimmed">
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t(`research.news.themes.${item.theme}`)}
            </Badge>
          </Group>
          <Title order={3} size="h5" id={titleId} className={classes.title}>
            {item.title}
          </Title>
          <Text size="xs" c="dimmed">
            {t('research.news.source')}
          </Text>
          <Text size="sm">{item.summary}</Text>
          {expanded && (
            <div id={bodyId} className={classes.body}>
              {item.paragraphs.map((paragraph, i) => (
                <Text key={i} size="sm">
                  {paragraph}
                </Text>
              ))}
            </div>
          )}
          {item.paragraphs.length > 0 && (
            <div>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={onToggle}
                aria-expanded={expanded}
                aria-controls={expanded ? bodyId : undefined}
                aria-label={t(
                  expanded ? 'research.news.readLessLabel' : 'research.news.readMoreLabel',
                  {
                    title: item.title,
                  },
                )}
                rightSection={
                  expanded ? (
                    <IconChevronUp size={16} aria-hidden />
                  ) : (
                    <IconChevronDown size={16} aria-hidden />
                  )
                }
              >
                {t(expanded ? 'research.news.readLess' : 'research.news.readMore')}
              </Button>
            </div>
          )}
        </Stack>
      </article>
    </li>
  );
}
