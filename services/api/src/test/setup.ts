import { vi } from 'vitest';

// The suite runs with `isolate: false` (vitest.config.ts): one worker keeps its module cache from
// one test file to the next, so PGlite's compiled WebAssembly, Fastify and Drizzle load once. The
// app's own modules are loaded fresh for each file, so a file's `vi.mock` of one of them (e.g.
// lib/security/passwords in direct-login-race.test.ts) still takes effect and no module-level
// state is carried over; node_modules stay cached.
vi.resetModules();
