import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { BoardRow, StockPricePush } from '@brokerage/shared/market/board.ts';
import { fakeMarket } from '../test/fake-market';
import { startHarness, waitFor, type Harness } from '../test/harness';

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
  const connection = new HubConnectionBuilder()
    .withUrl(hub.hubUrl, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const pushes: StockPricePush[] = [];
  connection.on('updateStockPrice', (push: StockPricePush) => {
    pushes.push(push);
  });
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
