import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { announceContentChanged, CONTENT_CHANGED, type ContentChanged } from './content-changed';
import { RedisState } from './redis';
import { testServerUrl } from '../../../test/backend';

const redisUrl = testServerUrl('TEST_REDIS_URL');

describe('announceContentChanged (the seed and import:market)', () => {
  it('does nothing without a Redis URL (the embedded database has no other owner)', async () => {
    await expect(announceContentChanged({ prefix: 'x:' }, 'import-market')).resolves.toBe(
      undefined,
    );
  });

  it.skipIf(!redisUrl)('tells every subscriber under the prefix, and no one else', async () => {
    const prefix = `announce-${randomUUID().slice(0, 8)}:`;
    const replica = await RedisState.connect(redisUrl!, prefix);
    const other = await RedisState.connect(redisUrl!, `${prefix}other:`);
    try {
      const heard: ContentChanged[] = [];
      const elsewhere: string[] = [];
      await replica.subscribe(CONTENT_CHANGED, (message) => heard.push(JSON.parse(message)));
      await other.subscribe(CONTENT_CHANGED, (message) => elsewhere.push(message));
      await announceContentChanged({ url: redisUrl, prefix }, 'import-market');
      await expect.poll(() => heard.length).toBe(1);
      expect(heard[0]).toMatchObject({ source: 'import-market' });
      expect(Number.isNaN(Date.parse(heard[0]!.at))).toBe(false);
      expect(elsewhere).toEqual([]);
    } finally {
      await replica.close();
      await other.close();
    }
  });
});
