// @vitest-environment node
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  REPO_ROOT,
  closeOnSignals,
  configOrExit,
  dataDirOf,
  issueLines,
  listen,
} from './startup';

/** process.exit stubbed: the codes asked for, in order. */
function stubExit() {
  const codes: number[] = [];
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    codes.push(code ?? 0);
  }) as typeof process.exit);
  return codes;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('configOrExit', () => {
  it('returns what the loader read', () => {
    expect(configOrExit(() => ({ port: 1 }))).toEqual({ port: 1 });
  });

  it('writes a refused configuration’s message and exits 1', () => {
    // The real exit does not return: the stub throws so that nothing after it runs.
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      configOrExit(() => {
        throw new ConfigError('Invalid configuration:\n  PORT: too big');
      }),
    ).toThrow('exit 1');
    expect(stderr).toHaveBeenCalledWith('Invalid configuration:\n  PORT: too big');
  });

  it('lets any other error through', () => {
    const codes = stubExit();
    expect(() =>
      configOrExit(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
    expect(codes).toEqual([]);
  });
});

describe('dataDirOf', () => {
  it('is .data at the repository root when unset, whatever the working directory', () => {
    const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(root.workspaces).toBeDefined();
    expect(dataDirOf(undefined)).toBe(path.join(REPO_ROOT, '.data'));
  });

  it('makes a configured directory absolute', () => {
    expect(dataDirOf('/srv/data')).toBe('/srv/data');
    expect(dataDirOf('data')).toBe(path.resolve('data'));
  });
});

describe('issueLines', () => {
  it('names each variable, or (env) for the whole, one indented line each', () => {
    const schema = z.object({ PORT: z.coerce.number().max(10), HOST: z.string() });
    const result = schema.safeParse({ PORT: '99' });
    expect(result.success).toBe(false);
    expect(issueLines(result.error!.issues)).toEqual([
      expect.stringMatching(/^ {2}PORT: .*10/),
      expect.stringMatching(/^ {2}HOST: /),
    ]);
    expect(issueLines(z.object({}).safeParse(5).error!.issues)).toEqual([
      expect.stringMatching(/^ {2}\(env\): /),
    ]);
  });
});

describe('listen', () => {
  it('resolves once the server listens, and rejects on an address in use', async () => {
    const first = http.createServer();
    await listen(first, 0, '127.0.0.1');
    const { port } = first.address() as AddressInfo;
    expect(port).toBeGreaterThan(0);
    const second = http.createServer();
    await expect(listen(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.listenerCount('error')).toBe(0);
    await new Promise((resolve) => first.close(resolve));
  });
});

describe('closeOnSignals', () => {
  function setUp(close: () => Promise<void>) {
    const codes = stubExit();
    const handlers = new Map<string, () => void>();
    vi.spyOn(process, 'on').mockImplementation(((event: string, handler: () => void) => {
      handlers.set(event, handler);
      return process;
    }) as typeof process.on);
    const lines: string[] = [];
    const logger = {
      info: (msg: string, fields?: Record<string, unknown>) =>
        lines.push(`info ${msg} ${JSON.stringify(fields)}`),
      error: (msg: string, error?: unknown) => lines.push(`error ${msg} ${String(error ?? '')}`),
    };
    const shutdown = closeOnSignals(close, logger, 1000);
    return { codes, handlers, lines, shutdown };
  }

  it('closes once on SIGINT or SIGTERM and exits 0', async () => {
    const close = vi.fn(() => Promise.resolve());
    const { codes, handlers, lines } = setUp(close);
    expect([...handlers.keys()]).toEqual(['SIGINT', 'SIGTERM']);
    handlers.get('SIGTERM')!();
    handlers.get('SIGINT')!();
    await vi.waitFor(() => expect(codes).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['info shutting down {"signal":"SIGTERM"}']);
  });

  it('leaves no timer behind once the close has settled', async () => {
    // A stubbed exit returns: a timer left armed would call the real exit a second later, in
    // whatever test file the worker runs then (it did, under load).
    vi.useFakeTimers();
    for (const close of [() => Promise.resolve(), () => Promise.reject(new Error('disk full'))]) {
      const { codes, shutdown } = setUp(close);
      shutdown('SIGTERM');
      await vi.advanceTimersByTimeAsync(0);
      expect(codes).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(5_000);
      expect(codes).toHaveLength(1);
      vi.restoreAllMocks();
    }
  });

  it('exits 1 when the close fails, and when it hangs past the timeout', async () => {
    const failing = setUp(() => Promise.reject(new Error('disk full')));
    failing.shutdown('disconnect');
    await vi.waitFor(() => expect(failing.codes).toEqual([1]));
    expect(failing.lines).toEqual([
      'info shutting down {"signal":"disconnect"}',
      'error error while shutting down Error: disk full',
    ]);
    vi.restoreAllMocks();

    vi.useFakeTimers();
    const hanging = setUp(() => new Promise(() => {}));
    hanging.shutdown('SIGINT');
    vi.advanceTimersByTime(999);
    expect(hanging.codes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hanging.codes).toEqual([1]);
    expect(hanging.lines.at(-1)).toBe('error shutdown timed out ');
  });
});
