import { Socket } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import type { BoardRow, StockPricePush } from '@brokerage/shared/market/board.ts';
import WebSocket from 'ws';
import { fakeMarket } from '../test/fake-market';
import { startHarness, waitFor, type Harness } from '../test/harness';
import { collectPushes, hubClient } from '../test/hub-client';
import { MessageType, RECORD_SEPARATOR as RS } from './protocol';

let hub: Harness;
const open: HubConnection[] = [];

beforeAll(async () => {
  // The market stands still: the only batches are the ones these tests publish.
  hub = await startHarness({ market: fakeMarket({ paused: () => true }) });
});

afterAll(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
  await hub.close();
});

async function subscribed(method: 'GetAllStocks' | 'UpdateParams', ...args: string[]) {
  const connection = hubClient(hub.hubUrl);
  const pushes = collectPushes(connection);
  open.push(connection);
  await connection.start();
  await connection.invoke(method, ...args);
  if (method === 'UpdateParams') await waitFor(() => pushes.length > 0, 5000, 'the first rows');
  pushes.length = 0;
  return { connection, pushes };
}

const row = (symbol: string): BoardRow => {
  const found = hub.board.row(symbol);
  if (!found) throw new Error(`no ${symbol} on the fixture board`);
  return found;
};

const symbolsOf = (pushes: StockPricePush[]) => pushes.map((p) => p.pb.map((r) => r.symbol));

interface HubRecord {
  type?: number;
  target?: string;
  arguments?: unknown[];
}

/**
 * A raw WebSocket connection, handshaken, with `invocation` (records) sent: every record it
 * receives, in order, once the answers to the invocations have come.
 */
async function rawConnection(hubUrl: string, ...invocation: string[]) {
  const ws = new WebSocket(hubUrl.replace(/^http/, 'ws'));
  const records: HubRecord[] = [];
  let tail = '';
  ws.on('message', (data: Buffer) => {
    const parts = (tail + data.toString()).split(RS);
    tail = parts.pop() ?? '';
    for (const part of parts) records.push(JSON.parse(part) as HubRecord);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(`{"protocol":"json","version":1}${RS}`);
  for (const text of invocation) ws.send(text);
  await waitFor(() => records.length > invocation.length, 5000, 'the answers');
  return { ws, records };
}

type Raw = Awaited<ReturnType<typeof rawConnection>>;

const invocation = (target: string, ...args: string[]) =>
  `${JSON.stringify({ type: MessageType.Invocation, invocationId: '1', target, arguments: args })}${RS}`;

/** The pushes among a connection's records. */
const pushesIn = (records: HubRecord[]) =>
  records
    .filter((r) => r.type === MessageType.Invocation && r.target === 'updateStockPrice')
    .map((r) => r.arguments?.[0] as StockPricePush);

describe('the fan-out', () => {
  it('sends each connection its part of a batch, keeps sentAt, and follows a subscription that changed', async () => {
    const fpt = await subscribed('UpdateParams', 'FPT');
    const alsoFpt = await subscribed('UpdateParams', 'FPT');
    const shs = await subscribed('UpdateParams', 'SHS');
    const whole = await subscribed('GetAllStocks');
    const session = hub.board.session;
    if (!session) throw new Error('not seeded');

    hub.hub.publish({ session, pb: [row('FPT'), row('SHS')], tl: [], mi: [] }, 1_234);
    const everyone = [fpt, alsoFpt, shs, whole];
    await waitFor(() => everyone.every((c) => c.pushes.length === 1), 5000, 'one push each');
    expect(symbolsOf(fpt.pushes)).toEqual([['FPT']]);
    expect(symbolsOf(alsoFpt.pushes)).toEqual([['FPT']]);
    expect(symbolsOf(shs.pushes)).toEqual([['SHS']]);
    expect(symbolsOf(whole.pushes)).toEqual([['FPT', 'SHS']]);
    // The stamp the batch was published with, not the time each connection's frame was written.
    expect(everyone.map((c) => c.pushes[0]?.sentAt)).toEqual([1_234, 1_234, 1_234, 1_234]);

    // One connection now follows SHS too; a batch of SHS alone skips those following FPT only.
    await fpt.connection.invoke('UpdateParams', 'SHS');
    await waitFor(() => fpt.pushes.length > 0, 5000, 'the SHS rows');
    fpt.pushes.length = 0;
    hub.hub.publish({ session, pb: [row('SHS')], tl: [], mi: [] }, 1_235);
    hub.hub.publish({ session, pb: [row('FPT')], tl: [], mi: [] }, 1_236);
    await waitFor(() => alsoFpt.pushes.length === 2, 5000, 'the FPT batch');
    await waitFor(
      () => whole.pushes.length === 3 && fpt.pushes.length === 2 && shs.pushes.length === 2,
      5000,
      'the rest',
    );
    expect(symbolsOf(fpt.pushes)).toEqual([['SHS'], ['FPT']]);
    expect(alsoFpt.pushes.map((p) => p.sentAt)).toEqual([1_234, 1_236]);
    expect(symbolsOf(shs.pushes)).toEqual([['SHS'], ['SHS']]);
    expect(symbolsOf(whole.pushes)).toEqual([['FPT', 'SHS'], ['SHS'], ['FPT']]);
  });

  it('sends put-through deals to the connections that asked for the whole board, and to no one else', async () => {
    const fpt = await subscribed('UpdateParams', 'FPT');
    const whole = await subscribed('GetAllStocks');
    const session = hub.board.session;
    if (!session) throw new Error('not seeded');
    const deal = {
      seq: session.seq,
      symbol: 'VCB',
      exchange: 'HOSE' as const,
      time: '10:00:00',
      price: 61_200,
      volume: 50_000,
      value: 3_060_000_000,
    };
    // A batch of deals only: a push to the whole board, nothing to a follower of FPT.
    hub.hub.publish({ session, pb: [], tl: [], mi: [], pt: [deal] }, 2_000);
    hub.hub.publish({ session, pb: [row('FPT')], tl: [], mi: [] }, 2_001);
    await waitFor(() => whole.pushes.length === 2 && fpt.pushes.length === 1, 5000, 'the pushes');
    expect(whole.pushes.map((p) => p.pt)).toEqual([[deal], undefined]);
    expect(fpt.pushes.map((p) => [p.sentAt, p.pt])).toEqual([[2_001, undefined]]);
  });

  it('answers GetAllStocks with the day’s put-through deals so far', async () => {
    const session = hub.board.session;
    if (!session) throw new Error('not seeded');
    const deal = {
      seq: session.seq + 1,
      symbol: 'FPT',
      exchange: 'HOSE' as const,
      time: '10:05:00',
      price: row('FPT').reference,
      volume: 40_000,
      value: row('FPT').reference * 40_000,
    };
    hub.board.apply({ session: { ...session, seq: deal.seq }, pb: [], tl: [], mi: [], pt: [deal] });
    const connection = hubClient(hub.hubUrl);
    open.push(connection);
    await connection.start();
    const result = await connection.invoke<{ pt?: unknown[] }>('GetAllStocks');
    expect(result.pt).toContainEqual(deal);
  });

  it('serialises and frames each distinct push once and writes that buffer to all its subscribers', async () => {
    const groups = {
      FPT: Array.from({ length: 20 }, () => invocation('UpdateParams', 'FPT')),
      SHS: Array.from({ length: 20 }, () => invocation('UpdateParams', 'SHS')),
      VCB: Array.from({ length: 5 }, () => invocation('UpdateParams', 'VCB')),
      whole: Array.from({ length: 10 }, () => invocation('GetAllStocks')),
    };
    // A hub of its own: the connections of the test above would add payloads of their own.
    const alone = await startHarness({
      env: { HUB_MAX_CONNECTIONS_PER_ADDRESS: '100' },
      market: fakeMarket({ paused: () => true }),
    });
    const connections: Partial<Record<keyof typeof groups, Raw[]>> = {};
    const all: Raw[] = [];
    const rowOf = (symbol: string): BoardRow => {
      const found = alone.board.row(symbol);
      if (!found) throw new Error(`no ${symbol} on the fixture board`);
      return found;
    };
    try {
      for (const [name, texts] of Object.entries(groups) as [keyof typeof groups, string[]][]) {
        const opened = await Promise.all(texts.map((text) => rawConnection(alone.hubUrl, text)));
        connections[name] = opened;
        all.push(...opened);
      }
      const whole = connections.whole ?? [];
      // The handshake, the completion and, for a symbol, the rows it starts with.
      await waitFor(
        () => all.every((c) => c.records.length === (whole.includes(c) ? 2 : 3)),
        5000,
        'the first rows',
      );
      const before = new Map(all.map((c) => [c, c.records.length]));
      const session = alone.board.session;
      if (!session) throw new Error('not seeded');

      const stringify = vi.spyOn(JSON, 'stringify');
      const write = vi.spyOn(Socket.prototype, 'write');
      try {
        alone.hub.publish({ session, pb: [rowOf('FPT'), rowOf('SHS')], tl: [], mi: [] }, 2_000);
        // Three payloads (FPT, SHS, the whole board's): VCB's subscribers have nothing to hear.
        expect(stringify).toHaveBeenCalledTimes(3);
        const frames = write.mock.calls.map(([chunk]) => chunk as Buffer);
        expect(frames).toHaveLength(50);
        expect(new Set(frames).size).toBe(3);
      } finally {
        stringify.mockRestore();
        write.mockRestore();
      }
      alone.hub.publish({ session, pb: [rowOf('VCB')], tl: [], mi: [] }, 2_001);

      const received = (c: Raw) => pushesIn(c.records.slice(before.get(c)));
      await waitFor(
        () => all.every((c) => received(c).length === (whole.includes(c) ? 2 : 1)),
        5000,
        'both batches',
      );
      const seen = (name: keyof typeof groups) =>
        new Set(
          (connections[name] ?? []).map((c) =>
            JSON.stringify(received(c).map((p) => [p.sentAt, p.pb.map((r) => r.symbol)])),
          ),
        );
      expect(seen('FPT')).toEqual(new Set([JSON.stringify([[2_000, ['FPT']]])]));
      expect(seen('SHS')).toEqual(new Set([JSON.stringify([[2_000, ['SHS']]])]));
      expect(seen('VCB')).toEqual(new Set([JSON.stringify([[2_001, ['VCB']]])]));
      expect(seen('whole')).toEqual(
        new Set([
          JSON.stringify([
            [2_000, ['FPT', 'SHS']],
            [2_001, ['VCB']],
          ]),
        ]),
      );
    } finally {
      for (const { ws } of all) ws.close();
      await alone.close();
    }
  });
});

describe('keep-alive', () => {
  it('pings only the connections nothing was sent to for the keep-alive interval', async () => {
    const quiet = await startHarness({
      env: { HUB_KEEPALIVE_MS: '300' },
      market: fakeMarket({ paused: () => true }),
    });
    const sockets: WebSocket[] = [];
    /** A raw connection: the message types it receives, in order. */
    const open = async (...texts: string[]) => {
      const connection = await rawConnection(quiet.hubUrl, ...texts);
      sockets.push(connection.ws);
      return { ws: connection.ws, types: () => connection.records.map((r) => r.type ?? 0) };
    };
    try {
      const busy = await open(invocation('UpdateParams', 'FPT'));
      const idle = await open();
      const session = quiet.board.session;
      const fpt = quiet.board.row('FPT');
      if (!session || !fpt) throw new Error('not seeded');
      // Batches of FPT alone, far more often than the interval: `busy` gets each, `idle` none.
      const end = Date.now() + 1_200;
      while (Date.now() < end) {
        for (const { ws } of [busy, idle]) ws.send(`{"type":6}${RS}`);
        quiet.hub.publish({ session, pb: [fpt], tl: [], mi: [] });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(idle.types().filter((t) => t === MessageType.Ping).length).toBeGreaterThan(0);
      expect(busy.types().filter((t) => t === MessageType.Invocation).length).toBeGreaterThan(10);
      expect(busy.types()).not.toContain(MessageType.Ping);
    } finally {
      for (const ws of sockets) ws.close();
      await quiet.close();
    }
  });
});
