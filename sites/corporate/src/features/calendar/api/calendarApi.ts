import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import type { PageLoader } from '@brokerage/shared/app/data/PagedListStore.ts';

export type CalendarEvent = ContentSummary<'calendar_event'>;

/** `GET calendar-events`, one page. */
export function calendarLoader(api: ApiClient): PageLoader<CalendarEvent, Record<string, never>> {
  const items = lazyContentItemsApi(api);
  return ({ page, limit, locale }, signal) =>
    items.listCalendarEvents({ page, limit }, { locale, signal });
}
