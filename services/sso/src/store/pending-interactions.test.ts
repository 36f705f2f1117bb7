import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/harness';
import { FileStore } from './file-adapter';
import { PendingInteractions } from './pending-interactions';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(max: number, now: () => number = Date.now) {
  const dir = dirs.at(-1) ?? tempDataDir();
  if (!dirs.includes(dir)) dirs.push(dir);
  const store = await FileStore.open(dir);
  const pending = new PendingInteractions(store.adapterFactory('Interaction'), max, now);
  return { dir, store, pending, adapter: pending.adapter };
}

const files = (dir: string) => {
  const modelDir = path.join(dir, 'Interaction');
  return existsSync(modelDir) ? readdirSync(modelDir).filter((n) => n.endsWith('.json')) : [];
};

const interaction = (uid: string, extra: Record<string, unknown> = {}) => ({
  jti: uid,
  uid,
  kind: 'Interaction',
  params: { client_id: 'website', state: uid },
  ...extra,
});

describe('PendingInteractions', () => {
  it('holds new interactions in memory only, at most `max`, dropping the oldest', async () => {
    const { dir, store, pending, adapter } = await open(3);
    for (let i = 1; i <= 1000; i++) {
      await adapter.upsert(`i${i}`, interaction(`i${i}`), 600);
      expect(pending.size).toBeLessThanOrEqual(3);
    }
    expect(files(dir)).toEqual([]);
    expect(await adapter.find('i1')).toBeUndefined();
    expect(await adapter.find('i997')).toBeUndefined();
    expect(await adapter.find('i1000')).toEqual(interaction('i1000'));
    expect(await adapter.findByUid('i999')).toEqual(interaction('i999'));
    // Copies: changing what was handed out changes nothing stored.
    const found = await adapter.find('i998');
    if (found) found.params = {};
    expect(await adapter.find('i998')).toEqual(interaction('i998'));
    await store.close();
  });

  it('holds about 2 KiB per interaction on average, so padded ones are dropped sooner', async () => {
    const { store, pending, adapter } = await open(10);
    const padded = (uid: string) => interaction(uid, { params: { state: 'x'.repeat(8000) } });
    for (let i = 1; i <= 10; i++) await adapter.upsert(`p${i}`, padded(`p${i}`), 600);
    // 10 × 2 KiB: room for two of about 8 KB.
    expect(pending.size).toBe(2);
    expect(await adapter.find('p8')).toBeUndefined();
    expect(await adapter.find('p10')).toEqual(padded('p10'));
    // Small ones fill the count, not the budget.
    for (let i = 1; i <= 10; i++) await adapter.upsert(`s${i}`, interaction(`s${i}`), 600);
    expect(pending.size).toBe(10);
    await store.close();
  });

  it('writes an interaction once its form is posted or it has a result; both survive a reopen', async () => {
    const first = await open(10);
    await first.adapter.upsert('posted', interaction('posted'), 600);
    await first.adapter.upsert('answered', interaction('answered'), 600);
    await first.adapter.upsert('idle', interaction('idle'), 600);
    expect(files(first.dir)).toEqual([]);
    await first.pending.keep('posted');
    await first.adapter.upsert('answered', interaction('answered', { result: { login: {} } }), 600);
    expect(files(first.dir)).toHaveLength(2);
    expect(first.pending.size).toBe(1);
    // Kept ones no longer count against the bound, and later saves go to the file.
    await first.adapter.upsert('posted', interaction('posted', { lastSubmission: {} }), 600);
    await first.pending.keep('missing');
    await first.store.close();

    const second = await open(10);
    expect(await second.adapter.find('posted')).toEqual(
      interaction('posted', { lastSubmission: {} }),
    );
    expect(await second.adapter.find('answered')).toMatchObject({ result: { login: {} } });
    // Lost with the process: it had not been posted.
    expect(await second.adapter.find('idle')).toBeUndefined();
    await second.adapter.destroy('posted');
    expect(files(second.dir)).toHaveLength(1);
    await second.store.close();
  });

  it('forgets an interaction when it expires or is destroyed', async () => {
    let now = 1_000_000;
    const { store, pending, adapter } = await open(10, () => now);
    await adapter.upsert('short', interaction('short'), 60);
    await adapter.upsert('long', interaction('long'), 600);
    await adapter.upsert('gone', interaction('gone'), 600);
    await adapter.destroy('gone');
    expect(await adapter.find('gone')).toBeUndefined();
    now += 61_000;
    expect(await adapter.find('short')).toBeUndefined();
    expect(await adapter.find('long')).toBeDefined();
    expect(pending.size).toBe(1);
    await store.close();
  });
});
