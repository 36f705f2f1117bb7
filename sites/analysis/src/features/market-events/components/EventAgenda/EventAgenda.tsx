import { Badge, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { MarketEvent, MarketEventType } from '@brokerage/shared/validation/marketEvents.ts';
import { dayHeading, type EventDay } from '../../model/eventsView';
import classes from './EventAgenda.module.css';

interface EventAgendaProps {
  days: readonly EventDay[];
  locale: Locale;
}

/** Each type's colour (with its name beside it, never the colour alone). */
const TYPE_COLOURS: Record<MarketEventType, string> = {
  rights: 'teal',
  agm: 'grape',
  results: 'blue',
};

/** A right or a meeting opens the company's rights; a results deadline its statements. */
const stockPageOf = (event: MarketEvent) =>
  event.type === 'results' ? ('economicInformation' as const) : ('benefitHistory' as const);

function EventItem({ event }: { event: MarketEvent }) {
  const { t } = useTranslation('analysis');
  return (
    <li
      className={classes.event}
      data-testid="market-event"
      data-type={event.type}
      data-symbol={event.stockSymbol}
      data-derived={event.derived || undefined}
    >
      <div className={classes.head}>
        <Link
          route="analysisCenter"
          options={{ subPage: stockPageOf(event), query: { stock_symbol: event.stockSymbol } }}
          className={classes.symbol}
          aria-label={t('marketEvents.list.stockLink', {
            symbol: event.stockSymbol,
            name: event.companyName,
          })}
        >
          {event.stockSymbol}
        </Link>
        <Text span size="xs" c="dimmed">
          {event.exchange}
        </Text>
        {/* The dot variant keeps the body's text colour: readable in both schemes. */}
        {event.derived && (
          <Badge color="gray" variant="dot" size="sm" tt="none">
            {t('marketEvents.list.derived')}
          </Badge>
        )}
        <Badge
          color={TYPE_COLOURS[event.type]}
          variant="dot"
          size="sm"
          tt="none"
          className={classes.type}
        >
          {t(`marketEvents.filters.type.${event.type}`)}
        </Badge>
      </div>
      <Text size="sm" fw={600}>
        {event.label}
      </Text>
      <Text size="sm">{event.title}</Text>
      {event.detail && event.detail !== event.title && (
        <Text size="sm" c="dimmed">
          {event.detail}
        </Text>
      )}
      {event.derived && event.basis && (
        <Text size="xs" c="dimmed" className={classes.basis}>
          {t('marketEvents.list.derivedLabel', { basis: event.basis })}
        </Text>
      )}
    </li>
  );
}

/**
 * The events by day: a section per day named by its heading (weekday and date), the day's
 * events in the API's order (rights, meetings, results; by symbol), each symbol a link to the
 * company's page.
 */
export function EventAgenda({ days, locale }: EventAgendaProps) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="lg" data-testid="events-agenda">
      {days.map((day) => {
        const headingId = `events-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={headingId} className={classes.day}>
            <Title order={2} size="h4" id={headingId} className={classes.dayHeading}>
              <time dateTime={day.date}>{dayHeading(day.date, locale, (d) => formatDate(d))}</time>
              <Text span size="sm" c="dimmed" fw={400} className={classes.count}>
                {t('marketEvents.list.dayEvents', { count: day.events.length })}
              </Text>
            </Title>
            <ul className={classes.events}>
              {day.events.map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
