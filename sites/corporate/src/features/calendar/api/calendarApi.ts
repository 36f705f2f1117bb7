import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { PageRequest } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';

export type CalendarEvent = ContentSummary<'calendar_event'>;

/** `GET calendar-events`, one page. */
export const listCalendarEvents = (
  api: ApiClient,
  { page, limit, locale }: PageRequest<Record<string, never>>,
  signal: AbortSignal,
): Promise<ListResult<CalendarEvent>> =>
  createContentItemsApi(api).listCalendarEvents({ page, limit }, { locale, signal });
