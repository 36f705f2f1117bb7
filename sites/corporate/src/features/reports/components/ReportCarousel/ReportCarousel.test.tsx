import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { mockMatchMedia } from '@brokerage/shared/testing/mockMatchMedia.ts';
import { corporateTexts } from '../../../../locales/texts';
import { ReportCarousel } from './ReportCarousel';
import type * as MantineHooks from '@mantine/hooks';

/** false: the render of the server and of hydration, before the browser's width is read. */
const mounted = vi.hoisted(() => ({ value: true }));
vi.mock('@mantine/hooks', async (original) => ({
  ...(await original<typeof MantineHooks>()),
  useMounted: () => mounted.value,
}));

/** matchMedia as a browser of this width answers the carousel's max-width queries. */
function mockViewport(width: number) {
  mockMatchMedia((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  });
}

const ITEMS = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Báo cáo ${i + 1}` }));

function renderCarousel(width: number, items = ITEMS) {
  mockViewport(width);
  return renderWithProviders(
    <ReportCarousel
      items={items}
      label="Báo cáo phân tích"
      getKey={(item) => item.id}
      renderItem={(item) => <a href={`/r/${item.id}`}>{item.name}</a>}
    />,
    { resources: corporateTexts },
  );
}

const region = () => screen.getByRole('region', { name: 'Báo cáo phân tích' });
const slides = () => within(region()).getAllByRole('group');

describe('ReportCarousel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    mounted.value = true;
  });

  it('before the width is known, has the widest set and leaves the breakpoints to its styles', () => {
    mounted.value = false;
    renderCarousel(360, ITEMS.slice(0, 4));
    expect(region().hasAttribute('data-pending')).toBe(true);
    expect(region().hasAttribute('data-visible-count')).toBe(false);
    // Four items fit where five or four show: the stylesheet hides arrows and dots there.
    expect(region().getAttribute('data-fits')).toBe('4 5');
    expect(slides()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Báo cáo tiếp theo' })).not.toBeNull();
    expect(within(region()).getAllByRole('button', { name: /^Xem báo cáo/ })).toHaveLength(4);
  });

  it.each([
    [1440, 5, true],
    [1199, 5, true],
    [1198, 4, true],
    [1024, 4, true],
    [1023, 4, true],
    [1022, 3, true],
    [768, 3, true],
    [766, 2, false],
    [360, 2, false],
  ])('at %i px shows %i slides (arrows: %s)', (width, visible, arrows) => {
    renderCarousel(width);
    // Under 1023 px is a viewport narrower than 1023: 1023 itself still shows 4.
    expect(region().getAttribute('data-visible-count')).toBe(String(visible));
    expect(slides()).toHaveLength(visible);
    expect(screen.queryByRole('button', { name: 'Báo cáo tiếp theo' }) !== null).toBe(arrows);
    expect(within(region()).getAllByRole('button', { name: /^Xem báo cáo/ })).toHaveLength(10);
  });

  it('scrolls one slide at a time and loops at both ends', async () => {
    const user = userEvent.setup();
    renderCarousel(1440);
    expect(slides()[0]?.getAttribute('aria-label')).toBe('Báo cáo 1 trên 10');
    await user.click(screen.getByRole('button', { name: 'Báo cáo tiếp theo' }));
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(
      [2, 3, 4, 5, 6].map((n) => `Báo cáo ${n} trên 10`),
    );
    await user.click(screen.getByRole('button', { name: 'Báo cáo trước' }));
    await user.click(screen.getByRole('button', { name: 'Báo cáo trước' }));
    expect(slides().map((s) => s.textContent)).toEqual([
      'Báo cáo 10',
      'Báo cáo 1',
      'Báo cáo 2',
      'Báo cáo 3',
      'Báo cáo 4',
    ]);
    expect(
      screen.getByRole('button', { name: 'Xem báo cáo 10' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('moves with the arrow keys and the dots, and by swiping on phones', async () => {
    const user = userEvent.setup();
    renderCarousel(360);
    await user.click(screen.getByRole('button', { name: 'Xem báo cáo 4' }));
    expect(slides()[0]?.textContent).toBe('Báo cáo 4');
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(slides()[0]?.textContent).toBe('Báo cáo 5');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(slides()[0]?.textContent).toBe('Báo cáo 3');
    const track = slides()[0]?.parentElement as HTMLElement;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 120 }] });
    expect(slides()[0]?.textContent).toBe('Báo cáo 4');
  });

  it('shows every slide without controls when they all fit', () => {
    renderCarousel(1440, ITEMS.slice(0, 3));
    expect(slides()).toHaveLength(3);
    expect(within(region()).queryByRole('button')).toBeNull();
  });
});
