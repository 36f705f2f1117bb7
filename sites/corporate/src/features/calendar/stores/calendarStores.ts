import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { CalendarEvent } from '../api/calendarApi';

/** Spec §9 names no size for the calendar; 20 events cover about a month of corporate actions. */
export const CALENDAR_PAGE_SIZE = 20;

export interface CalendarFeatureStores {
  calendarEvents: PagedListStore<CalendarEvent, Record<string, never>>;
}

export function createCalendarFeatureStores(api: ApiClient): CalendarFeatureStores {
  return {
    calendarEvents: new PagedListStore(
      async (request, signal) => {
        // The call and its zod schemas load with the first list, not with the site's entry.
        const { listCalendarEvents } = await import('../api/calendarApi');
        return listCalendarEvents(api, request, signal);
      },
      { limit: CALENDAR_PAGE_SIZE, context: 'calendar-events' },
    ),
  };
}
