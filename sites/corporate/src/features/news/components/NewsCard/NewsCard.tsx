import { Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import cards from '../../../../lib/styles/cards.module.css';
import { TitleLink } from '../TitleLink/TitleLink';
import classes from './NewsCard.module.css';

export interface NewsCardProps {
  title: string;
  summary?: string | null;
  image?: string | null;
  /** ISO timestamp or yyyy-mm-dd. */
  date?: string | null;
  /** The item's page (`item.path`); without one the card is not a link. */
  href: string | null;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
}

/**
 * A news card: picture, date, title and summary. The title is the one link; it stretches over the
 * whole card so the picture is clickable too without a second link for screen readers.
 */
export function NewsCard({ title, summary, image, date, href, headingLevel = 2 }: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-linked={href ? true : undefined}>
      <div className={classes.media}>
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" className={classes.image} />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            <IconNews size={40} stroke={1.2} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        {date && (
          <Text size="sm" className={classes.muted} component="time" dateTime={date}>
            {formatDate(date)}
          </Text>
        )}
        <Heading className={cards.title}>
          <TitleLink title={title} href={href} className={classes.link} />
        </Heading>
        {summary && <Text className={classes.summary}>{summary}</Text>}
      </div>
    </article>
  );
}
