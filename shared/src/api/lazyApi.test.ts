import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazyApi';

interface PingApi {
  ping(name: string): Promise<string>;
  count(): Promise<number>;
}

function pingApi(): PingApi {
  let calls = 0;
  return {
    ping: async (name) => `pong ${name}`,
    count: async () => ++calls,
  };
}

describe('lazyApi', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    const load = vi.fn(async () => pingApi());
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();

    await expect(Promise.all([api.ping('a'), api.ping('b')])).resolves.toEqual([
      'pong a',
      'pong b',
    ]);
    await api.count();
    await expect(api.count()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out the same function each time, so it can be passed around', () => {
    const api = lazyApi(async () => pingApi());
    expect(api.ping).toBe(api.ping);
    const { ping } = api;
    return expect(ping('x')).resolves.toBe('pong x');
  });

  it('is not a thenable (awaiting it gives the object, not a call)', async () => {
    const api = lazyApi(async () => pingApi());
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });

  it('reads as an object with those calls (a test can spy on one)', async () => {
    const api = lazyApi(async () => pingApi());
    expect('ping' in api).toBe(true);
    vi.spyOn(api, 'ping').mockResolvedValue('spied');
    await expect(api.ping('a')).resolves.toBe('spied');
  });

  it('passes on the call’s own failure', async () => {
    const api = lazyApi<PingApi>(async () => ({
      ping: async () => Promise.reject(new Error('404')),
      count: async () => 0,
    }));
    await expect(api.ping('a')).rejects.toThrow('404');
  });

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<PingApi>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue(pingApi());
    const api = lazyApi(load);
    await expect(api.ping('a')).rejects.toThrow('chunk lost');
    await expect(api.ping('b')).resolves.toBe('pong b');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
