/**
 * Two price-board instances sharing one market through Redis (TEST_REDIS_URL; CI provides it
 * and fails without it): one leads and runs the engine, both fan the same ticks out.
 */
import { randomBytes } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import type { AllStocksResult, StockPricePush } from '@brokerage/shared/market/board.ts';
import { Redis } from 'ioredis';
import { fakeMarket } from '../test/fake-market';
import { startHarness, waitFor, type Harness } from '../test/harness';
import { collectPushes, hubClient } from '../test/hub-client';
import { createRedisFeed } from './redis-feed';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI) throw new Error('TEST_REDIS_URL must be set in CI (see .ci/run)');

const withoutSentAt = ({ sentAt: _, ...rest }: StockPricePush) => rest;

describe.skipIf(!redisUrl)('two instances sharing a market through Redis', () => {
  // Every instance of this file shares one prefix; other runs use others.
  const prefix = `pbtest-${randomBytes(4).toString('hex')}:`;
  let paused = false;
  const instances: Harness[] = [];
  const clients: HubConnection[] = [];

  async function instance(): Promise<Harness> {
    const h = await startHarness({
      env: {
        REDIS_URL: redisUrl ?? '',
        REDIS_PREFIX: prefix,
        PUSH_INTERVAL_MS: '50',
      },
      market: fakeMarket({ perAdvance: 2, paused: () => paused, putThrough: true }),
      feed: createRedisFeed({ leaseMs: 600, compactEvery: 10 }),
    });
    instances.push(h);
    return h;
  }

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    for (const h of instances) await h.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('one leads; a client on either instance sees the same board and the same ticks', async () => {
    const a = await instance();
    const b = await instance();
    expect([a.feed.role, b.feed.role].sort()).toEqual(['follower', 'leader']);
    // The leader renews its lease, and with it the replay clock's start and the log, which
    // outlive it by a day: past several lease periods there is still exactly one leader, and
    // neither key is left without an expiry.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect([a.feed.role, b.feed.role].sort()).toEqual(['follower', 'leader']);
    const redis = new Redis(redisUrl ?? '');
    for (const key of ['log', 'clock']) {
      expect(await redis.pttl(`${prefix}priceboard:${key}`), key).toBeGreaterThan(3_600_000);
    }
    redis.disconnect();

    const [onA, onB] = [
      hubClient(a.hubUrl, { skipNegotiation: true }),
      hubClient(b.hubUrl, { skipNegotiation: true }),
    ];
    clients.push(onA, onB);
    const [pushesA, pushesB] = [collectPushes(onA), collectPushes(onB)];
    await Promise.all([onA.start(), onB.start()]);
    await Promise.all([
      onA.invoke('UpdateParams', 'FPT,SHS'),
      onB.invoke('UpdateParams', 'FPT,SHS'),
    ]);
    await Promise.all([onA.invoke('GetAllStocks'), onB.invoke('GetAllStocks')]);

    const target = Math.max(a.board.seq, b.board.seq) + 40;
    const reached = (pushes: StockPricePush[]) => pushes.some((p) => p.session.seq >= target);
    await waitFor(() => reached(pushesA) && reached(pushesB), 10_000, 'ticks on both');
    const bySeq = (pushes: StockPricePush[]) =>
      new Map(pushes.filter((p) => p.mi.length > 0).map((p) => [p.session.seq, withoutSentAt(p)]));
    const [ticksA, ticksB] = [bySeq(pushesA), bySeq(pushesB)];
    const common = [...ticksA.keys()].filter((seq) => ticksB.has(seq));
    expect(common.length).toBeGreaterThan(5);
    for (const seq of common) expect(ticksB.get(seq)).toEqual(ticksA.get(seq));
    expect(pushesA.some((p) => p.tl.some((t) => t.symbol === 'SHS'))).toBe(true);

    // With the market still, every answer is the same on both.
    paused = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [boardA, boardB] = await Promise.all([
      onA.invoke<AllStocksResult>('GetAllStocks'),
      onB.invoke<AllStocksResult>('GetAllStocks'),
    ]);
    expect(boardB).toEqual(boardA);
    const amw = (h: Harness) =>
      fetch(`${h.origin}/priceboard/Acc/amw`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'isReqMK=true&isReqTL=true&tlSymbol=FPT',
      }).then((r) => r.json());
    expect(await amw(b)).toEqual(await amw(a));
    paused = false;
  });

  it('joins late with the same board, and takes over when the leader goes', async () => {
    const late = await instance();
    expect(late.feed.role).toBe('follower');
    paused = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const leader = instances.find((h) => h.feed.role === 'leader');
    expect(late.board.snapshot()).toEqual(leader?.board.snapshot());
    expect(late.board.trades('FPT')).toEqual(leader?.board.trades('FPT'));
    expect(late.board.putThroughDeals().length).toBeGreaterThan(0);
    expect(late.board.putThroughDeals()).toEqual(leader?.board.putThroughDeals());
    // The log was rewritten as one image every 10 batches: the late one started from one.
    const redis = new Redis(redisUrl ?? '');
    try {
      expect(await redis.llen(`${prefix}priceboard:log`)).toBeLessThanOrEqual(11);
    } finally {
      redis.disconnect();
    }
    paused = false;

    const onLate = hubClient(late.hubUrl, { skipNegotiation: true });
    clients.push(onLate);
    const pushes = collectPushes(onLate);
    await onLate.start();
    await onLate.invoke('GetAllStocks');
    const seqBefore = () => Math.max(0, ...pushes.map((p) => p.session.seq));
    await waitFor(() => seqBefore() > 0, 5000, 'ticks from the first leader');
    await leader?.close();
    instances.splice(instances.indexOf(leader!), 1);
    await waitFor(() => instances.some((h) => h.feed.role === 'leader'), 5000, 'a new leader');
    const count = pushes.length;
    const handedOver = seqBefore();
    const pass = pushes.at(-1)?.session.startSeq;
    expect(pass).toBeDefined();
    await waitFor(() => pushes.length > count + 5, 5000, 'ticks from the new leader');
    expect(instances.every((h) => h.board.session !== null)).toBe(true);
    // The new leader numbers after the board it took over: its image and ticks are newer than
    // anything a client holds (clients keep the row of the higher sequence), never older.
    const fromNewLeader = pushes.slice(count);
    for (const push of fromNewLeader) {
      expect(push.session.seq).toBeGreaterThan(handedOver);
      for (const row of push.pb) expect(row.seq).toBeGreaterThan(handedOver);
      // It goes on with the same pass of the day: clients keep their tape.
      expect(push.session.startSeq).toBe(pass);
    }
  });

  it('never goes back, even when every instance restarts and Redis has lost the board', async () => {
    const before = Math.max(...instances.map((h) => h.board.seq));
    expect(before).toBeGreaterThan(0);
    for (const h of instances.splice(0)) await h.close();
    const redis = new Redis(redisUrl ?? '');
    try {
      await redis.del(`${prefix}priceboard:log`, `${prefix}priceboard:leader`);
    } finally {
      redis.disconnect();
    }
    const restarted = await instance();
    await waitFor(() => restarted.feed.role === 'leader', 5000, 'the restarted leader');
    await waitFor(() => restarted.board.seq > 0, 5000, 'its board');
    expect(Math.min(...restarted.board.rows().map((row) => row.seq))).toBeGreaterThan(before);
  });
});
