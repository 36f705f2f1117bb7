import { HubConnectionState } from '@microsoft/signalr';
import { fakeMarket } from './fake-market';
import { startHarness, waitFor, type Harness } from './harness';
import { collectPushes, hubClient } from './hub-client';

describe('the hub test client', () => {
  let hub: Harness;
  beforeAll(async () => {
    hub = await startHarness({ market: fakeMarket() });
  });
  afterAll(() => hub.close());

  it.each([false, true])(
    'connects over WebSockets (skipNegotiation %s) and collects every push in order',
    async (skipNegotiation) => {
      const connection = hubClient(hub.hubUrl, { skipNegotiation });
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
