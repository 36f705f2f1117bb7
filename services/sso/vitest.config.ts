import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    // The login tests hash dozens of passwords with argon2 (seconds of CPU each test), beside the
    // API's suite on the same two cores: 15 s ran out (2026-11-30: 7-9 s in CI runs, 15+ here).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
