import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginSettings } from '@brokerage/shared/server/loginPolicy.ts';
import { tempDataDir } from '../test/harness';
import { AccountStore, type AuthResult } from './accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

// Counts the password checks the store really makes (known and unknown accounts alike).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});
const verifyCalls = () => vi.mocked(verify).mock.calls.length;

const SETTINGS: LoginSettings = {
  delayAfterFailures: 3,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 8,
  maxFailuresPerDevice: 4,
  lockMinutes: 15,
  device: { secret: 'a-device-secret-for-the-tests-0123456789', days: 180 },
  hashPool: { concurrency: 2, queue: 200, perNetwork: 200 },
};
const OWNER = '203.0.113.7';
const ATTACKER = '198.51.100.66';

let dir: string;
let now: number;
let store: AccountStore;
const open = (settings: LoginSettings = SETTINGS) => AccountStore.open(dir, settings, () => now);

/** accounts.json of the first store, copied into the next ones: hashing takes a while. */
let hashedAccounts: string | undefined;

beforeEach(async () => {
  dir = tempDataDir();
  if (hashedAccounts) writeFileSync(path.join(dir, 'accounts.json'), hashedAccounts);
  now = Date.parse('2026-11-21T08:00:00Z');
  store = await open();
  hashedAccounts ??= readFileSync(path.join(dir, 'accounts.json'), 'utf8');
  vi.mocked(verify).mockClear();
});
afterEach(async () => {
  vi.mocked(verify).mockImplementation(
    (await vi.importActual<typeof argon2>('@node-rs/argon2')).verify,
  );
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const from = (address: string, device?: string) => ({ address, device });
const wrong = (account: string, address: string, i = 0, device?: string) =>
  store.authenticate(account, `wrong-${i}`, from(address, device));
const right = (account: string, address: string, device?: string) =>
  store.authenticate(account, DEMO_PASSWORD, from(address, device));
const reasons = (results: AuthResult[]) => results.map((r) => (r.ok ? 'ok' : r.reason));
/** The device cookie value a success hands out. */
function deviceOf(result: AuthResult): string {
  if (!result.ok) throw new Error(`expected a success, got ${result.reason}`);
  return result.device;
}

describe('AccountStore', () => {
  it('creates the demo accounts with argon2id hashes and no plain passwords at rest', () => {
    const text = readFileSync(path.join(dir, 'accounts.json'), 'utf8');
    expect(text).not.toContain(DEMO_PASSWORD);
    const saved = JSON.parse(text) as {
      accounts: { accountNumber: string; passwordHash: string }[];
    };
    expect(saved.accounts.map((a) => a.accountNumber)).toEqual(
      DEMO_ACCOUNTS.map((a) => a.accountNumber),
    );
    for (const account of saved.accounts) expect(account.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts the account number in any case, with spaces', async () => {
    const result = await right('  009c000001 ', OWNER);
    expect(result.ok && result.account.name).toBe('Nguyễn Văn An');
    expect(store.findBySub(DEMO_ACCOUNTS[0]?.sub ?? '')?.accountNumber).toBe('009C000001');
  });

  it('answers an unknown account exactly like a known one with a wrong password', async () => {
    const sequence = async (account: string, address: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 8; i++) {
        out.push(await wrong(account, address, i));
        now += 3_000;
      }
      return out;
    };
    const unknown = await sequence('009C999999', ATTACKER);
    const known = await sequence('009C000002', '198.51.100.67');
    expect(known).toEqual(unknown);
    expect(unknown[0]).toEqual({ ok: false, reason: 'invalid_credentials' });
    expect(reasons(unknown as AuthResult[])).toContain('delayed');
  });
});

describe('parallel guesses (the attempt is reserved before the password is checked)', () => {
  it('from one address: only the free attempts are checked, the right password is refused', async () => {
    const burst = [
      ...Array.from({ length: 40 }, (_, i) => wrong('009C000001', ATTACKER, i)),
      right('009C000001', ATTACKER),
    ];
    const results = await Promise.all(burst);
    expect(verifyCalls()).toBeLessThanOrEqual(SETTINGS.delayAfterFailures);
    expect(reasons(results).filter((r) => r === 'invalid_credentials')).toHaveLength(verifyCalls());
    expect(results.at(-1)).toMatchObject({ ok: false, reason: 'delayed' });
  });

  it('from many addresses: at most maxFailuresPerAccount checked, then strangers wait 2 s', async () => {
    const burst = [
      ...Array.from({ length: 40 }, (_, i) => wrong('009C000001', `198.51.100.${i}`, i)),
      right('009C000001', OWNER),
    ];
    const results = await Promise.all(burst);
    expect(verifyCalls()).toBeLessThanOrEqual(SETTINGS.maxFailuresPerAccount);
    expect(results.at(-1)).toEqual({ ok: false, reason: 'account_delayed', retryAfterSeconds: 2 });
  });
});

describe('lockout policy', () => {
  it('spaces out attempts of one (account, address) pair by 2^n seconds after the free ones', async () => {
    for (let i = 0; i < SETTINGS.delayAfterFailures; i++) {
      expect(await wrong('009C000003', ATTACKER, i)).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await right('009C000003', ATTACKER)).toEqual({
      ok: false,
      reason: 'delayed',
      retryAfterSeconds: 2,
    });
    now += 2_000;
    expect(await wrong('009C000003', ATTACKER, 9)).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await wrong('009C000003', ATTACKER)).toMatchObject({ retryAfterSeconds: 4 });
    now += 4_000;
    // Waiting out the delay, the right password from that address still works.
    expect((await right('009C000003', ATTACKER)).ok).toBe(true);
    // …and a success starts the pair afresh.
    expect(await wrong('009C000003', ATTACKER)).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
  });

  it('an attacker at another address cannot lock the owner out with a handful of requests', async () => {
    await store.close();
    const settings = { ...SETTINGS, maxFailuresPerAccount: 50, maxFailuresPerAddress: 50 };
    store = await open(settings);
    // Ten wrong passwords, each as soon as the attacker may (twice the old limit of five).
    let failures = 0;
    let delays = 0;
    while (failures < 10) {
      const result = await wrong('009C000002', ATTACKER, failures);
      if (!result.ok && result.reason === 'delayed') {
        delays += 1;
        now += result.retryAfterSeconds * 1000;
      } else {
        expect(result).toEqual({ ok: false, reason: 'invalid_credentials' });
        failures += 1;
      }
    }
    expect(delays).toBe(10 - SETTINGS.delayAfterFailures);
    // The attacker is slowed down at their address…
    expect(await wrong('009C000002', ATTACKER)).toMatchObject({ reason: 'delayed' });
    // …while the owner, at theirs, logs in (after a restart too: the state was saved).
    await store.close();
    store = await open(settings);
    expect((await right('009C000002', OWNER)).ok).toBe(true);
  });

  it('refuses an address that fails on too many account numbers, not the others', async () => {
    for (let i = 0; i < SETTINGS.maxFailuresPerAddress; i++) {
      expect(await wrong(`009C10000${i}`, ATTACKER)).toMatchObject({
        reason: 'invalid_credentials',
      });
    }
    const refused = await right('009C000001', ATTACKER);
    expect(refused).toEqual({ ok: false, reason: 'address_limited', retryAfterSeconds: 900 });
    expect((await right('009C000001', OWNER)).ok).toBe(true);
    now += 15 * 60_000;
    expect((await right('009C000001', ATTACKER)).ok).toBe(true);
  });

  it('forgets old failures once the window has passed', async () => {
    for (let i = 0; i < 3; i++) await wrong('009C000002', ATTACKER, i);
    now += 16 * 60_000;
    expect(await wrong('009C000002', ATTACKER)).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
  });

  it('keeps client addresses out of the file', async () => {
    await wrong('009C000002', ATTACKER);
    await store.close();
    const text = readFileSync(path.join(dir, 'lockouts.json'), 'utf8');
    expect(text).toContain('009C000002');
    expect(text).not.toContain(ATTACKER);
    store = await open();
  });
});

describe('device cookies against a lock-out by strangers (issue 20)', () => {
  const DEFAULTS: LoginSettings = {
    ...SETTINGS,
    maxFailuresPerAccount: 50,
    maxFailuresPerAddress: 20,
    maxFailuresPerDevice: 10,
  };
  beforeEach(async () => {
    await store.close();
    store = await open(DEFAULTS);
  });

  /** The attack: 51 wrong passwords on one account from 17 addresses, 3 each. */
  async function attack(account: string) {
    const results: AuthResult[] = [];
    for (let a = 0; a < 17; a++) {
      for (let i = 0; i < 3; i++) results.push(await wrong(account, `198.51.100.${a}`, i));
    }
    expect(reasons(results)).not.toContain('ok');
    return results;
  }

  it('lets the owner’s browser in at once after 51 failures from 17 addresses', async () => {
    const device = deviceOf(await right('009C000003', OWNER));
    await attack('009C000003');
    // After a restart too: the counts and the key were kept.
    await store.close();
    store = await open(DEFAULTS);
    expect(await right('009C000003', '192.0.2.98')).toMatchObject({ reason: 'account_delayed' });
    // From any address: the cookie is what makes the browser known.
    const owner = await right('009C000003', '192.0.2.99', device);
    expect(owner.ok).toBe(true);
  });

  it('gives unknown clients a growing delay past the account-wide threshold, not a lock', async () => {
    await attack('009C000002');
    expect(await right('009C000002', OWNER)).toEqual({
      ok: false,
      reason: 'account_delayed',
      retryAfterSeconds: 2,
    });
    now += 2_000;
    expect(await wrong('009C000002', '192.0.2.1')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await right('009C000002', OWNER)).toMatchObject({ retryAfterSeconds: 4 });
    // Refused attempts cost nothing and do not extend the wait.
    now += 3_000;
    expect(await right('009C000002', OWNER)).toMatchObject({ retryAfterSeconds: 1 });
    now += 1_000;
    const result = await right('009C000002', OWNER);
    expect(result.ok).toBe(true);
    expect(deviceOf(result)).toMatch(/^009C000002\./);
  });

  it('counts a device cookie of another account, a tampered one or an expired one as unknown', async () => {
    const expired = deviceOf(await right('009C000003', OWNER));
    now += 181 * 86_400_000;
    const valid = deviceOf(await right('009C000003', OWNER));
    const ofAnother = deviceOf(await right('009C000001', OWNER));
    const flip = (value: string, at: number) =>
      `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    await attack('009C000003');
    for (const [name, device] of Object.entries({
      expired,
      ofAnother,
      tamperedEnd: flip(valid, valid.length - 1),
      tamperedMiddle: flip(valid, Math.floor(valid.length / 2)),
      garbage: 'x'.repeat(5000),
    })) {
      expect(await right('009C000003', OWNER, device), name).toMatchObject({
        reason: 'account_delayed',
      });
    }
    expect((await right('009C000003', OWNER, valid)).ok).toBe(true);
  });

  it('keeps one browser known for a few accounts at once', async () => {
    const forAn = deviceOf(await right('009C000001', OWNER));
    const forBoth = deviceOf(await right('009C000002', OWNER, forAn));
    await attack('009C000001');
    await attack('009C000002');
    expect((await right('009C000001', OWNER, forBoth)).ok).toBe(true);
    expect((await right('009C000002', OWNER, forBoth)).ok).toBe(true);
  });

  it('distrusts a device after maxFailuresPerDevice failures: it is then a stranger', async () => {
    const device = deviceOf(await right('009C000001', OWNER));
    for (let i = 0; i < 10; i++) {
      expect(await wrong('009C000001', ATTACKER, i, device)).toMatchObject({
        reason: 'invalid_credentials',
      });
    }
    for (let i = 0; i < 3; i++) {
      expect(await wrong('009C000001', ATTACKER, i, device)).toMatchObject({
        reason: 'invalid_credentials',
      });
    }
    expect(await right('009C000001', ATTACKER, device)).toMatchObject({ reason: 'delayed' });
    now += 2_000;
    expect((await right('009C000001', ATTACKER, device)).ok).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(await wrong('009C000001', ATTACKER, i, device)).toMatchObject({
        reason: 'invalid_credentials',
      });
    }
  });
});

describe('the bounded hashing pool', () => {
  /** Holds every verify until `release`. */
  function holdVerify() {
    const waiting: (() => void)[] = [];
    let held = true;
    const actual = vi.mocked(verify).getMockImplementation();
    vi.mocked(verify).mockImplementation(async (...args) => {
      if (held) await new Promise<void>((go) => waiting.push(go));
      return actual!(...args);
    });
    return () => {
      held = false;
      for (const go of waiting.splice(0)) go();
    };
  }

  it('answers busy at once beyond its places, without hashing; a known device still gets in', async () => {
    await store.close();
    // One running, three waiting: one of the four places is kept for known devices.
    store = await open({ ...SETTINGS, hashPool: { concurrency: 1, queue: 3, perNetwork: 10 } });
    const device = deviceOf(await right('009C000001', OWNER));
    vi.mocked(verify).mockClear();
    const release = holdVerify();
    const strangers = Array.from({ length: 8 }, (_, i) => wrong('009C000002', `198.51.${i}.1`, i));
    const known = right('009C000001', '192.0.2.5', device);
    const late = await wrong('009C000002', '198.51.99.1');
    expect(late).toMatchObject({ ok: false, reason: 'busy' });
    expect(verifyCalls()).toBeLessThanOrEqual(1);
    release();
    const results = await Promise.all(strangers);
    expect(reasons(results)).toEqual([
      ...Array(3).fill('invalid_credentials'),
      ...Array(5).fill('busy'),
    ]);
    expect((await known).ok).toBe(true);
    expect(verifyCalls()).toBe(4);
  });

  it('lets one network hold only its share of the queue', async () => {
    await store.close();
    store = await open({ ...SETTINGS, hashPool: { concurrency: 1, queue: 8, perNetwork: 2 } });
    const release = holdVerify();
    const neighbours = Array.from({ length: 4 }, (_, i) =>
      wrong('009C000002', `198.51.100.${i}`, i),
    );
    const elsewhere = wrong('009C000002', '203.0.113.50');
    release();
    expect(reasons(await Promise.all(neighbours))).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'busy',
      'busy',
    ]);
    expect(await elsewhere).toEqual({ ok: false, reason: 'invalid_credentials' });
  });
});
