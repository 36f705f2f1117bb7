import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    // src: the server; seed: the demo content; test: suites that need the seed beside the app.
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds one PGlite, dumps it; every test file loads its own copy (~1 s).
    globalSetup: ['./test/global-setup.ts'],
    // One module cache per worker instead of per file (PGlite's WebAssembly, Fastify, Drizzle
    // were ~60 s of imports); the setup file still gives each file fresh app modules.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
    // Two files at once on the 2-core machines (vitest's default is one less than the cores):
    // each file spends seconds loading its PGlite copy and building the app, so the suite took
    // 23.5 min on one worker and 16 on two. The limits allow for the shared cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
