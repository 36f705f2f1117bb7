import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The record files of one model: name → inode (an atomic rewrite gives a new inode). */
function records(dir: string, model: string): Map<string, number> {
  const modelDir = path.join(dir, model);
  if (!existsSync(modelDir)) return new Map();
  return new Map(
    readdirSync(modelDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, statSync(path.join(modelDir, name)).ino]),
  );
}

const readRecord = (dir: string, model: string, name: string) =>
  JSON.parse(readFileSync(path.join(dir, model, name), 'utf8')) as {
    id: string;
    payload: Record<string, unknown>;
    expiresAt?: number;
  };

describe('FileStore adapter', () => {
  it('writes one private file per record and reads them back after a reopen', async () => {
    const { dir, store } = await openStore();
    const sessions = store.adapterFactory('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await sessions.upsert('s2', { uid: 'u2', accountId: 'a2' }, 60);
    const files = [...records(dir, 'Session').keys()];
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^[\w-]{20,}\.json$/);
      // The id is hashed into the name: nothing from the outside becomes a path.
      expect(name).not.toContain('s1');
      expect(statSync(path.join(dir, 'Session', name)).mode & 0o777).toBe(0o600);
    }
    expect(statSync(path.join(dir, 'Session')).mode & 0o777).toBe(0o700);
    expect(files.map((name) => readRecord(dir, 'Session', name).id).sort()).toEqual(['s1', 's2']);
    await store.close();

    const reopened = await FileStore.open(dir);
    const again = reopened.adapterFactory('Session');
    expect(await again.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await again.findByUid('u2')).toEqual({ uid: 'u2', accountId: 'a2' });
    expect(await again.findByUid('nope')).toBeUndefined();
    await reopened.close();
  });

  it('rewrites only the record that changed', async () => {
    const { dir, store } = await openStore();
    const interactions = store.adapterFactory('Interaction');
    await Promise.all(
      Array.from({ length: 300 }, (_, i) => interactions.upsert(`i${i}`, { uid: `u${i}` }, 600)),
    );
    const before = records(dir, 'Interaction');
    expect(before.size).toBe(300);

    await interactions.upsert('i7', { uid: 'u7', changed: true }, 600);
    await interactions.upsert('new', { uid: 'new' }, 600);
    await interactions.destroy('i8');
    const after = records(dir, 'Interaction');
    const changed = [...after].filter(([name, ino]) => before.get(name) !== ino);
    expect(changed).toHaveLength(2); // i7 rewritten, new written
    expect(after.size).toBe(300);
    await store.close();
  });

  it('hands out copies, consumes, destroys and finds by user code', async () => {
    const { dir, store } = await openStore();
    const codes = store.adapterFactory('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    const found = await codes.find('d1');
    if (found) found.grantId = 'mutated';
    expect((await codes.find('d1'))?.grantId).toBe('g1');
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ userCode: 'ABCD' });
    await codes.consume('d1');
    expect((await codes.find('d1'))?.consumed).toEqual(expect.any(Number));
    const [name = ''] = records(dir, 'DeviceCode').keys();
    expect(readRecord(dir, 'DeviceCode', name).payload.consumed).toEqual(expect.any(Number));
    await codes.destroy('d1');
    expect(await codes.find('d1')).toBeUndefined();
    expect(records(dir, 'DeviceCode').size).toBe(0);
    await store.close();
  });

  it('honours expiry and sweeps expired records from disk', async () => {
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
    const left = [...records(dir, 'AuthorizationCode').keys()];
    expect(left.map((name) => readRecord(dir, 'AuthorizationCode', name).id)).toEqual(['forever']);
  });

  it('drops expired records when it opens', async () => {
    const { dir, store } = await openStore();
    await store.adapterFactory('Session').upsert('old', { uid: 'u' }, 60);
    await store.close();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const reopened = await FileStore.open(dir);
    expect(await reopened.adapterFactory('Session').find('old')).toBeUndefined();
    await reopened.close();
    expect(records(dir, 'Session').size).toBe(0);
  });

  it('revokes everything of one grant in a model', async () => {
    const { dir, store } = await openStore();
    const tokens = store.adapterFactory('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g1' }, 60);
    await tokens.upsert('t3', { grantId: 'g2' }, 60);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toBeDefined();
    expect(records(dir, 'AccessToken').size).toBe(1);
    await store.close();
  });

  it('keeps the last of concurrent changes to one record on disk', async () => {
    const { dir, store } = await openStore();
    const grants = store.adapterFactory('Grant');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => grants.upsert('g', { accountId: String(i) }, 60)),
    );
    await grants.destroy('other');
    await Promise.all([grants.upsert('x', { accountId: 'x' }, 60), grants.destroy('x')]);
    await store.close();
    const files = [...records(dir, 'Grant').keys()];
    expect(files).toHaveLength(1);
    expect(readRecord(dir, 'Grant', files[0] ?? '').payload.accountId).toBe('29');
  });

  it('moves records from the old one-file-per-model layout', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const expiresAt = Date.now() + 60_000;
    writeFileSync(
      path.join(dir, 'adapter-Session.json'),
      JSON.stringify({
        version: 1,
        entries: {
          s1: { payload: { uid: 'u1', accountId: 'a1' }, expiresAt },
          gone: { payload: { uid: 'u2' }, expiresAt: Date.now() - 1 },
        },
      }),
    );
    const store = await FileStore.open(dir);
    expect(await store.adapterFactory('Session').findByUid('u1')).toEqual({
      uid: 'u1',
      accountId: 'a1',
    });
    await store.close();
    expect(existsSync(path.join(dir, 'adapter-Session.json'))).toBe(false);
    const files = [...records(dir, 'Session').keys()];
    expect(files.map((name) => readRecord(dir, 'Session', name))).toEqual([
      { id: 's1', payload: { uid: 'u1', accountId: 'a1' }, expiresAt },
    ]);
  });
});
