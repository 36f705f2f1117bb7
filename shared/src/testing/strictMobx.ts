// Test-only: the live stores' tests run under strict MobX with fake timers.
import { configure } from 'mobx';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Strict MobX for the calling test file: any write outside an action is reported, and the test
 * fails on it (MobX warns rather than throws, so the warnings are collected and checked after
 * each test). Each test runs on fake timers. Returns the warnings of the running test, for a test
 * that expects one (it empties the list once checked).
 */
export function strictMobxWithFakeTimers(): string[] {
  const warnings: string[] = [];
  let spy: MockInstance<typeof console.warn> | undefined;
  beforeAll(() => {
    configure({ enforceActions: 'always' });
  });
  afterAll(() => {
    // The module cache (and MobX's global state) outlives this file (isolate: false).
    configure({ enforceActions: 'observed' });
  });
  beforeEach(() => {
    vi.useFakeTimers();
    warnings.length = 0;
    const warn = console.warn.bind(console);
    spy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith('[MobX]')) warnings.push(String(args[0]));
      else warn(...args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    vi.useRealTimers();
    expect(warnings).toEqual([]);
  });
  return warnings;
}

/** Lets the promise chains of start/invoke settle without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Moves the fake clock by `ms`, then lets what it started settle. */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}
