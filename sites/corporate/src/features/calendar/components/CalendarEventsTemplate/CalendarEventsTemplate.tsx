import { Badge, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type { TKey } from '@brokerage/shared/i18n/keys.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import type { CalendarEvent } from '../../api/calendarApi';
import { groupByMonth } from '../../lib/groupByMonth';
import a11y from '../../../../lib/styles/a11y.module.css';
import rows from '../../../../lib/styles/rows.module.css';
import classes from './CalendarEventsTemplate.module.css';

const LIST_ID = 'calendar-events';
const NO_PARAMS = {};

/** "10" in Vietnamese ("Tháng 10/2026"), "October" in English ("October 2026"). */
function monthName(month: number, locale: Locale): string {
  if (locale === 'vi') return String(month);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

/** NEWS_CALENDAR_EVENTS: corporate events grouped by month, each with its date, symbol and type. */
export const CalendarEventsTemplate = observer(function CalendarEventsTemplate({
  page,
}: {
  page: Page;
}) {
  const { calendarEvents: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  const groups = groupByMonth(store.items, (event) => event.attrs.eventDate);

  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      <PagedListSection
        id={LIST_ID}
        label={t('calendar.listLabel')}
        list={store}
        params={NO_PARAMS}
        skeleton={<ListSkeleton heading={{ height: 28, width: 200 }} count={3} height={72} />}
      >
        <Stack gap="xl">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`month-${group.key}`}>
              <Title order={2} size="h3" id={`month-${group.key}`} className={classes.month}>
                {t('calendar.month', { month: monthName(group.month, locale), year: group.year })}
              </Title>
              <ul className={rows.list}>
                {group.items.map((event) => (
                  <li key={event.id}>
                    <EventRow event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      </PagedListSection>
    </ListPageFrame>
  );
});

function EventRow({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation('corporate');
  const { eventDate, stockSymbol, eventType } = event.attrs;
  const [day = '', month = ''] = formatDate(eventDate).split('/');
  return (
    <article className={classes.event}>
      <time dateTime={eventDate} className={classes.date}>
        <span className={classes.day} aria-hidden>
          {day}
        </span>
        <span className={classes.monthShort} aria-hidden>
          {month ? `/${month}` : ''}
        </span>
        {/* The full date for screen readers and copy-paste; the box shows day and month. */}
        <span className={a11y.visuallyHidden}>{formatDate(eventDate)}</span>
      </time>
      <div className={rows.text}>
        <div className={rows.tags}>
          {stockSymbol && (
            <Badge variant="filled" radius="sm">
              {stockSymbol}
            </Badge>
          )}
          <Badge variant="light" radius="sm">
            {/* The type comes from the CMS: a new one reads as "other" until it has a text. */}
            {t(`calendar.types.${eventType}` as TKey<'corporate'>, { defaultValue: t('calendar.types.other') })}
          </Badge>
        </div>
        <h3 className={rows.title}>{event.title}</h3>
        {event.summary && (
          <Text size="sm" className={classes.muted}>
            {event.summary}
          </Text>
        )}
      </div>
    </article>
  );
}
