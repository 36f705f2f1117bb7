import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

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
        redirectUris: ['http://localhost:8250/login-sso', 'http://localhost:8250/en/login-sso'],
      },
      lockout: { maxFailures: 5, lockMinutes: 15 },
    });
  });

  it('defaults to http://localhost:8080 and honours SSO_ISSUER and the lockout settings', () => {
    const config = loadConfig({
      SSO_CLIENT_SECRET: SECRET,
      SSO_ISSUER: 'https://login.example.vn/sso/',
      SSO_CLIENT_ID: 'web2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_LOCK_MINUTES: '30',
      DATA_DIR: '/var/lib/aps',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.issuer).toBe('https://login.example.vn/sso');
    expect(config.client.id).toBe('web2');
    expect(config.lockout).toEqual({ maxFailures: 3, lockMinutes: 30 });
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
});
