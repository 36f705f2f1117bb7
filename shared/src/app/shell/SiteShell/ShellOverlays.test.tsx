import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import ShellOverlays from './ShellOverlays';

const toast = () => screen.queryByRole('alert');

describe('ShellOverlays toasts', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('rise from the bottom, clear of the sticky header a phone fills with them at the top', () => {
    renderWithProviders(<ShellOverlays />);
    act(() => void notifications.show({ message: 'Đăng nhập thành công' }));
    expect(toast()?.closest('[data-position]')?.getAttribute('data-position')).toBe(
      'bottom-center',
    );
  });

  it('close themselves after three seconds, not four', () => {
    vi.useFakeTimers();
    renderWithProviders(<ShellOverlays />);
    act(() => void notifications.show({ message: 'Đăng nhập thành công' }));
    expect(toast()).not.toBeNull();
    // Three seconds, then the leave transition's time (it starts once React has rendered).
    act(() => void vi.advanceTimersByTime(3000));
    act(() => void vi.advanceTimersByTime(500));
    expect(toast()).toBeNull();
  });
});
