import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDataDir } from '../test/harness';
import { FileStore } from './file-adapter';

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openStore() {
  const dir = tempDataDir();
  dirs.push(dir);
  return { dir, store: await FileStore.open(dir) };
}

describe('FileStore adapter', () => {
  it('writes through to a private file and reads it back after a reopen', async () => {
    const { dir, store } = await openStore();
    const sessions = store.adapterFactory('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    const file = path.join(dir, 'adapter-Session.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).entries.s1.payload.uid).toBe('u1');
    await store.close();

    const reopened = await FileStore.open(dir);
    const again = reopened.adapterFactory('Session');
    expect(await again.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await again.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await again.findByUid('nope')).toBeUndefined();
    await reopened.close();
  });

  it('hands out copies, consumes, destroys and finds by user code', async () => {
    const { store } = await openStore();
    const codes = store.adapterFactory('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    const found = await codes.find('d1');
    if (found) found.grantId = 'mutated';
    expect((await codes.find('d1'))?.grantId).toBe('g1');
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ userCode: 'ABCD' });
    await codes.consume('d1');
    expect((await codes.find('d1'))?.consumed).toEqual(expect.any(Number));
    await codes.destroy('d1');
    expect(await codes.find('d1')).toBeUndefined();
    await store.close();
  });

  it('honours expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { dir, store } = await openStore();
    const codes = store.adapterFactory('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g' }, 60);
    await codes.upsert('forever', { grantId: 'g' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await codes.find('c1')).toBeUndefined();
    expect(await codes.find('forever')).toBeDefined();
    await store.sweep();
    await store.close();
    const entries = JSON.parse(
      readFileSync(path.join(dir, 'adapter-AuthorizationCode.json'), 'utf8'),
    ).entries;
    expect(Object.keys(entries)).toEqual(['forever']);
  });

  it('revokes everything of one grant in a model', async () => {
    const { store } = await openStore();
    const tokens = store.adapterFactory('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g1' }, 60);
    await tokens.upsert('t3', { grantId: 'g2' }, 60);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toBeDefined();
    await store.close();
  });

  it('coalesces concurrent writes and keeps every change', async () => {
    const { dir, store } = await openStore();
    const grants = store.adapterFactory('Grant');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => grants.upsert(`g${i}`, { accountId: String(i) }, 60)),
    );
    await store.close();
    const entries = JSON.parse(readFileSync(path.join(dir, 'adapter-Grant.json'), 'utf8')).entries;
    expect(Object.keys(entries)).toHaveLength(50);
  });
});
