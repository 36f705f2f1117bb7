import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@brokerage/shared/server/startup.ts';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-secret-of-thirty-two-characters!!';

describe('loadConfig', () => {
  it('derives issuer, redirect URIs and the store from PUBLIC_URL and DATA_DIR', () => {
    const config = loadConfig({ SSO_CLIENT_SECRET: SECRET, PUBLIC_URL: 'http://localhost:8250/' });
    expect(config).toMatchObject({
      port: 5200,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8250',
      issuer: 'http://localhost:8250/sso',
      storeDir: path.join(REPO_ROOT, '.data', 'sso'),
      client: {
        id: 'website',
        secret: SECRET,
        redirectUris: expect.arrayContaining([
          'http://localhost:8250/login-sso',
          'http://localhost:8250/en/login-sso',
        ]),
      },
      lockout: {
        delayAfterFailures: 3,
        maxFailuresPerAccount: 50,
        maxFailuresPerAddress: 20,
        lockMinutes: 15,
      },
      limits: {
        requestsPerAddress: 120,
        requestsPerNetwork: 600,
        requestsGlobal: 12_000,
        loginsPerAddress: 30,
        loginsPerNetwork: 150,
        loginsGlobal: 240,
        proxyHops: 1,
        pendingInteractions: 20_000,
      },
    });
    // PUBLIC_URL's own origin comes first (what the contracts name).
    expect(config.client.redirectUris[0]).toBe('http://localhost:8250/login-sso');
  });

  it.each([
    ['http://localhost:8250', 'http'],
    ['http://127.0.0.1:8250', 'http'],
    ['http://[::1]:8250', 'http'],
    ['https://localhost:8443', 'https'],
  ])('on the loopback origin %s registers both localhost and 127.0.0.1', (publicUrl, scheme) => {
    const config = loadConfig({ SSO_CLIENT_SECRET: SECRET, PUBLIC_URL: publicUrl });
    const port = new URL(publicUrl).port;
    // PUBLIC_URL's own origin first, then the other loopback name(s).
    const origins = [
      ...new Set([publicUrl, `${scheme}://localhost:${port}`, `${scheme}://127.0.0.1:${port}`]),
    ];
    expect(origins.length).toBeGreaterThanOrEqual(2);
    expect(config.client.redirectUris).toEqual(
      origins.flatMap((origin) => [`${origin}/login-sso`, `${origin}/en/login-sso`]),
    );
    // One issuer, on PUBLIC_URL.
    expect(config.issuer).toBe(`${publicUrl}/sso`);
  });

  it('registers only PUBLIC_URL itself on a real host name', () => {
    const config = loadConfig({ SSO_CLIENT_SECRET: SECRET, PUBLIC_URL: 'https://www.anphat.vn' });
    expect(config.client.redirectUris).toEqual([
      'https://www.anphat.vn/login-sso',
      'https://www.anphat.vn/en/login-sso',
    ]);
  });

  it('defaults to http://localhost:8080 and honours SSO_ISSUER and the lockout settings', () => {
    const config = loadConfig({
      SSO_CLIENT_SECRET: SECRET,
      SSO_ISSUER: 'https://login.example.vn/sso/',
      SSO_CLIENT_ID: 'web2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '80',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '40',
      LOGIN_DELAY_AFTER_FAILURES: '4',
      LOGIN_LOCK_MINUTES: '30',
      LOGIN_MAX_FAILURES_PER_DEVICE: '6',
      LOGIN_DEVICE_DAYS: '30',
      LOGIN_HASH_CONCURRENCY: '2',
      LOGIN_HASH_QUEUE: '12',
      LOGIN_HASH_QUEUE_PER_NETWORK: '3',
      LOGIN_HASH_MAX_WAIT_MS: '2500',
      SSO_RATE_LIMIT_MAX: '10',
      SSO_NETWORK_RATE_LIMIT_MAX: '40',
      SSO_GLOBAL_RATE_LIMIT_MAX: '100',
      AUTH_RATE_LIMIT_MAX: '5',
      SSO_NETWORK_LOGIN_RATE_LIMIT_MAX: '20',
      SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX: '50',
      SSO_PENDING_INTERACTIONS_MAX: '500',
      SSO_PROXY_HOPS: '2',
      DATA_DIR: '/var/lib/aps',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.issuer).toBe('https://login.example.vn/sso');
    expect(config.client.id).toBe('web2');
    // The same variables and rules as the API's (shared/src/server/loginPolicy.ts).
    expect(config.lockout).toMatchObject({
      delayAfterFailures: 4,
      maxFailuresPerAccount: 80,
      maxFailuresPerAddress: 40,
      maxFailuresPerDevice: 6,
      lockMinutes: 30,
      device: { days: 30 },
      hashPool: { concurrency: 2, queue: 12, perNetwork: 3, maxWaitMs: 2500 },
    });
    expect(config.limits).toEqual({
      requestsPerAddress: 10,
      requestsPerNetwork: 40,
      requestsGlobal: 100,
      loginsPerAddress: 5,
      loginsPerNetwork: 20,
      loginsGlobal: 50,
      proxyHops: 2,
      pendingInteractions: 500,
    });
    expect(config.storeDir).toBe('/var/lib/aps/sso');
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      loadConfig({
        SSO_PORT: 'x',
        PUBLIC_URL: 'http://localhost:8080/site',
        SSO_ISSUER: 'http://h/oidc',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/SSO_PORT/);
    expect(message).toMatch(/PUBLIC_URL: must be an origin/);
    expect(message).toMatch(/SSO_ISSUER: must end in \/sso/);
  });

  it('requires the client secret, and a long one in production', () => {
    expect(() => loadConfig({})).toThrow(/SSO_CLIENT_SECRET: required/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SSO_CLIENT_SECRET: 'sixteen-chars-ok' }),
    ).toThrow(/at least 32/);
    expect(loadConfig({ SSO_CLIENT_SECRET: 'sixteen-chars-ok' }).client.secret).toBe(
      'sixteen-chars-ok',
    );
  });

  it('requires the key of the login device cookies in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SSO_CLIENT_SECRET: SECRET })).toThrow(
      /LOGIN_DEVICE_SECRET: required in production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SSO_CLIENT_SECRET: SECRET,
      LOGIN_DEVICE_SECRET: 'another-secret-of-thirty-two-chars!',
    });
    expect(config.lockout.device.secret).toBe('another-secret-of-thirty-two-chars!');
  });

  it('logs JSON lines from LOG_LEVEL up: info by default, silent in tests, refuses others', () => {
    expect(loadConfig({ SSO_CLIENT_SECRET: SECRET }).logLevel).toBe('info');
    expect(loadConfig({ SSO_CLIENT_SECRET: SECRET, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ SSO_CLIENT_SECRET: SECRET, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ SSO_CLIENT_SECRET: SECRET, LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL/,
    );
  });
});
