import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { pageOfItems } from '../../../lib/catalog/contentCalls';

export type CalendarEvent = ContentSummary<'calendar_event'>;

/** `GET calendar-events`, one page. */
export const listCalendarEvents = pageOfItems(
  (items) => items.listCalendarEvents,
  (): Record<string, never> => ({}),
);
