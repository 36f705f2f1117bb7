/**
 * Several hub instances, one market (REDIS_URL): one instance leads, holding a lease
 * (`SET NX PX`, renewed; when it dies another takes over) and running the engine; each batch is
 * appended to the session's log (a list) and published on `${REDIS_PREFIX}priceboard:changes`
 * in one transaction. Every instance, the leader too, applies the published batches to its own
 * board and fans them out to its clients; one that joins (or misses a batch) reads the log,
 * which starts with a whole-board image, so GetAllStocks, UpdateParams and Acc/amw answer the
 * same everywhere. The leader rewrites the log as one image now and then, so it stays short.
 *
 * A new leader starts a new epoch with a whole image; the engine is deterministic (same seed,
 * random seed and board time give the same board) and the replay clock's start is shared, so
 * the board goes on where it was.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { FeedFactory } from '../app';
import { BoardState, type BoardImage } from '../board/board-state';
import type { BoardChanges } from '../market-port';
import { MarketDriver } from './driver';

/** A dead leader's lease lapses after this long; the next one takes over. */
export const LEASE_MS = 6_000;
/** Batches in the log before the leader rewrites it as one image. */
const COMPACT_EVERY = 400;
/** A replay clock's start and the log outlive their last leader by this long. */
const CLOCK_TTL_MS = 24 * 3_600_000;

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[3], ARGV[3])
  return 1
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const EnvelopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), epoch: z.string(), n: z.number(), image: z.unknown() }),
  z.object({ kind: z.literal('changes'), epoch: z.string(), n: z.number(), changes: z.unknown() }),
]);
type Envelope =
  | { kind: 'image'; epoch: string; n: number; image: BoardImage }
  | { kind: 'changes'; epoch: string; n: number; changes: BoardChanges };

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(text));
    // The leader is one of us: past the outline, the content is the contract's.
    return parsed.success ? (parsed.data as Envelope) : null;
  } catch {
    return null;
  }
}

export interface RedisFeedOptions {
  leaseMs?: number;
  compactEvery?: number;
}

export function createRedisFeed(options: RedisFeedOptions = {}): FeedFactory {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const compactEvery = options.compactEvery ?? COMPACT_EVERY;
  return ({ config, market, fetchSeed, local, logger }) => {
    if (!config.redis) throw new Error('the Redis feed needs REDIS_URL');
    const { url, prefix } = config.redis;
    const keys = {
      lease: `${prefix}priceboard:leader`,
      log: `${prefix}priceboard:log`,
      clock: `${prefix}priceboard:clock`,
      channel: `${prefix}priceboard:changes`,
    };
    const id = randomBytes(8).toString('hex');
    const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 3000 };
    const commands = new Redis(url, { ...redisOptions, connectionName: `priceboard-${id}` });
    const subscriber = new Redis(url, { ...redisOptions, connectionName: `priceboard-sub-${id}` });
    for (const client of [commands, subscriber]) {
      client.on('error', (error: Error) => logger.debug('redis error', { message: error.message }));
    }

    let role: 'leader' | 'follower' = 'follower';
    let stopped = false;
    let leaseTimer: NodeJS.Timeout | null = null;
    let driver: MarketDriver | null = null;
    let driverDone: Promise<void> | null = null;

    // ---- every instance: the board from the log and the channel --------------------------
    let epoch: string | null = null;
    let last = -1;
    let resyncing: Promise<void> | null = null;
    let buffered: string[] = [];

    const receive = (text: string) => {
      if (resyncing) {
        buffered.push(text);
        return;
      }
      const envelope = parseEnvelope(text);
      if (!envelope) {
        logger.warn('ignored a malformed board batch from Redis');
        return;
      }
      if (envelope.kind === 'image') {
        if (envelope.epoch === epoch && envelope.n <= last) return;
        epoch = envelope.epoch;
        last = envelope.n;
        local.load(envelope.image);
      } else if (envelope.epoch === epoch && envelope.n <= last) {
        return;
      } else if (envelope.epoch === epoch && envelope.n === last + 1) {
        last = envelope.n;
        local.apply(envelope.changes);
      } else {
        void resync();
      }
    };

    /** Reads the log (an image, then batches), then what arrived meanwhile. */
    const resync = (): Promise<void> => {
      resyncing ??= (async () => {
        try {
          const entries = await commands.lrange(keys.log, 0, -1);
          const envelopes = entries.map(parseEnvelope);
          const [head] = envelopes;
          if (head?.kind === 'image') {
            epoch = head.epoch;
            last = head.n;
            local.load(head.image);
            for (const envelope of envelopes.slice(1)) {
              if (envelope?.kind !== 'changes' || envelope.epoch !== epoch) continue;
              if (envelope.n !== last + 1) continue;
              last = envelope.n;
              local.apply(envelope.changes);
            }
          }
        } catch (error) {
          logger.warn('could not read the board log from Redis', {
            message: error instanceof Error ? error.message : String(error),
          });
        } finally {
          resyncing = null;
          const pending = buffered;
          buffered = [];
          for (const text of pending) receive(text);
        }
      })();
      return resyncing;
    };

    // ---- the leader: the engine, the log, the channel ---------------------------------------
    const shadow = new BoardState();
    let leaderEpoch = '';
    let n = 0;
    let writes: Promise<unknown> = Promise.resolve();

    const append = (envelope: Envelope, fresh: boolean) => {
      const text = JSON.stringify(envelope);
      const tx = commands.multi();
      if (fresh) tx.del(keys.log);
      tx.rpush(keys.log, text).pexpire(keys.log, CLOCK_TTL_MS).publish(keys.channel, text);
      // In order: a batch must not overtake the image before it.
      writes = writes.then(
        () => tx.exec(),
        () => tx.exec(),
      );
      writes.catch((error: unknown) =>
        logger.warn('could not publish a board batch', {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    };

    const compact = () => {
      const image = shadow.image();
      if (!image) return;
      const text = JSON.stringify({ kind: 'image', epoch: leaderEpoch, n, image });
      writes = writes.then(
        () =>
          commands
            .multi()
            .del(keys.log)
            .rpush(keys.log, text)
            .pexpire(keys.log, CLOCK_TTL_MS)
            .exec(),
        () => undefined,
      );
    };

    const lead = async () => {
      role = 'leader';
      logger.info('leading the market', { instance: id });
      await commands.set(keys.clock, String(Date.now()), 'PX', CLOCK_TTL_MS, 'NX');
      const startedAt = Number(await commands.get(keys.clock)) || Date.now();
      driver = new MarketDriver({
        market,
        clock: config.clock,
        randomSeed: config.randomSeed,
        intervalMs: config.pushIntervalMs,
        fetchSeed,
        startedAt,
        // Taken over from a leader: go on numbering after the board it left in Redis, and on
        // with its pass of the day.
        board: () => local.session,
        logger,
        onImage: (image) => {
          leaderEpoch = randomBytes(8).toString('hex');
          n = 0;
          shadow.load(image);
          append({ kind: 'image', epoch: leaderEpoch, n, image }, true);
        },
        onChanges: (changes) => {
          n += 1;
          shadow.apply(changes);
          append({ kind: 'changes', epoch: leaderEpoch, n, changes }, false);
          if (n % compactEvery === 0) compact();
        },
      });
      driverDone = driver.start();
    };

    const stepDown = () => {
      if (role !== 'leader') return;
      role = 'follower';
      logger.warn('lost the market lease; following', { instance: id });
      driver?.stop();
      driver = null;
    };

    const leaseTick = async () => {
      if (stopped) return;
      try {
        if (role === 'leader') {
          const kept = await commands.eval(
            RENEW,
            3,
            keys.lease,
            keys.clock,
            keys.log,
            id,
            leaseMs,
            CLOCK_TTL_MS,
          );
          if (kept !== 1) stepDown();
        } else if ((await commands.set(keys.lease, id, 'PX', leaseMs, 'NX')) === 'OK') {
          await lead();
        }
      } catch (error) {
        logger.warn('lease check failed', {
          message: error instanceof Error ? error.message : String(error),
        });
      }
    };

    return {
      get role() {
        return role;
      },
      async start() {
        await Promise.all([commands.connect(), subscriber.connect()]);
        subscriber.on('message', (channel: string, text: string) => {
          if (channel === keys.channel) receive(text);
        });
        await subscriber.subscribe(keys.channel);
        await resync();
        await leaseTick();
        leaseTimer = setInterval(() => void leaseTick(), Math.max(50, Math.floor(leaseMs / 3)));
      },
      async stop() {
        stopped = true;
        if (leaseTimer) clearInterval(leaseTimer);
        driver?.stop();
        await driverDone?.catch(() => {});
        await writes.catch(() => {});
        if (role === 'leader') await commands.eval(RELEASE, 1, keys.lease, id).catch(() => {});
        subscriber.disconnect();
        await commands.quit().catch(() => commands.disconnect());
      },
    };
  };
}

export const redisFeed: FeedFactory = createRedisFeed();
