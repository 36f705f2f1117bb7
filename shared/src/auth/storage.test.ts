import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { browserSessionStorage, createSafeStorage, readJson, writeJson } from './storage';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, key: fail, getItem: fail, setItem: fail, removeItem: fail };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSafeStorage', () => {
  it('writes through to the real storage', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    storage.setItem('X_ACCESS_TOKEN', 'abc');
    expect(window.sessionStorage.getItem('X_ACCESS_TOKEN')).toBe('abc');
    storage.removeItem('X_ACCESS_TOKEN');
    expect(window.sessionStorage.getItem('X_ACCESS_TOKEN')).toBeNull();
  });

  it('sees values written by someone else (another site in the tab)', () => {
    const storage = createSafeStorage(() => window.localStorage);
    window.localStorage.setItem('X_LANGUAGE', 'en');
    expect(storage.getItem('X_LANGUAGE')).toBe('en');
  });

  it('keeps working in memory when every call throws (private mode)', () => {
    const storage = createSafeStorage(throwingStorage);
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps working when even reaching the storage throws (sandboxed frame)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('browserSessionStorage survives a window.sessionStorage getter that throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = browserSessionStorage();
    storage.setItem('X_IS_RECRUIT', 'true');
    expect(storage.getItem('X_IS_RECRUIT')).toBe('true');
  });
});

describe('readJson / writeJson', () => {
  const Schema = z.object({ name: z.string() });

  it('round-trips a value that matches the schema', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    writeJson(storage, 'k', { name: 'An' });
    expect(readJson(storage, 'k', Schema)).toEqual({ name: 'An' });
    writeJson(storage, 'k', null);
    expect(storage.getItem('k')).toBeNull();
  });

  it('returns null for broken JSON or a value of another shape', () => {
    const storage = createSafeStorage(() => window.sessionStorage);
    storage.setItem('k', '{not json');
    expect(readJson(storage, 'k', Schema)).toBeNull();
    storage.setItem('k', '{"name": 5}');
    expect(readJson(storage, 'k', Schema)).toBeNull();
  });
});
