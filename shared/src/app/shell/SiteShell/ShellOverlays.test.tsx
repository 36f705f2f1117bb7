import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ShellOverlays } from './ShellOverlays';
import Toasts from './Toasts';

// Mantine's notifications live in one module-wide store, which other test files of this
// (non-isolated) worker may have left toasts in: each test starts clean and finds its own toast.
const MESSAGE = 'ShellOverlays test toast';
const toast = () => screen.queryByText(MESSAGE)?.closest<HTMLElement>('[role="alert"]') ?? null;

describe('ShellOverlays toasts', () => {
  beforeEach(() => {
    notifications.clean();
  });

  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  const renderToasts = () =>
    render(
      <MantineProvider env="test">
        <Toasts />
      </MantineProvider>,
    );

  it('load with the first toast: none is downloaded before', async () => {
    const { stores } = renderWithProviders(<ShellOverlays />);
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => void notifications.show({ message: MESSAGE }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(stores.customerAuth.loginOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rise from the bottom, clear of the sticky header a phone fills with them at the top', () => {
    renderToasts();
    act(() => void notifications.show({ message: MESSAGE }));
    expect(toast()?.closest('[data-position]')?.getAttribute('data-position')).toBe(
      'bottom-center',
    );
  });

  it('close themselves after three seconds, not four', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => void notifications.show({ message: MESSAGE }));
    expect(toast()).not.toBeNull();
    // Three seconds, then the leave transition's time (it starts once React has rendered).
    act(() => void vi.advanceTimersByTime(3000));
    act(() => void vi.advanceTimersByTime(500));
    expect(toast()).toBeNull();
  });
});
