import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import rows from '../../../../lib/styles/rows.module.css';
import { TitleLink } from '../TitleLink/TitleLink';
import classes from './ContentRow.module.css';

export interface ContentRowProps {
  title: string;
  href: string | null;
  /** yyyy-mm-dd or ISO timestamp. */
  date: string | null;
  summary?: string | null;
  /** Short labels before the title: stock symbol, exchange. */
  badges?: ReactNode;
  /** After the text: an attachment marker. */
  trailing?: ReactNode;
}

/** One row of a dated list (disclosures, exchange news): date, labels, title link, summary. */
export function ContentRow({ title, href, date, summary, badges, trailing }: ContentRowProps) {
  return (
    <article className={classes.row}>
      {date && (
        <time dateTime={date} className={classes.date}>
          {formatDate(date)}
        </time>
      )}
      <div className={classes.text}>
        {badges && <div className={rows.tags}>{badges}</div>}
        <h2 className={rows.title}>
          <TitleLink title={title} href={href} className={classes.link} />
        </h2>
        {summary && (
          <Text size="sm" className={classes.summary}>
            {summary}
          </Text>
        )}
      </div>
      {trailing && <div className={classes.trailing}>{trailing}</div>}
    </article>
  );
}
