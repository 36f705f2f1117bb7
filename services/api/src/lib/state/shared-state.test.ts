import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { openTemplateDatabase } from '../../test/build-test-app';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  testServerUrl,
  uniqueName,
} from '../../../test/backend';
import { DatabaseState } from './database';
import { RedisState } from './redis';
import { StateUnavailableError, type SharedState, unavailableOnFailure } from './shared-state';

/**
 * One contract for every adapter of the port: the same table of tests runs on the database
 * (PGlite, as on the embedded default; PostgreSQL when TEST_DATABASE_URL is set) and on Redis
 * (TEST_REDIS_URL). CI starts both servers and fails without the variables.
 */
const redisUrl = testServerUrl('TEST_REDIS_URL');
const postgresUrl = testServerUrl('TEST_DATABASE_URL');

interface Opened {
  state: SharedState;
  close: () => Promise<void>;
}

const ADAPTERS: { name: string; enabled: boolean; open: () => Promise<Opened> }[] = [
  {
    name: 'the database (PGlite)',
    enabled: true,
    async open() {
      const database = await openTemplateDatabase();
      const state = new DatabaseState(() => database.db);
      return { state, close: async () => (await state.close(), await database.close()) };
    },
  },
  {
    name: 'the database (PostgreSQL)',
    enabled: Boolean(postgresUrl),
    async open() {
      const name = uniqueName('brokerage_state');
      await createDatabase(postgresUrl!, name);
      const database = openPostgres(databaseUrl(postgresUrl!, name));
      await database.migrate();
      const state = new DatabaseState(() => database.db);
      return {
        state,
        async close() {
          await state.close();
          await database.close();
          await dropDatabase(postgresUrl!, name);
        },
      };
    },
  },
  {
    name: 'Redis',
    enabled: Boolean(redisUrl),
    async open() {
      const state = await RedisState.connect(redisUrl!, `test:state:${randomUUID()}:`);
      return { state, close: () => state.close() };
    },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ADAPTERS)('SharedState on $name', ({ enabled, open }) => {
  let opened: Opened;
  const state = () => opened.state;
  beforeAll(async () => {
    if (enabled) opened = await open();
  });
  afterAll(() => opened?.close());

  describe.skipIf(!enabled)('contract', () => {
    it('counts in a fixed window that starts with the first increment', async () => {
      const first = await state().increment('counter:a', 60_000);
      const second = await state().increment('counter:a', 60_000);
      expect([first.count, second.count]).toEqual([1, 2]);
      expect(second.resetAt.getTime()).toBe(first.resetAt.getTime());
      expect(first.resetAt.getTime()).toBeGreaterThan(Date.now());
      expect((await state().increment('counter:b', 60_000)).count).toBe(1);
    });

    it('gives parallel increments distinct counts (atomic)', async () => {
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => state().increment('counter:parallel', 60_000)),
      );
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('starts again at 1 once the window is over', async () => {
      await state().increment('counter:short', 50);
      await state().increment('counter:short', 50);
      await sleep(200);
      expect((await state().increment('counter:short', 50)).count).toBe(1);
    });

    it('keeps a value until its expiry, then forgets it', async () => {
      expect(await state().get('value:missing')).toBeNull();
      await state().set('value:long', 'kept', 60_000);
      await state().set('value:short', 'brief', 50);
      expect(await state().get('value:long')).toBe('kept');
      await sleep(200);
      expect(await state().get('value:short')).toBeNull();
      expect(await state().take('value:short')).toBeNull();
      expect(await state().get('value:long')).toBe('kept');
      await state().set('value:long', 'replaced', 60_000);
      expect(await state().get('value:long')).toBe('replaced');
    });

    it('takes a value once: of parallel takes exactly one gets it', async () => {
      await state().set('code:once', 'secret', 60_000);
      const taken = await Promise.all(Array.from({ length: 5 }, () => state().take('code:once')));
      expect(taken.filter((v) => v !== null)).toEqual(['secret']);
      expect(await state().get('code:once')).toBeNull();
    });

    it('deletes a value or a counter', async () => {
      await state().set('value:gone', 'x', 60_000);
      await state().delete('value:gone');
      expect(await state().get('value:gone')).toBeNull();
      await state().increment('counter:gone', 60_000);
      await state().delete('counter:gone');
      expect((await state().increment('counter:gone', 60_000)).count).toBe(1);
      await state().delete('never:there');
    });

    it('delivers a published message to each subscriber until it unsubscribes', async () => {
      const heard: string[] = [];
      const unsubscribe = await state().subscribe('news', (m) => heard.push(`a:${m}`));
      const unsubscribeOther = await state().subscribe('news', (m) => heard.push(`b:${m}`));
      await state().subscribe('elsewhere', (m) => heard.push(`x:${m}`));
      await state().publish('news', 'one');
      await expect.poll(() => heard.length).toBe(2);
      expect(heard.sort()).toEqual(['a:one', 'b:one']);
      await unsubscribe();
      await state().publish('news', 'two');
      await expect.poll(() => heard.length).toBe(3);
      expect(heard.at(-1)).toBe('b:two');
      await unsubscribeOther();
    });

    it('answers a ping', async () => {
      await expect(state().ping()).resolves.toBeUndefined();
    });
  });
});

describe('unavailableOnFailure', () => {
  it('passes an answer through and turns a failure into StateUnavailableError naming the store', async () => {
    await expect(unavailableOnFailure('redis', () => Promise.resolve(7))).resolves.toBe(7);
    const cause = new Error('Connection is closed.');
    const failed = unavailableOnFailure('redis', () => Promise.reject(cause));
    await expect(failed).rejects.toBeInstanceOf(StateUnavailableError);
    await expect(failed).rejects.toMatchObject({ message: 'redis: Connection is closed.', cause });
    await expect(unavailableOnFailure('database', () => Promise.reject('down'))).rejects.toThrow(
      'database: down',
    );
  });
});
