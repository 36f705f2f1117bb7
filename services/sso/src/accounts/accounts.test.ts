import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/harness';
import { AccountStore } from './accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

let dir: string;
let now = Date.parse('2026-11-21T08:00:00Z');
let store: AccountStore;

beforeAll(async () => {
  dir = tempDataDir();
  store = await AccountStore.open(dir, { maxFailures: 3, lockMinutes: 15 }, () => now);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

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
    const result = await store.authenticate('  009c000001 ', DEMO_PASSWORD);
    expect(result.ok && result.account.name).toBe('Nguyễn Văn An');
    expect(store.findBySub(DEMO_ACCOUNTS[0]?.sub ?? '')?.accountNumber).toBe('009C000001');
  });

  it('answers an unknown account like a wrong password', async () => {
    expect(await store.authenticate('009C999999', DEMO_PASSWORD)).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await store.authenticate('009C000002', 'wrong')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
  });

  it('locks after the limit, survives a reopen, and unlocks when the time is up', async () => {
    expect((await store.authenticate('009C000003', 'a')).ok).toBe(false);
    expect(await store.authenticate('009C000003', 'b')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect(await store.authenticate('009C000003', 'c')).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 900,
    });
    now += 60_000;
    expect(await store.authenticate('009C000003', DEMO_PASSWORD)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 840,
    });

    const reopened = await AccountStore.open(dir, { maxFailures: 3, lockMinutes: 15 }, () => now);
    expect((await reopened.authenticate('009C000003', DEMO_PASSWORD)).ok).toBe(false);
    now += 15 * 60_000;
    expect((await reopened.authenticate('009C000003', DEMO_PASSWORD)).ok).toBe(true);
    await reopened.close();
  });

  it('forgets old failures once the window has passed', async () => {
    await store.authenticate('009C000002', 'x');
    await store.authenticate('009C000002', 'y');
    now += 16 * 60_000;
    expect(await store.authenticate('009C000002', 'z')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    expect((await store.authenticate('009C000002', DEMO_PASSWORD)).ok).toBe(true);
  });
});
