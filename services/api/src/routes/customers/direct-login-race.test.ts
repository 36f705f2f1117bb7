import type * as Passwords from '../../lib/security/passwords';
import { testClock, useTestApp } from '../../test/build-test-app';
import { AN, BINH, DEMO_PASSWORD, freshAddress, postLogin } from '../../../test/customers';

/** Every argon2 check the login makes, real or dummy: what a guesser gets to try. */
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/security/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      verified.count += 1;
      return original.verifyPassword(hash, password);
    },
    dummyVerify: (password: string) => {
      verified.count += 1;
      return original.dummyVerify(password);
    },
  };
});

/** `n` wrong passwords at once; the statuses as they come back. */
async function burst(n: number, attempt: (i: number) => ReturnType<typeof postLogin>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
  return answers.map((res) => res.statusCode);
}

describe('POST customers/auth/login under parallel guesses', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({
    now: clock.now,
    env: {
      LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '12',
      // The per-client request limit and the hashing pool's share per network would hide what
      // the counters do (direct-login-pool.test.ts tests the pool).
      AUTH_RATE_LIMIT_MAX: '1000',
      LOGIN_HASH_QUEUE: '1000',
      LOGIN_HASH_QUEUE_PER_NETWORK: '1000',
      LOGIN_HASH_MAX_WAIT_MS: '60000',
    },
  });
  beforeEach(() => {
    verified.count = 0;
    // Each case starts after every window of the one before.
    clock.advance(60 * 60_000);
  });

  it('lets at most 3 guesses of one account from one address reach the password check', async () => {
    const ip = freshAddress();
    const statuses = await burst(30, (i) =>
      postLogin(app, { accountNumber: AN, password: `wrong-${i}` }, { remoteAddress: ip }),
    );
    expect(verified.count).toBe(3);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
    // The right password straight after the burst is refused too: the pair must wait.
    const right = await postLogin(
      app,
      { accountNumber: AN, password: DEMO_PASSWORD },
      { remoteAddress: ip },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0].code).toBe('login_delayed');
    expect(verified.count).toBe(3);
  });

  it('lets at most LOGIN_MAX_FAILURES_PER_ADDRESS guesses from one address through', async () => {
    const ip = freshAddress();
    const statuses = await burst(30, (i) =>
      postLogin(
        app,
        { accountNumber: `009C5${String(i).padStart(5, '0')}`, password: 'guess' },
        { remoteAddress: ip },
      ),
    );
    expect(verified.count).toBe(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24);
    const after = await postLogin(
      app,
      { accountNumber: AN, password: DEMO_PASSWORD },
      { remoteAddress: ip },
    );
    expect(after.json().errors[0].code).toBe('too_many_attempts');
  });

  it('lets at most LOGIN_MAX_FAILURES_PER_ACCOUNT guesses at one account through, from anywhere', async () => {
    const statuses = await burst(30, () =>
      postLogin(app, { accountNumber: BINH, password: 'guess' }, { remoteAddress: freshAddress() }),
    );
    expect(verified.count).toBe(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    // A stranger must wait; a growing delay, not a lock: 2 s on, the right password gets in.
    const waiting = await postLogin(app, { accountNumber: BINH, password: DEMO_PASSWORD });
    expect(waiting.json().errors[0].code).toBe('login_delayed');
    expect(waiting.headers['retry-after']).toBe('2');
    clock.advance(2000);
    expect(
      (await postLogin(app, { accountNumber: BINH, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('gives a success its reservation back: right passwords do not use up the address', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await postLogin(
        app,
        { accountNumber: BINH, password: DEMO_PASSWORD },
        { remoteAddress: ip },
      );
      expect(res.statusCode, `login ${i + 1}`).toBe(200);
    }
  });
});
