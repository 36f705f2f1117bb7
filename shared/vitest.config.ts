import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    css: false,
    env: { TZ: 'UTC' },
    // jsdom + Mantine renders are CPU-bound; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 30_000,
    // One jsdom window and module cache per worker, not per file: environment setup and the
    // Mantine/React imports were ~90% of the run. setupTests.ts resets the document, URL,
    // storage, spies and timers before each file.
    isolate: false,
  },
});
