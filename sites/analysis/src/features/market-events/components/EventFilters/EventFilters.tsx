import { useEffect, useId, useState } from 'react';
import { Chip, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { EXCHANGES, type Exchange } from '@brokerage/shared/market/exchanges.ts';
import {
  MARKET_EVENT_TYPES,
  MARKET_EVENTS_LIMITS,
} from '@brokerage/shared/validation/marketEvents.ts';
import type { Watchlist } from '@brokerage/shared/validation/watchlists.ts';
import {
  checkDates,
  shownTypes,
  typesAfter,
  VISITOR_WATCHLIST,
  type DateFieldError,
  type EventsView,
  type WatchlistChoice,
} from '../../model/eventsView';
import classes from './EventFilters.module.css';

interface EventFiltersProps {
  view: EventsView;
  /** The dates shown (the URL's, or the defaults). */
  range: { from: string; to: string };
  /** The customer's lists (empty when logged out or not loaded yet). */
  lists: readonly Watchlist[];
  /** The API's messages of a refused filter, by field. */
  serverErrors: Partial<Record<string, string>>;
  onChange: (view: EventsView) => void;
}

const choiceValue = (choice: WatchlistChoice) =>
  choice.kind === 'market' ? '' : choice.kind === 'visitor' ? VISITOR_WATCHLIST : String(choice.id);

function choiceOf(value: string): WatchlistChoice {
  if (value === VISITOR_WATCHLIST) return { kind: 'visitor' };
  const id = Number(value);
  return value !== '' && Number.isInteger(id) ? { kind: 'account', id } : { kind: 'market' };
}

/**
 * The calendar's filters: the dates (checked as typed by the API's rules, applied once both are
 * right, the message on the field otherwise, what was typed kept), the event types, the
 * exchange and the watchlist. Each change goes to the URL at once.
 */
export const EventFilters = observer(function EventFilters({
  view,
  range,
  lists,
  serverErrors,
  onChange,
}: EventFiltersProps) {
  const { t } = useTranslation('analysis');
  const typesLabel = useId();
  const exchangeLabel = useId();
  const [dates, setDates] = useState(range);
  // The URL moved (back, a link, another filter cleaned it): the fields show its dates.
  useEffect(() => setDates({ from: range.from, to: range.to }), [range.from, range.to]);
  const check = checkDates(dates.from, dates.to);

  const errorText = (field: 'from' | 'to'): string | undefined => {
    const error: DateFieldError | undefined = check[field];
    if (error)
      return t(`marketEvents.filters.errors.${error}`, { days: MARKET_EVENTS_LIMITS.days });
    // The API's words for a filter it refused (the page checks first, so this is rare).
    const same = dates.from === range.from && dates.to === range.to;
    return same ? serverErrors[field] : undefined;
  };

  const handleDate = (field: 'from' | 'to', value: string) => {
    const next = { ...dates, [field]: value };
    setDates(next);
    const problems = checkDates(next.from, next.to);
    if (!problems.from && !problems.to) onChange({ ...view, from: next.from, to: next.to });
  };

  const handleTypes = (values: string[]) => {
    const types = typesAfter(values);
    if (types) onChange({ ...view, types });
  };

  return (
    <form
      role="search"
      aria-label={t('marketEvents.filters.label')}
      className={classes.filters}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('marketEvents.filters.from')}
          value={dates.from}
          min={MARKET_EVENTS_LIMITS.firstDay}
          max={MARKET_EVENTS_LIMITS.lastDay}
          onChange={(event) => handleDate('from', event.currentTarget.value)}
          error={errorText('from')}
          className={classes.date}
          data-testid="events-from"
        />
        <TextInput
          type="date"
          label={t('marketEvents.filters.to')}
          description={t('marketEvents.filters.dateHint')}
          // The hint under the field, so both date fields line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={dates.to}
          min={MARKET_EVENTS_LIMITS.firstDay}
          max={MARKET_EVENTS_LIMITS.lastDay}
          onChange={(event) => handleDate('to', event.currentTarget.value)}
          error={errorText('to')}
          className={classes.date}
          data-testid="events-to"
        />
        <NativeSelect
          label={t('marketEvents.filters.watchlist')}
          value={choiceValue(view.watchlist)}
          onChange={(event) =>
            onChange({ ...view, watchlist: choiceOf(event.currentTarget.value) })
          }
          data={[
            { value: '', label: t('marketEvents.filters.allMarket') },
            {
              group: t('marketEvents.filters.visitorGroup'),
              items: [{ value: VISITOR_WATCHLIST, label: t('marketEvents.filters.visitorList') }],
            },
            ...(lists.length > 0
              ? [
                  {
                    group: t('marketEvents.filters.accountGroup'),
                    items: lists.map((list) => ({ value: String(list.id), label: list.name })),
                  },
                ]
              : []),
            // An account list the URL names before the lists arrive (or after a log-out).
            ...(view.watchlist.kind === 'account' &&
            !lists.some(
              (list) => view.watchlist.kind === 'account' && list.id === view.watchlist.id,
            )
              ? [{ value: String(view.watchlist.id), label: `#${view.watchlist.id}` }]
              : []),
          ]}
          className={classes.watchlist}
          data-testid="events-watchlist"
        />
      </Group>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap={6} role="group" aria-labelledby={typesLabel}>
          <Text size="sm" fw={500} id={typesLabel}>
            {t('marketEvents.filters.types')}
          </Text>
          <Chip.Group multiple value={shownTypes(view)} onChange={handleTypes}>
            <Group gap="xs">
              {MARKET_EVENT_TYPES.map((type) => (
                <Chip key={type} value={type} data-testid={`events-type-${type}`}>
                  {t(`marketEvents.filters.type.${type}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={exchangeLabel}>
            {t('marketEvents.filters.exchange')}
          </Text>
          <SegmentedControl
            aria-labelledby={exchangeLabel}
            value={view.exchange ?? ''}
            onChange={(value) =>
              onChange({
                ...view,
                exchange: EXCHANGES.find((exchange) => exchange === value) ?? null,
              })
            }
            data={[
              { value: '', label: t('marketEvents.filters.allExchanges') },
              ...EXCHANGES.map((exchange: Exchange) => ({ value: exchange, label: exchange })),
            ]}
          />
        </Stack>
      </Group>
    </form>
  );
});
