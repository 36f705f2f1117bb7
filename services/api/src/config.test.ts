import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5100,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: undefined,
      maintenanceMode: false,
      rateLimit: { max: 600, windowMs: 60_000, formMax: 5 },
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data'));
  });

  it('finds the repo root from its own location', () => {
    expect(path.join(REPO_ROOT, 'services', 'api', 'src')).toBe(
      path.dirname(new URL(import.meta.url).pathname),
    );
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '6000',
      DATA_DIR: '/tmp/somewhere',
      DATABASE_URL: 'postgres://u:p@db:5432/web',
      MAINTENANCE_MODE: 'true',
      RECAPTCHA_SITE_KEY: 'site-key',
      SSO_ISSUER: 'https://sso.example/sso',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      STORAGE_URL: 'https://s3.example/bucket',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 6000,
      dataDir: '/tmp/somewhere',
      databaseUrl: 'postgres://u:p@db:5432/web',
      maintenanceMode: true,
      recaptcha: { siteKey: 'site-key', secret: undefined },
      redisUrl: 'redis://cache:6379',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('fails loudly, naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/API_PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*API_PORT/);
    expect(attempt).toThrow(/NODE_ENV/);
  });
});
