// Test-only: jsdom has no matchMedia; a screen that reads the viewport or the motion preference
// gets the answers of `matches`. vi.restoreAllMocks() puts jsdom's back.
import { vi } from 'vitest';

export function mockMatchMedia(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
