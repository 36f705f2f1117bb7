import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // Every suite starts real HTTP servers on ephemeral ports; a slow CI box needs headroom.
    testTimeout: 15_000,
    hookTimeout: 15_000,
  },
});
