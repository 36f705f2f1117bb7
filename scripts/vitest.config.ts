import { defineConfig } from 'vitest/config';

// The repository's own tooling (launcher, docker-compose file); run by `npm run test:unit`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    // The docker-compose and process-group tests spawn real processes.
    testTimeout: 30_000,
  },
});
