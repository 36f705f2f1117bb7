import { hashToken } from '../lib/security/tokens';
import { RedisState } from '../lib/state/redis';
import { testClock, useTestApp } from '../test/build-test-app';
import { ssoStateKey } from './sso-states';

const MINUTE = 60_000;

/**
 * The SSO states in the shared state: the database on the embedded default, Redis in the
 * cluster pass (the same tests run on both).
 */
describe('SSO login states in the shared state', () => {
  const clock = testClock();
  const app = useTestApp({ now: clock.now });
  let n = 0;

  /** A new state started now for `browser`; its hash. */
  async function started(browser = 'browser-a'): Promise<string> {
    const stateHash = hashToken(`state-${process.pid}-${++n}`);
    const now = clock.now();
    await app.repos.ssoStates.start({
      stateHash,
      nonce: `nonce-${n}`,
      codeVerifier: `verifier-${n}`,
      redirectUri: 'http://localhost:8080/login-sso',
      browserHash: hashToken(browser),
      expiresAt: new Date(now.getTime() + 10 * MINUTE),
      createdAt: now,
    });
    return stateHash;
  }

  it('gives the state back once, to the browser that started it', async () => {
    const stateHash = await started();
    const states = app.repos.ssoStates;
    expect(await states.use(stateHash, hashToken('browser-b'), clock.now())).toBeNull();
    expect(await states.isLive(stateHash, clock.now())).toBe(true);
    expect(await states.use(stateHash, hashToken('browser-a'), clock.now())).toEqual({
      nonce: `nonce-${n}`,
      codeVerifier: `verifier-${n}`,
      redirectUri: 'http://localhost:8080/login-sso',
      browserHash: hashToken('browser-a'),
      expiresAt: new Date(clock.now().getTime() + 10 * MINUTE),
    });
    expect(await states.isLive(stateHash, clock.now())).toBe(false);
    expect(await states.use(stateHash, hashToken('browser-a'), clock.now())).toBeNull();
    expect(await app.state.get(ssoStateKey(stateHash))).toBeNull();
  });

  it('lets exactly one of many parallel uses of a state have it', async () => {
    for (let round = 0; round < 5; round++) {
      const stateHash = await started();
      const uses = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.repos.ssoStates.use(stateHash, hashToken('browser-a'), clock.now()),
        ),
      );
      expect(uses.filter((used) => used !== null)).toHaveLength(1);
    }
  });

  it('is neither live nor usable once its lifetime is over', async () => {
    const stateHash = await started();
    clock.advance(10 * MINUTE);
    expect(await app.repos.ssoStates.isLive(stateHash, clock.now())).toBe(false);
    expect(await app.repos.ssoStates.use(stateHash, hashToken('browser-a'), clock.now())).toBe(
      null,
    );
  });

  it('is kept in the store no longer than it lives', async () => {
    const stateHash = await started();
    // The store's own expiry is the state's lifetime (Redis: PX; the database: its row's end).
    const state = app.state;
    if (state instanceof RedisState) {
      const ttl = await state.client.pttl(state.prefix + ssoStateKey(stateHash));
      expect(ttl).toBeGreaterThan(9 * MINUTE);
      expect(ttl).toBeLessThanOrEqual(10 * MINUTE);
    } else {
      clock.advance(10 * MINUTE);
      expect(await app.state.get(ssoStateKey(stateHash))).toBeNull();
    }
  });
});
