import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one PGlite, dumps it; every test file loads its own copy (~1 s).
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
