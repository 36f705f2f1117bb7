import { afterEach, describe, expect, it } from 'vitest';
import source from './color-scheme.js?raw';

// The file is a classic script for the browser; run it as one.
const run = () => new Function(source)();

afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

describe('color-scheme.js (pre-paint)', () => {
  it('applies the stored scheme before React mounts', () => {
    localStorage.setItem('X_THEME', 'dark');
    run();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('defaults to light for nothing or garbage stored', () => {
    run();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    localStorage.setItem('X_THEME', '"><script>');
    run();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('follows the system for auto', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark') })) as typeof window.matchMedia;
    try {
      localStorage.setItem('X_THEME', 'auto');
      run();
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    } finally {
      window.matchMedia = original;
    }
  });
});
