import { ConfigError, defaultClock, loadConfig } from './config';
import { marketEngine } from './engine';

const load = (env: Record<string, string>, now?: Date) =>
  loadConfig(env, { parseClock: marketEngine.parseClock, now });

// Friday 2026-11-20: 10:00 and 20:00 in Hanoi; Saturday 10:00.
const OPEN = new Date('2026-11-20T03:00:00Z');
const EVENING = new Date('2026-11-20T13:00:00Z');
const SATURDAY = new Date('2026-11-21T03:00:00Z');

describe('price-board configuration', () => {
  it('has working defaults', () => {
    const config = load({}, EVENING);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 5300,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:5100',
      clockText: 'replay::30:09:14',
      clock: { mode: 'replay', sessionDate: '', speed: 30, from: '09:14' },
      pushIntervalMs: 250,
      metricsAllow: [],
      hub: { maxBufferedBytes: 1024 * 1024, keepAliveMs: 15_000, clientTimeoutMs: 30_000 },
      amwRateLimit: { max: 300, windowMs: 60_000 },
    });
    expect(config.redis).toBeUndefined();
  });

  it('runs live while an exchange is open, and always in production', () => {
    expect(defaultClock('development', OPEN)).toBe('live');
    expect(defaultClock('development', EVENING)).toBe('replay::30:09:14');
    expect(defaultClock('development', SATURDAY)).toBe('replay::30:09:14');
    expect(defaultClock('production', EVENING)).toBe('live');
    expect(load({ NODE_ENV: 'production' }, SATURDAY).clock).toEqual({ mode: 'live' });
  });

  it('replays off hours in production too when asked with auto (npm start)', () => {
    const auto = (at: Date) => load({ NODE_ENV: 'production', PRICEBOARD_CLOCK: 'auto' }, at);
    expect(auto(SATURDAY).clockText).toBe('replay::30:09:14');
    expect(auto(SATURDAY).clock).toMatchObject({ mode: 'replay', speed: 30 });
    expect(auto(OPEN).clock).toEqual({ mode: 'live' });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '6300',
      HOST: '0.0.0.0',
      API_URL: 'http://api:5100/',
      PRICEBOARD_CLOCK: 'replay:2026-11-20:60',
      PRICEBOARD_SEED: '7',
      PUSH_INTERVAL_MS: '100',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'demo:',
      METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7',
      LOG_LEVEL: 'warn',
      HUB_MAX_CONNECTIONS_PER_ADDRESS: '5',
      AMW_RATE_LIMIT_MAX: '60',
      AMW_RATE_LIMIT_WINDOW_MS: '10000',
    });
    expect(config).toMatchObject({
      port: 6300,
      host: '0.0.0.0',
      apiUrl: 'http://api:5100',
      clock: { mode: 'replay', sessionDate: '2026-11-20', speed: 60 },
      randomSeed: 7,
      pushIntervalMs: 100,
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'demo:' },
      metricsAllow: ['10.0.0.0/8', '192.0.2.7'],
      logLevel: 'warn',
      hub: { maxConnectionsPerAddress: 5 },
      amwRateLimit: { max: 60, windowMs: 10_000 },
    });
  });

  it('signs connection tokens with PRICEBOARD_TOKEN_SECRET, or a secret of its own', () => {
    const secret = 'x'.repeat(32);
    const shared = load({ PRICEBOARD_TOKEN_SECRET: secret }, EVENING).hub.tokenSecret;
    expect(shared.toString()).toBe(secret);
    const one = load({}, EVENING).hub.tokenSecret;
    const two = load({}, EVENING).hub.tokenSecret;
    expect(one).toHaveLength(32);
    expect(one.equals(two)).toBe(false);
    // Several production instances (REDIS_URL) must share one.
    const production = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => load(production, EVENING)).toThrow(/PRICEBOARD_TOKEN_SECRET: required/);
    expect(load({ ...production, PRICEBOARD_TOKEN_SECRET: secret }, EVENING).nodeEnv).toBe(
      'production',
    );
    expect(load({ NODE_ENV: 'production' }, EVENING).hub.tokenSecret).toHaveLength(32);
  });

  it.each([
    [{ PRICEBOARD_TOKEN_SECRET: 'too-short' }, 'PRICEBOARD_TOKEN_SECRET'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ API_URL: 'ftp://x' }, 'API_URL'],
    [{ PRICEBOARD_CLOCK: 'fast' }, 'PRICEBOARD_CLOCK'],
    [{ PRICEBOARD_CLOCK: 'replay:2026-11-21' }, 'PRICEBOARD_CLOCK'],
    [{ PUSH_INTERVAL_MS: '1' }, 'PUSH_INTERVAL_MS'],
    [{ REDIS_URL: 'http://redis' }, 'REDIS_URL'],
    [{ REDIS_PREFIX: 'a b' }, 'REDIS_PREFIX'],
    [{ METRICS_ALLOW: 'everyone' }, 'METRICS_ALLOW'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AMW_RATE_LIMIT_MAX: '0' }, 'AMW_RATE_LIMIT_MAX'],
    [{ AMW_RATE_LIMIT_WINDOW_MS: '10' }, 'AMW_RATE_LIMIT_WINDOW_MS'],
  ])('names the bad variable in one line: %o', (env, name) => {
    let message = '';
    try {
      load(env as Record<string, string>, EVENING);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^  ${name}`));
  });
});
