import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLUSTER, pidListeningOn } from '../support/cluster';
import { DEMO_AN, DEMO_PASSWORD } from '../support/customer-auth';
import { HISTORY, text } from '../analysis/liveTexts';

/**
 * The production topology on this machine (`npm run start:cluster`): two API replicas on one
 * PostgreSQL, Redis and S3 server, two price-board instances on one market through Redis, the
 * proxy balancing over both pools. One replica is killed with SIGKILL in the middle of a stream
 * of requests; nothing the proxy could retry is lost, a login made before the kill still works,
 * and a rate limit counted on one replica holds on the other. Hub clients that landed on
 * different board instances see the same board, and with one instance killed a new connection
 * still opens.
 */
test.describe.configure({ mode: 'serial' });

const [api1, api2] = CLUSTER.apiPorts.map((port) => `http://127.0.0.1:${port}`);
/** A documentation address (RFC 5737): its own rate-limit buckets, trusted from loopback. */
const VISITOR = { 'x-forwarded-for': '203.0.113.77' };
const HOME = '/api/v1/pages/static/home-page?locale=vi';

let token = '';

const subscribe = (request: APIRequestContext, replica: string, n: number) =>
  request.post(`${replica}/api/v1/newsletter-subscriptions?locale=en`, {
    headers: VISITOR,
    data: { email: `cluster-smoke-${n}@example.com` },
  });

test('both replicas are ready and the proxy serves pages and the API', async ({
  page,
  request,
}) => {
  for (const replica of [api1, api2]) {
    const res = await request.get(`${replica}/readyz`);
    expect(res.status(), replica).toBe(200);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await request.get(HOME)).status()).toBe(200);
});

test('a customer logs in, and a form limit starts counting on api-1', async ({ request }) => {
  const login = await request.post('/api/v1/customers/auth/login', {
    data: { accountNumber: DEMO_AN.accountNumber, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  expect(token).toMatch(/^\S{20,}$/);

  // Two of the visitor's three form posts go to api-1 itself.
  for (const n of [1, 2]) expect((await subscribe(request, api1!, n)).status()).toBeLessThan(300);
});

test('killing api-1 mid-stream loses no request, and the login still works', async ({
  request,
}) => {
  const statuses: number[] = [];
  let killed = false;
  const stream = async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await request.get(HOME);
      statuses.push(res.status());
      if (statuses.length === 20 && !killed) {
        killed = true;
        process.kill(pidListeningOn(CLUSTER.apiPorts[0]), 'SIGKILL');
      }
    }
  };
  // Four visitors at once, so requests are in flight on api-1 when it dies.
  await Promise.all([stream(), stream(), stream(), stream()]);
  expect(killed).toBe(true);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  const me = await request.get('/api/v1/customers/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
});

test('the limit counted on api-1 holds on api-2', async ({ request }) => {
  // The third post of the window is allowed, the fourth refused, on the other replica.
  expect((await subscribe(request, api2!, 3)).status()).toBeLessThan(300);
  const refused = await subscribe(request, api2!, 4);
  expect(refused.status()).toBe(429);
  expect(refused.headers()['retry-after']).toBeTruthy();
});

test('the launcher brings api-1 back, and it knows the session too', async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`${api1}/readyz`).catch(() => null))?.status(), {
      timeout: 45_000,
    })
    .toBe(200);
  const me = await request.get(`${api1}/api/v1/customers/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
});

const boardOrigins = CLUSTER.priceboardPorts.map((port) => `http://127.0.0.1:${port}`);

/** Each board instance's open hub connections, asked of the instance itself. */
async function boardConnections(request: APIRequestContext): Promise<number[]> {
  return Promise.all(
    boardOrigins.map(async (origin) => {
      const res = await request.get(`${origin}/priceboard/`);
      return ((await res.json()) as { connections: number }).connections;
    }),
  );
}

interface BoardAnswer {
  session: { sessionDate: string; seq: number };
  pb: Array<{ symbol: string; seq: number }>;
  mi: Array<{ seq: number }>;
}

/**
 * A SignalR JSON-protocol client in the page, by hand as stack-notes §4 traces it: negotiate
 * through the proxy, then the WebSocket with the connection token (the proxy picks an instance
 * for each, round robin), the handshake, invocations. The page is the board's own status JSON,
 * so no site script opens a connection of its own beside these.
 */
async function installHubClient(page: Page): Promise<void> {
  await page.goto('/priceboard/');
  await page.evaluate(() => {
    const RS = '\x1e';
    const hub = `${location.origin}/priceboard/hubs/priceboard`;
    interface Connection {
      ws: WebSocket;
      pending: Map<string, (message: { result?: unknown; error?: string }) => void>;
      next: number;
    }
    const connections: Connection[] = [];
    const client = {
      async open(): Promise<number> {
        const res = await fetch(`${hub}/negotiate?negotiateVersion=1`, { method: 'POST' });
        if (!res.ok) throw new Error(`negotiate answered ${res.status}`);
        const { connectionToken } = (await res.json()) as { connectionToken: string };
        const ws = new WebSocket(
          `${hub.replace(/^http/, 'ws')}?id=${encodeURIComponent(connectionToken)}`,
        );
        const connection: Connection = { ws, pending: new Map(), next: 0 };
        let tail = '';
        await new Promise<void>((resolve, reject) => {
          ws.onopen = () => ws.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`);
          ws.onerror = () => reject(new Error('the hub socket failed'));
          ws.onmessage = (event: MessageEvent<string>) => {
            const records = (tail + event.data).split(RS);
            tail = records.pop() ?? '';
            for (const record of records) {
              const message = JSON.parse(record) as {
                type?: number;
                invocationId?: string;
                result?: unknown;
                error?: string;
              };
              if (message.type === undefined) {
                if (message.error) reject(new Error(message.error));
                else resolve();
              } else if (message.type === 3 && message.invocationId !== undefined) {
                connection.pending.get(message.invocationId)?.(message);
                connection.pending.delete(message.invocationId);
              }
            }
          };
        });
        connections.push(connection);
        return connections.length - 1;
      },
      invoke(index: number, target: string): Promise<{ result?: unknown; error?: string }> {
        const connection = connections[index];
        if (!connection) throw new Error(`no connection ${index}`);
        const invocationId = String(connection.next++);
        return new Promise((resolve) => {
          connection.pending.set(invocationId, resolve);
          connection.ws.send(
            `${JSON.stringify({ type: 1, invocationId, target, arguments: [] })}${RS}`,
          );
        });
      },
    };
    (window as unknown as { hubClient: typeof client }).hubClient = client;
  });
}

type HubClientWindow = Window & {
  hubClient: {
    open(): Promise<number>;
    invoke(index: number, target: string): Promise<{ result?: unknown; error?: string }>;
  };
};

const openHub = (page: Page) =>
  page.evaluate(() => (window as unknown as HubClientWindow).hubClient.open());

/** GetAllStocks on two connections at once; the session and each row's sequence number. */
const boardsOn = (page: Page, a: number, b: number) =>
  page.evaluate(
    async ([first, second]) => {
      const { hubClient } = window as unknown as HubClientWindow;
      const answers = await Promise.all([
        hubClient.invoke(first!, 'GetAllStocks'),
        hubClient.invoke(second!, 'GetAllStocks'),
      ]);
      return answers.map((answer) => {
        if (answer.error !== undefined) throw new Error(answer.error);
        const board = answer.result as BoardAnswer;
        return {
          sessionDate: board.session.sessionDate,
          seq: board.session.seq,
          rows: board.pb.map((row) => `${row.symbol}@${row.seq}`).sort(),
          indices: board.mi.map((row) => row.seq),
        };
      });
    },
    [a, b],
  );

test('hub clients on both board instances, through the proxy, see the same board', async ({
  page,
  request,
}) => {
  for (const origin of boardOrigins) {
    expect((await request.get(`${origin}/readyz`)).status(), origin).toBe(200);
  }
  await installHubClient(page);
  // Open connections until one sits on each instance (the proxy alternates; a negotiate and
  // its socket may land on different instances, which the shared token secret allows).
  const onInstance = new Map<number, number>();
  for (let i = 0; i < 6 && onInstance.size < 2; i += 1) {
    const before = await boardConnections(request);
    const index = await openHub(page);
    const after = await boardConnections(request);
    const instance = after.findIndex((count, n) => count > before[n]!);
    expect(instance, 'the new connection is counted on one instance').toBeGreaterThanOrEqual(0);
    if (!onInstance.has(instance)) onInstance.set(instance, index);
  }
  expect([...onInstance.keys()].sort()).toEqual([0, 1]);
  const [a, b] = [onInstance.get(0)!, onInstance.get(1)!];

  // The board moves between two calls now and then: asked together until both answer at the
  // same sequence number, they must agree on everything.
  const agreed: Array<Awaited<ReturnType<typeof boardsOn>>> = [];
  await expect
    .poll(
      async () => {
        const pair = await boardsOn(page, a, b);
        if (pair[0]!.seq === pair[1]!.seq) agreed.push(pair);
        return agreed.length > 0;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  const [first, second] = agreed[0]!;
  expect(second).toEqual(first);
  expect(first!.rows.length).toBeGreaterThan(0);
});

test('with one board instance killed, new hub connections through the proxy still open', async ({
  page,
  request,
}) => {
  await installHubClient(page);
  process.kill(pidListeningOn(CLUSTER.priceboardPorts[1]), 'SIGKILL');
  // Every new connection: the proxy skips the dead instance for the negotiate and the socket.
  for (let i = 0; i < 4; i += 1) {
    const index = await openHub(page);
    const answer = await page.evaluate(
      (n) => (window as unknown as HubClientWindow).hubClient.invoke(n, 'GetAllStocks'),
      index,
    );
    expect(answer.error).toBeUndefined();
    expect((answer.result as BoardAnswer).pb.length).toBeGreaterThan(0);
  }
  // The launcher brings it back, seeded from the market in Redis.
  await expect
    .poll(
      async () => (await request.get(`${boardOrigins[1]}/readyz`).catch(() => null))?.status(),
      { timeout: 45_000 },
    )
    .toBe(200);
});

test('every board instance killed: the page says live data is unavailable, and is live again once the launcher restarts them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${HISTORY.vi}?stock_symbol=FPT`);
  const status = page.getByTestId('live-status').first();
  await expect(status).toHaveAttribute('data-live-status', 'live', { timeout: 30_000 });
  const price = page.getByTestId('quote-price');
  await expect(price).not.toHaveText('-');

  for (const port of CLUSTER.priceboardPorts) process.kill(pidListeningOn(port), 'SIGKILL');
  await expect(status).not.toHaveAttribute('data-live-status', 'live', { timeout: 30_000 });
  await expect(status.getByText(text('vi', 'live.unavailable'))).toBeVisible();
  // The figures stay on the page while the board is away.
  await expect(price).not.toHaveText('-');

  // The launcher restarts them; they take the market back from Redis, and the page reconnects.
  await expect
    .poll(
      async () =>
        Promise.all(
          boardOrigins.map(async (origin) =>
            (await request.get(`${origin}/readyz`).catch(() => null))?.status(),
          ),
        ),
      { timeout: 60_000 },
    )
    .toEqual(boardOrigins.map(() => 200));
  await expect(status).toHaveAttribute('data-live-status', 'live', { timeout: 60_000 });
  await expect(status.getByText(text('vi', 'live.unavailable'))).toBeHidden();
  await expect(price).not.toHaveText('-');

  // The old leader's lease lapses and a restarted instance leads, with a new epoch: the page
  // keeps its figures through the new leader's first image and goes on moving.
  const leaders = async () =>
    (
      await Promise.all(
        boardOrigins.map(async (origin) => {
          const answer = await request.get(`${origin}/priceboard/`).catch(() => null);
          return answer?.ok() ? ((await answer.json()) as { role: string }).role : 'down';
        }),
      )
    ).filter((role) => role === 'leader').length;
  await expect.poll(leaders, { timeout: 30_000 }).toBe(1);
  // FPT's volume grows under the new leader (at 3x it can go a couple of board minutes, some
  // 40 s, without a match).
  const volume = page.getByTestId('quote-volume');
  const before = await volume.textContent();
  await expect(volume).not.toHaveText(before ?? '', { timeout: 90_000 });
  await expect(price).not.toHaveText('-');
  await expect(status).toHaveAttribute('data-live-status', 'live');
});
