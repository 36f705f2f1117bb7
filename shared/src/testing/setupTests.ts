// Test environment for every vitest run of shared/ and the sites: jsdom lacks the browser
// APIs Mantine calls on mount, and testing-library must unmount between tests.
//
// The jsdom suites run with `isolate: false` (shared/vitest.config.ts, sites/vite.site.ts): one
// jsdom window and one module cache serve every test file of a worker, because setting them up
// per file cost ~90% of the run. This file still runs before each test file, so it resets what a
// file could leave behind for the next one: the document (head tags, <html> attributes, title,
// body), the URL, storage, spies and fake timers.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { staticMediaQuery } from './mockMatchMedia';

// With isolate: false the module cache outlives a test file. Our own modules keep state at module
// level (template registries, lazily loaded chunks, caches), so each file gets them fresh; React,
// Mantine and the rest of node_modules are loaded natively and stay cached, which is the saving.
vi.resetModules();

// findBy*/waitFor give up after 1 s by default: too tight for lazy routes on a busy 2-core CI.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => staticMediaQuery(query, false),
    });
  }

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver ??= ResizeObserverStub;

  class IntersectionObserverStub implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver ??= IntersectionObserverStub;

  Element.prototype.scrollIntoView ??= () => {};
  // jsdom's own scrollTo only logs "not implemented".
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

/** The state a fresh jsdom window starts in, as far as a test file can change it. */
function resetDocument(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const node of [document.documentElement, document.body]) {
    for (const name of node.getAttributeNames()) node.removeAttribute(name);
  }
  document.title = '';
  window.history.replaceState(null, '', '/');
}

// Before each test file: whatever the previous file of this worker left in the shared window.
beforeAll(() => {
  if (typeof window !== 'undefined') {
    resetDocument();
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});

afterEach(() => {
  cleanup();
  // A test that fails before its own useRealTimers()/mockRestore() must not hand fake timers or
  // a silenced console.error to the next test (or the next file, with isolate: false).
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Session tokens and preferences must not leak from one test into the next.
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});
