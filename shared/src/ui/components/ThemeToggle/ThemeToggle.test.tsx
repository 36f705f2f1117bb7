import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('switches to dark and back, persisting to localStorage X_THEME', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Chuyển sang giao diện tối' }));
    expect(localStorage.getItem('X_THEME')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Chuyển sang giao diện sáng' }));
    expect(localStorage.getItem('X_THEME')).toBe('light');
  });

  it('starts from the stored scheme', () => {
    localStorage.setItem('X_THEME', 'dark');
    renderWithProviders(<ThemeToggle />, { path: '/en' });
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });
});
