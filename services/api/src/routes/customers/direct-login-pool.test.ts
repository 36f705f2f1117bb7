import type * as Passwords from '../../lib/security/passwords';
import { testClock, useTestApp } from '../../test/build-test-app';
import { errorOf } from '../../test/responses';
import { AN, DEMO_PASSWORD, postLogin } from '../../../test/customers';
import { RECRUITMENT } from '../../test/recruitment';

/**
 * Every argon2 check the login makes, held until the test lets it go: the pool stays full for
 * as long as a test needs, without any timing.
 */
const hashes = vi.hoisted(() => ({
  calls: 0,
  held: false,
  waiting: [] as (() => void)[],
  release() {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  },
}));
vi.mock('../../lib/security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  const gated = async <T>(check: () => Promise<T>) => {
    hashes.calls += 1;
    if (hashes.held) await new Promise<void>((go) => hashes.waiting.push(go));
    return check();
  };
  return {
    ...original,
    verifyPassword: (hash: string, password: string) =>
      gated(() => original.verifyPassword(hash, password)),
    dummyVerify: (password: string) => gated(() => original.dummyVerify(password)),
  };
});

/** Each its own /24, so the per-network share does not decide (one test checks it). */
let nextNetwork = 1;
const networkAddress = () => `10.${nextNetwork++}.0.7`;

/** Polling for answers that come when the app gets to them (PGlite on a busy machine). */
const WAIT = { timeout: 30_000, interval: 20 };

type Answer = Awaited<ReturnType<typeof postLogin>>;

/** Requests on their way: the answers so far, and all of them once they are in. */
function launch(requests: Promise<Answer>[]) {
  const settled: Answer[] = [];
  for (const request of requests) void request.then((res) => settled.push(res));
  return { settled, all: Promise.all(requests) };
}

const CONCURRENCY = 1;
const QUEUE = 4;
/** A quarter of the queue is kept for known devices. */
const UNKNOWN_PLACES = CONCURRENCY + QUEUE - 1;

describe('POST customers/auth/login: the bounded password-hashing pool', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({
    now: clock.now,
    env: {
      LOGIN_HASH_CONCURRENCY: String(CONCURRENCY),
      LOGIN_HASH_QUEUE: String(QUEUE),
      LOGIN_HASH_QUEUE_PER_NETWORK: '2',
      // Held hashes take as long as a test holds them: the pool's limit by likely wait
      // (boundedPool.test.ts) would refuse by the mean of those instead of by count.
      LOGIN_HASH_MAX_WAIT_MS: '60000',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  });
  beforeEach(() => {
    hashes.calls = 0;
    clock.advance(60 * 60_000);
  });
  afterEach(() => hashes.release());

  const wrongLogins = (n: number, address: () => string = networkAddress) =>
    Array.from({ length: n }, (_, i) =>
      postLogin(app, { accountNumber: AN, password: `wrong-${i}` }, { remoteAddress: address() }),
    );

  it('answers a burst beyond its capacity at once with 429 login_busy, without hashing', async () => {
    hashes.held = true;
    const burst = launch(wrongLogins(12));
    // The refused answer while the admitted ones are still held.
    await vi.waitFor(() => expect(burst.settled).toHaveLength(12 - UNKNOWN_PLACES), WAIT);
    for (const res of burst.settled) {
      expect(res.statusCode).toBe(429);
      expect(errorOf(res)?.code).toBe('login_busy');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(hashes.calls).toBeLessThanOrEqual(CONCURRENCY + QUEUE);

    // Another route answers as usual meanwhile.
    const health = await app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);

    hashes.release();
    const statuses = (await burst.all).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(UNKNOWN_PLACES);
    expect(hashes.calls).toBe(UNKNOWN_PLACES);
  });

  it('lets one network hold only its share of the queue', async () => {
    hashes.held = true;
    const burst = launch(wrongLogins(6, () => `10.200.0.${nextNetwork++ % 250}`));
    await vi.waitFor(() => expect(burst.settled).toHaveLength(4), WAIT);
    // Two of its six are admitted, though the pool has room for four strangers.
    expect(burst.settled.map((res) => errorOf(res)?.code)).toEqual(Array(4).fill('login_busy'));
    hashes.release();
    expect((await burst.all).filter((res) => res.statusCode === 401)).toHaveLength(2);
  });

  it('admits a known device while strangers are refused', async () => {
    const owner = await postLogin(app, { accountNumber: AN, password: DEMO_PASSWORD });
    const device = owner.cookies.find((c) => c.name === 'login_device');
    expect(device).toBeDefined();
    hashes.held = true;
    // One more stranger than they have places: once one is refused, the places are all taken.
    const strangers = launch(wrongLogins(UNKNOWN_PLACES + 1));
    await vi.waitFor(() => expect(strangers.settled).toHaveLength(1), WAIT);
    expect(errorOf(strangers.settled[0]!)?.code).toBe('login_busy');

    const known = launch([
      postLogin(
        app,
        { accountNumber: AN, password: DEMO_PASSWORD },
        { headers: { cookie: `login_device=${device?.value}` } },
      ),
    ]);
    const stranger = await postLogin(app, { accountNumber: AN, password: DEMO_PASSWORD });
    expect(errorOf(stranger)?.code).toBe('login_busy');
    hashes.release();
    expect((await known.all)[0]?.statusCode).toBe(200);
    await strangers.all;
  });

  it("is one pool with the candidates' login: a burst on either path is refused on both", async () => {
    hashes.held = true;
    const burst = launch(wrongLogins(UNKNOWN_PLACES + 1));
    await vi.waitFor(() => expect(burst.settled).toHaveLength(1), WAIT);
    const candidate = await app.inject({
      method: 'POST',
      url: `${RECRUITMENT}/members/login`,
      payload: { phone_or_email: 'thutrang.nguyen@example.com', password: 'wrong-password' },
      remoteAddress: networkAddress(),
    });
    expect(candidate.statusCode).toBe(429);
    expect(errorOf(candidate)?.code).toBe('login_busy');
    hashes.release();
    await burst.all;
  });
});
