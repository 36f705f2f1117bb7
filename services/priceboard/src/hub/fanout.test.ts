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
});

describe('keep-alive', () => {
  it('pings only the connections nothing was sent to for the keep-alive interval', async () => {
    const quiet = await startHarness({
      env: { HUB_KEEPALIVE_MS: '300' },
      market: fakeMarket({ paused: () => true }),
    });
    const sockets: WebSocket[] = [];
    /** A raw connection: the message types it receives, in order. */
    const open = async (...invocation: string[]) => {
      const ws = new WebSocket(quiet.hubUrl.replace(/^http/, 'ws'));
      sockets.push(ws);
      const types: number[] = [];
      let tail = '';
      ws.on('message', (data: Buffer) => {
        const parts = (tail + data.toString()).split(RS);
        tail = parts.pop() ?? '';
        for (const part of parts) types.push((JSON.parse(part) as { type?: number }).type ?? 0);
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.send(`{"protocol":"json","version":1}${RS}`);
      for (const text of invocation) ws.send(text);
      await waitFor(() => types.length > invocation.length, 5000, 'the answers');
      return { ws, types };
    };
    try {
      const busy = await open(
        `{"type":1,"invocationId":"1","target":"UpdateParams","arguments":["FPT"]}${RS}`,
      );
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
      expect(idle.types.filter((t) => t === MessageType.Ping).length).toBeGreaterThan(0);
      expect(busy.types.filter((t) => t === MessageType.Invocation).length).toBeGreaterThan(10);
      expect(busy.types).not.toContain(MessageType.Ping);
    } finally {
      for (const ws of sockets) ws.close();
      await quiet.close();
    }
  });
});
