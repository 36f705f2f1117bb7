import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setupTests.ts'],
    css: false,
    env: { TZ: 'UTC' },
  },
});
