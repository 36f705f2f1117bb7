import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { fakeMarket } from './fake-market';
import { startHarness, waitFor, type Harness } from './harness';
import { collectPushes, hubClient } from './hub-client';

describe('the hub test client', () => {
  let hub: Harness;
  beforeAll(async () => {
    hub = await startHarness({ market: fakeMarket() });
  });
  afterAll(() => hub.close());

  it.each([
    ['WebSockets', false, HttpTransportType.WebSockets],
    ['WebSockets', true, HttpTransportType.WebSockets],
    ['ServerSentEvents', false, HttpTransportType.ServerSentEvents],
    ['LongPolling', false, HttpTransportType.LongPolling],
  ] as const)(
    'connects over %s (skipNegotiation %s) and collects every push in order',
    async (_name, skipNegotiation, transport) => {
      const connection = hubClient(hub.hubUrl, { skipNegotiation, transport });
      const pushes = collectPushes(connection);
      try {
        await connection.start();
        expect(connection.state).toBe(HubConnectionState.Connected);
        await connection.invoke('UpdateParams', 'FPT');
        await waitFor(() => pushes.length >= 2, 5000, 'two pushes');
        const seqs = pushes.map((p) => p.session.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      } finally {
        await connection.stop();
      }
    },
  );
});
