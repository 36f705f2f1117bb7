// Test-only: jsdom has no matchMedia; a screen that reads the viewport or the motion preference
// gets the answers of `matches`. vi.restoreAllMocks() puts jsdom's back.
import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (setupTests installs one). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

export function mockMatchMedia(matches: (query: string) => boolean) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => staticMediaQuery(query, matches(query)));
}
