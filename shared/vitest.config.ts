import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Runs in a worker of its own, one file per fresh jsdom as before: its deferred-popover tests
 * race the popover's dynamic import against user-event's hover → press → click, and with a
 * shared worker that race was lost now and then (the press lands on the detached placeholder).
 */
const ISOLATED = ['src/app/components/AccountMenu/AccountMenu.test.tsx'];

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    css: false,
    env: { TZ: 'UTC' },
    // jsdom + Mantine renders are CPU-bound; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          exclude: [...configDefaults.exclude, ...ISOLATED],
          // One jsdom window and module cache per worker, not per file: environment setup and
          // the Mantine/React imports were ~90% of the run. setupTests.ts resets the document,
          // URL, storage, app modules, spies and timers for each file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'shared-isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
