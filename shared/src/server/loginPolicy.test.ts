// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AttemptKeys,
  type Counter,
  type CounterRef,
  LoginEnvSchema,
  type LoginLimits,
  LoginPolicy,
  loginEnvProblems,
  loginSettings,
} from './loginPolicy';
import { DeviceCookies, MAX_DEVICE_ENTRIES, persistentSecret } from './loginPolicyDevice';

const LIMITS: LoginLimits = {
  delayAfterFailures: 3,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 8,
  maxFailuresPerDevice: 4,
  lockMinutes: 15,
};
const START = Date.parse('2026-11-21T08:00:00Z');

/** The policy over a Map, as the SSO keeps it: one attempt at a time, the password decided. */
function harness(limits = LIMITS) {
  const policy = new LoginPolicy(limits);
  const counters = new Map<string, Counter>();
  const read = (ref: CounterRef) => counters.get(`${ref.scope} ${ref.key}`);
  const apply = (writes: (CounterRef & { counter: Counter | null })[]) => {
    for (const { scope, key, counter } of writes) {
      if (counter) counters.set(`${scope} ${key}`, counter);
      else counters.delete(`${scope} ${key}`);
    }
  };
  let now = START;
  const attempt = (keys: AttemptKeys, passwordRight = false) => {
    const reservation = policy.reserve(keys, read, now);
    if ('refused' in reservation) return reservation.refused;
    apply(reservation.writes);
    if (!passwordRight) return reservation.as === 'device' ? 'wrong (device)' : 'wrong';
    apply(policy.succeed(keys, reservation.as, read, now));
    return 'ok';
  };
  return {
    policy,
    counters,
    attempt,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const stranger = (address: string, account = '009C000001'): AttemptKeys => ({ account, address });

describe('LoginPolicy', () => {
  it('spaces out one pair by 2, 4, 8 s after the free attempts; refusals cost nothing', () => {
    const { attempt, advance } = harness();
    const keys = stranger('a1');
    expect([attempt(keys), attempt(keys), attempt(keys)]).toEqual(['wrong', 'wrong', 'wrong']);
    expect(attempt(keys, true)).toEqual({ reason: 'delayed', retryAfterSeconds: 2 });
    advance(1000);
    expect(attempt(keys)).toEqual({ reason: 'delayed', retryAfterSeconds: 1 });
    advance(1000);
    expect(attempt(keys)).toBe('wrong');
    expect(attempt(keys)).toEqual({ reason: 'delayed', retryAfterSeconds: 4 });
    advance(4000);
    expect(attempt(keys)).toBe('wrong');
    expect(attempt(keys)).toEqual({ reason: 'delayed', retryAfterSeconds: 8 });
    advance(8000);
    expect(attempt(keys, true)).toBe('ok');
    expect(attempt(keys)).toBe('wrong');
  });

  it('gives the unknown clients of an account a growing delay past its threshold, capped at the window', () => {
    const { attempt, advance } = harness();
    for (let i = 0; i < 5; i++) expect(attempt(stranger(`b${i}`))).toBe('wrong');
    expect(attempt(stranger('new'), true)).toEqual({
      reason: 'account_delayed',
      retryAfterSeconds: 2,
    });
    let wait = 2;
    for (let i = 0; i < 12; i++) {
      advance(wait * 1000);
      expect(attempt(stranger(`c${i}`))).toBe('wrong');
      const refused = attempt(stranger('new'), true);
      expect(refused).toMatchObject({ reason: 'account_delayed' });
      wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    }
    // 2, 4, 8 … s, never more than LOGIN_LOCK_MINUTES; and at the cap it stays there.
    expect(wait).toBe(15 * 60);
    advance(wait * 1000);
    expect(attempt(stranger('again'))).toBe('wrong');
    expect(attempt(stranger('new'), true)).toMatchObject({ retryAfterSeconds: 15 * 60 });
    advance(wait * 1000);
    expect(attempt(stranger('new'), true)).toBe('ok');
  });

  it('refuses an address that failed on too many accounts, for the window', () => {
    const { attempt, advance } = harness();
    for (let i = 0; i < 8; i++) expect(attempt(stranger('spray', `009C10000${i}`))).toBe('wrong');
    expect(attempt(stranger('spray'), true)).toEqual({
      reason: 'address_limited',
      retryAfterSeconds: 900,
    });
    expect(attempt(stranger('elsewhere'), true)).toBe('ok');
    advance(15 * 60_000);
    expect(attempt(stranger('spray'), true)).toBe('ok');
  });

  it('answers the longest of several waits', () => {
    const { attempt } = harness({ ...LIMITS, maxFailuresPerAddress: 3 });
    for (let i = 0; i < 3; i++) attempt(stranger('both'));
    // The pair waits 2 s, the address the whole window: the window is what counts.
    expect(attempt(stranger('both'))).toEqual({
      reason: 'address_limited',
      retryAfterSeconds: 900,
    });
  });

  it('counts a known device on its own, never on the counters of unknown clients', () => {
    const { attempt, counters } = harness();
    for (let i = 0; i < 5; i++) attempt(stranger(`s${i}`));
    expect(attempt(stranger('new'), true)).toMatchObject({ reason: 'account_delayed' });
    const owner = { ...stranger('s0'), device: 'dev-1' };
    expect(attempt(owner)).toBe('wrong (device)');
    expect(attempt(owner, true)).toBe('ok');
    // Its success cleared the account (as any success does) and its own count.
    expect([...counters.keys()].some((k) => k.startsWith('device '))).toBe(false);
    expect(counters.has('account 009C000001')).toBe(false);
  });

  it('distrusts a device after its failures: it is then an unknown client, until a success', () => {
    const { attempt, advance } = harness();
    const device = { ...stranger('d'), device: 'dev-2' };
    for (let i = 0; i < 4; i++) expect(attempt(device)).toBe('wrong (device)');
    for (let i = 0; i < 3; i++) expect(attempt(device)).toBe('wrong');
    expect(attempt(device, true)).toEqual({ reason: 'delayed', retryAfterSeconds: 2 });
    advance(2000);
    expect(attempt(device, true)).toBe('ok');
    expect(attempt(device)).toBe('wrong (device)');
  });

  it('lists the counters of an attempt in one order, and forgets stale ones', () => {
    const policy = new LoginPolicy(LIMITS);
    const refs = policy.counters({ account: 'A', address: 'x', device: 'd' });
    expect(refs.map((r) => r.scope)).toEqual(['account', 'address', 'device', 'pair']);
    const counter = { failures: 2, windowStartedAt: START, updatedAt: START, lockedUntil: null };
    expect(policy.live('pair', counter, START + 15 * 60_000 - 1)).toBe(true);
    expect(policy.live('pair', counter, START + 15 * 60_000)).toBe(false);
    expect(policy.live('address', { ...counter, failures: 0 }, START)).toBe(false);
  });
});

describe('DeviceCookies', () => {
  const cookies = new DeviceCookies({ secret: 'x'.repeat(40), days: 180 });

  it('knows the device of an account whose entry it signed, for its lifetime', () => {
    const value = cookies.issue(undefined, '009C000001', START);
    const device = cookies.deviceFor(value, '009C000001', START);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.deviceFor(value, '009C000002', START)).toBeUndefined();
    expect(cookies.deviceFor(value, '009C000001', START + 180 * 86_400_000 - 1000)).toBe(device);
    expect(cookies.deviceFor(value, '009C000001', START + 180 * 86_400_000)).toBeUndefined();
    // A refresh keeps the device id and starts its lifetime again.
    const later = START + 100 * 86_400_000;
    const refreshed = cookies.issue(value, '009C000001', later);
    expect(cookies.deviceFor(refreshed, '009C000001', later + 179 * 86_400_000)).toBe(device);
  });

  it('refuses entries changed anywhere, or signed with another key', () => {
    const value = cookies.issue(undefined, '009C000001', START);
    for (let at = 0; at < value.length; at++) {
      const changed = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
      expect(cookies.deviceFor(changed, '009C000001', START), `at ${at}`).toBeUndefined();
    }
    const other = new DeviceCookies({ secret: 'y'.repeat(40), days: 180 });
    expect(other.deviceFor(value, '009C000001', START)).toBeUndefined();
    for (const junk of ['', '~~~', 'a.b.c.d', 'x'.repeat(5000)]) {
      expect(cookies.deviceFor(junk, '009C000001', START)).toBeUndefined();
    }
  });

  it('keeps the last few accounts of a browser, the latest first', () => {
    let value: string | undefined;
    const accounts = Array.from({ length: MAX_DEVICE_ENTRIES + 2 }, (_, i) => `009C00000${i}`);
    for (const account of accounts) value = cookies.issue(value, account, START);
    const known = accounts.filter((a) => cookies.deviceFor(value, a, START));
    expect(known).toEqual(accounts.slice(-MAX_DEVICE_ENTRIES));
    expect(value!.split('~')[0]).toMatch(/^009C000006\./);
  });
});

describe('the login variables', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'login-policy-'));
    dirs.push(dir);
    return dir;
  };

  it('have the defaults of the API and the SSO', () => {
    const env = LoginEnvSchema.parse({});
    const settings = loginSettings(env, path.join(tempDir(), 'secret'));
    expect(settings).toMatchObject({
      delayAfterFailures: 3,
      maxFailuresPerAccount: 50,
      maxFailuresPerAddress: 20,
      maxFailuresPerDevice: 10,
      lockMinutes: 15,
      device: { days: 180 },
      hashPool: { queue: 32, perNetwork: 4 },
    });
    expect(settings.hashPool.concurrency).toBeGreaterThanOrEqual(1);
  });

  it('require LOGIN_DEVICE_SECRET in production only, and take a blank one as unset', () => {
    const blank = LoginEnvSchema.parse({ LOGIN_DEVICE_SECRET: '  ' });
    expect(loginEnvProblems(blank, 'production')).toEqual([
      expect.stringMatching(/^LOGIN_DEVICE_SECRET: required in production/),
    ]);
    expect(loginEnvProblems(blank, 'development')).toEqual([]);
    expect(LoginEnvSchema.safeParse({ LOGIN_DEVICE_SECRET: 'short' }).success).toBe(false);
    const set = LoginEnvSchema.parse({ LOGIN_DEVICE_SECRET: 's'.repeat(32) });
    expect(loginEnvProblems(set, 'production')).toEqual([]);
    expect(loginSettings(set, '/nonexistent/never-read').device.secret).toBe('s'.repeat(32));
  });

  it('make the key once in the data directory when it is not set, and keep it', () => {
    const file = path.join(tempDir(), 'sub', 'login-device-secret');
    const settings = loginSettings(LoginEnvSchema.parse({}), file);
    const key = settings.device.secret;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(persistentSecret(file, 'LOGIN_DEVICE_SECRET')).toBe(key);
  });
});
