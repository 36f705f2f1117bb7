import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePage } from '@brokerage/shared/testing/fixtures.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { renderWithStores } from '../../../../lib/content/testing/renderWithStores';
import { fakeApiClient, list } from '@brokerage/shared/testing/fakeApiClient.ts';
import { createCalendarFeatureStores } from '../../stores/calendarStores';
import { CalendarEventsTemplate } from './CalendarEventsTemplate';

const event = (
  id: number,
  eventDate: string,
  eventType: string,
  stockSymbol: string | null,
): ContentSummary<'calendar_event'> => ({
  id,
  type: 'calendar_event',
  slug: `su-kien-${id}`,
  title: `Sự kiện ${id}`,
  summary: null,
  image: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  outstanding: false,
  sort: 0,
  category: null,
  translations: [],
  path: null,
  attrs: { eventDate, eventType, stockSymbol },
});

describe('CalendarEventsTemplate', () => {
  it('groups events by month with date, symbol and translated type', async () => {
    const api = fakeApiClient(() =>
      list([
        event(1, '2026-10-05', 'dividend', 'FPT'),
        event(2, '2026-10-28', 'something_new', null),
        event(3, '2026-11-03', 'agm', 'VCB'),
      ]),
    );
    renderWithStores(
      <CalendarEventsTemplate page={fixturePage({ title: 'Lịch sự kiện' })} />,
      '/en/events-calendar',
      api,
      createCalendarFeatureStores(api),
    );
    const october = await screen.findByRole('region', { name: 'October 2026' });
    expect(within(october).getAllByRole('article')).toHaveLength(2);
    expect(within(october).getByText('FPT')).toBeTruthy();
    expect(within(october).getByText('Dividend')).toBeTruthy();
    expect(within(october).getByText('Other event')).toBeTruthy();
    expect(within(october).getByText('05/10/2026')).toBeTruthy();
    const november = screen.getByRole('region', { name: 'November 2026' });
    expect(within(november).getByText('General meeting of shareholders')).toBeTruthy();
  });
});
