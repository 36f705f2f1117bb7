import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLUSTER, pidListeningOn } from '../support/cluster';
import { DEMO_AN, DEMO_PASSWORD } from '../support/customer-auth';

/**
 * The production topology on this machine (`npm run start:cluster`): two API replicas on one
 * PostgreSQL, Redis and S3 server, the proxy balancing over them. One replica is killed with
 * SIGKILL in the middle of a stream of requests; nothing the proxy could retry is lost, a login
 * made before the kill still works, and a rate limit counted on one replica holds on the other.
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
