import path from 'node:path';
import { REPO_ROOT } from '@brokerage/shared/server/startup.ts';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5100,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: undefined,
      maintenanceMode: false,
      rateLimit: { max: 600, windowMs: 60_000, formMax: 5, authMax: 30 },
      publicUrl: 'http://localhost:8080',
      sso: {
        issuer: 'http://localhost:8080/sso',
        internalUrl: 'http://127.0.0.1:5200/sso',
        clientId: 'website',
        clientSecret: undefined,
      },
      customers: { tokenTtlSeconds: 28_800, idleMinutes: 30 },
      // The shared login policy's defaults (loginPolicy.test.ts lists them all).
      login: {
        maxFailuresPerAccount: 50,
        device: { days: 180 },
        hashPool: { queue: 32, maxWaitMs: 2000 },
      },
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data'));
  });

  it('has the eKYC and one-time code defaults, and refuses a match score outside 0–1', () => {
    expect(loadConfig({})).toMatchObject({
      ekyc: {
        vendorUrl: 'http://127.0.0.1:5400',
        caseTtlHours: 72,
        retentionDays: 30,
        signWithinDays: 7,
        appUrl: 'https://app.chungkhoananphat.example/tai-ung-dung',
        faceReviewScore: 0.6,
        uploadRateLimitMax: 30,
      },
      otp: { ttlSeconds: 180, resendSeconds: 60, maxAttempts: 5, maxSendsPerHour: 5 },
    });
    // Uploads follow a raised form limit (the e2e stacks raise it) unless set themselves.
    expect(loadConfig({ FORM_RATE_LIMIT_MAX: '100' }).ekyc.uploadRateLimitMax).toBe(600);
    expect(loadConfig({ EKYC_VENDOR_URL: 'http://vendor:9000/' }).ekyc.vendorUrl).toBe(
      'http://vendor:9000',
    );
    expect(() => loadConfig({ EKYC_FACE_REVIEW_SCORE: '1.5' })).toThrow(/EKYC_FACE_REVIEW_SCORE/);
    expect(() => loadConfig({ OTP_TTL_SECONDS: '0' })).toThrow(/OTP_TTL_SECONDS/);
  });

  it('derives the public URL from the proxy port and the issuer from the public URL', () => {
    expect(loadConfig({ PORT: '9090' }).sso.issuer).toBe('http://localhost:9090/sso');
    const config = loadConfig({ PUBLIC_URL: 'https://www.anphat.example/' });
    expect(config.publicUrl).toBe('https://www.anphat.example');
    expect(config.sso.issuer).toBe('https://www.anphat.example/sso');
    expect(loadConfig({ SSO_ISSUER: 'https://id.anphat.example/sso/' }).sso.issuer).toBe(
      'https://id.anphat.example/sso',
    );
  });

  it('refuses a public URL with a path and an SSO URL that is not http(s)', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost:8080/site' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SSO_INTERNAL_URL: 'ftp://sso/sso' })).toThrow(/SSO_INTERNAL_URL/);
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: '0' })).toThrow(/LOGIN_LOCK_MINUTES/);
  });

  it('requires the SSO client secret in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SSO_CLIENT_SECRET/);
    // …and the key of the login device cookies, which every replica must share.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SSO_CLIENT_SECRET: 'client-secret' }),
    ).toThrow(/LOGIN_DEVICE_SECRET/);
    expect(loadConfig({ NODE_ENV: 'development' }).sso.clientSecret).toBeUndefined();
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
      PUBLIC_URL: 'https://www.anphat.example',
      SSO_ISSUER: 'https://sso.example/sso',
      SSO_INTERNAL_URL: 'http://sso.internal:5200/sso',
      SSO_CLIENT_ID: 'web-prod',
      SSO_CLIENT_SECRET: 'client-secret',
      CUSTOMER_TOKEN_TTL_SECONDS: '3600',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
      LOGIN_MAX_FAILURES_PER_DEVICE: '7',
      LOGIN_LOCK_MINUTES: '30',
      LOGIN_DEVICE_SECRET: 'device-secret-of-thirty-two-chars!!',
      LOGIN_DEVICE_DAYS: '90',
      LOGIN_HASH_CONCURRENCY: '3',
      LOGIN_HASH_QUEUE: '10',
      LOGIN_HASH_QUEUE_PER_NETWORK: '2',
      LOGIN_HASH_MAX_WAIT_MS: '1500',
      CUSTOMER_IDLE_MINUTES: '10',
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
      publicUrl: 'https://www.anphat.example',
      sso: {
        issuer: 'https://sso.example/sso',
        internalUrl: 'http://sso.internal:5200/sso',
        clientId: 'web-prod',
        clientSecret: 'client-secret',
      },
      customers: { tokenTtlSeconds: 3600, idleMinutes: 10 },
      login: {
        maxFailuresPerAccount: 3,
        maxFailuresPerAddress: 50,
        maxFailuresPerDevice: 7,
        lockMinutes: 30,
        device: { days: 90, secret: 'device-secret-of-thirty-two-chars!!' },
        hashPool: { concurrency: 3, queue: 10, perNetwork: 2, maxWaitMs: 1500 },
      },
    });
  });

  it('trusts X-Forwarded-For from loopback only by default, or from the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.5 ,2001:db8::/32' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.0.2.5', '2001:db8::/32'],
    );
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it.each(['true', '*', 'proxy.internal', '10.0.0.0/33', '300.1.1.1'])(
    'refuses TRUST_PROXY=%s (trusting every peer would let anyone pick their address)',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('starts every Redis key with REDIS_PREFIX (brokerage: unless set) and refuses odd ones', () => {
    expect(loadConfig({}).redisPrefix).toBe('brokerage:');
    expect(loadConfig({ REDIS_PREFIX: ' staging:web: ' }).redisPrefix).toBe('staging:web:');
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('runs the job workers by default, not in tests unless JOBS_WORKERS turns them on', () => {
    expect(loadConfig({}).jobsWorkers).toBe(true);
    expect(loadConfig({ JOBS_WORKERS: 'false' }).jobsWorkers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsWorkers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_WORKERS: 'true' }).jobsWorkers).toBe(true);
  });

  it('reads the mail and SMS settings (MAIL_FROM, SMTP_URL, SMS_WEBHOOK_URL)', () => {
    expect(loadConfig({})).toMatchObject({
      mailFrom: undefined,
      smtpUrl: undefined,
      smsWebhookUrl: undefined,
    });
    expect(
      loadConfig({
        MAIL_FROM: ' "An Phát" <no-reply@anphat.example> ',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        SMS_WEBHOOK_URL: 'https://sms.example/send',
      }),
    ).toMatchObject({
      mailFrom: '"An Phát" <no-reply@anphat.example>',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      smsWebhookUrl: 'https://sms.example/send',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'not a url' })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it('reads STORAGE_URL (an S3-compatible server or s3://) and refuses other shapes', () => {
    expect(loadConfig({}).storageUrl).toBeUndefined();
    expect(loadConfig({ STORAGE_URL: ' ' }).storageUrl).toBeUndefined();
    for (const url of [
      'http://minio:minio-secret@127.0.0.1:9000/brokerage/site?region=us-east-1',
      's3://brokerage-prod/uploads?region=ap-southeast-1',
    ])
      expect(loadConfig({ STORAGE_URL: url }).storageUrl).toBe(url);
    expect(() => loadConfig({ STORAGE_URL: 'ftp://k:s@host/bucket' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 'http://k:s@host:9000' })).toThrow(
      /STORAGE_URL: must name a bucket/,
    );
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
