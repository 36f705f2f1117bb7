import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LockoutPolicy } from '../config';
import { tempDataDir } from '../test/harness';
import { AccountStore, type AuthResult } from './accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

// Counts the password checks the store really makes (known and unknown accounts alike).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});
const verifyCalls = () => vi.mocked(verify).mock.calls.length;

const POLICY: LockoutPolicy = {
  delayAfterFailures: 3,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 8,
  lockMinutes: 15,
};
const OWNER = '203.0.113.7';
const ATTACKER = '198.51.100.66';

let dir: string;
let now: number;
let store: AccountStore;
const open = (policy = POLICY) => AccountStore.open(dir, policy, () => now);

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
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const wrong = (account: string, address: string, i = 0) =>
  store.authenticate(account, `wrong-${i}`, address);
const reasons = (results: AuthResult[]) => results.map((r) => (r.ok ? 'ok' : r.reason));

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
    const result = await store.authenticate('  009c000001 ', DEMO_PASSWORD, OWNER);
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
      store.authenticate('009C000001', DEMO_PASSWORD, ATTACKER),
    ];
    const results = await Promise.all(burst);
    expect(verifyCalls()).toBeLessThanOrEqual(POLICY.delayAfterFailures);
    expect(reasons(results).filter((r) => r === 'invalid_credentials')).toHaveLength(verifyCalls());
    expect(results.at(-1)).toMatchObject({ ok: false, reason: 'delayed' });
  });

  it('from many addresses: at most maxFailuresPerAccount checked, then locked for everyone', async () => {
    const burst = [
      ...Array.from({ length: 40 }, (_, i) => wrong('009C000001', `198.51.100.${i}`, i)),
      store.authenticate('009C000001', DEMO_PASSWORD, OWNER),
    ];
    const results = await Promise.all(burst);
    expect(verifyCalls()).toBeLessThanOrEqual(POLICY.maxFailuresPerAccount);
    expect(results.at(-1)).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 900 });
  });
});

describe('lockout policy', () => {
  it('spaces out attempts of one (account, address) pair by 2^n seconds after the free ones', async () => {
    for (let i = 0; i < POLICY.delayAfterFailures; i++) {
      expect(await wrong('009C000003', ATTACKER, i)).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await store.authenticate('009C000003', DEMO_PASSWORD, ATTACKER)).toEqual({
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
    expect((await store.authenticate('009C000003', DEMO_PASSWORD, ATTACKER)).ok).toBe(true);
    // …and a success starts the pair afresh.
    expect(await wrong('009C000003', ATTACKER)).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
  });

  it('an attacker at another address cannot lock the owner out with a handful of requests', async () => {
    await store.close();
    const policy = { ...POLICY, maxFailuresPerAccount: 50, maxFailuresPerAddress: 50 };
    store = await open(policy);
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
    expect(delays).toBe(10 - POLICY.delayAfterFailures);
    // The attacker is slowed down at their address…
    expect(await wrong('009C000002', ATTACKER)).toMatchObject({ reason: 'delayed' });
    // …while the owner, at theirs, logs in (after a restart too: the state was saved).
    await store.close();
    const reopened = await open(policy);
    expect((await reopened.authenticate('009C000002', DEMO_PASSWORD, OWNER)).ok).toBe(true);
    await reopened.close();
  });

  it('locks the account for everyone at maxFailuresPerAccount across addresses; survives a reopen', async () => {
    for (let i = 0; i < POLICY.maxFailuresPerAccount - 1; i++) {
      expect(await wrong('009C000003', `198.51.100.${i}`)).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await wrong('009C000003', '198.51.100.200')).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 900,
    });
    now += 60_000;
    expect(await store.authenticate('009C000003', DEMO_PASSWORD, OWNER)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 840,
    });
    await store.close();

    store = await open();
    expect(await store.authenticate('009C000003', DEMO_PASSWORD, OWNER)).toMatchObject({
      reason: 'locked',
    });
    now += 14 * 60_000;
    expect((await store.authenticate('009C000003', DEMO_PASSWORD, OWNER)).ok).toBe(true);
  });

  it('refuses an address that fails on too many account numbers, not the others', async () => {
    for (let i = 0; i < POLICY.maxFailuresPerAddress; i++) {
      expect(await wrong(`009C10000${i}`, ATTACKER)).toMatchObject({
        reason: 'invalid_credentials',
      });
    }
    const refused = await store.authenticate('009C000001', DEMO_PASSWORD, ATTACKER);
    expect(refused).toEqual({ ok: false, reason: 'address_limited', retryAfterSeconds: 900 });
    expect((await store.authenticate('009C000001', DEMO_PASSWORD, OWNER)).ok).toBe(true);
    now += 15 * 60_000;
    expect((await store.authenticate('009C000001', DEMO_PASSWORD, ATTACKER)).ok).toBe(true);
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
