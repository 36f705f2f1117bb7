import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mode: 'production',
      apiUrl: 'http://127.0.0.1:5100',
      apiUrls: ['http://127.0.0.1:5100'],
      metricsAllow: [],
      redisUrl: undefined,
      redisPrefix: 'brokerage:',
      priceboardUrl: 'http://127.0.0.1:5300',
      priceboardUrls: ['http://127.0.0.1:5300'],
      ssoUpstream: 'http://127.0.0.1:5200',
      recaptchaSiteKey: undefined,
      chatScriptHosts: [],
      frameHosts: [],
      trustProxy: false,
      publicOrigin: undefined,
      upstreamTimeoutMs: 5000,
      maxBodyBytes: 1048576,
      keepAliveTimeoutMs: 75_000,
      upstreamKeepAliveMs: 4000,
      ssr: true,
      ssrTimeoutMs: 1500,
      ssrRendersPerWorker: 4,
      ssrQueue: 32,
      ssrNice: 10,
      pageCacheTtlMs: 30_000,
      pageCacheMarketTtlMs: 5_000,
    });
    expect(config.sitesDir).toBe(path.resolve(import.meta.dirname, '../../sites'));
    expect(config.devSites.onboarding).toBe('http://127.0.0.1:5176');
  });

  it('turns server rendering off with SSR=false or 0 and bounds its timeout', () => {
    expect(loadConfig({ SSR: 'false' }, []).ssr).toBe(false);
    expect(loadConfig({ SSR: '0' }, []).ssr).toBe(false);
    expect(loadConfig({ SSR: 'true', SSR_TIMEOUT_MS: '800' }, [])).toMatchObject({
      ssr: true,
      ssrTimeoutMs: 800,
    });
    expect(() => loadConfig({ SSR: 'maybe' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ SSR_TIMEOUT_MS: '10' }, [])).toThrow(ConfigError);
  });

  it('reads the render threads and the page cache, and refuses what is out of range', () => {
    expect(loadConfig({}, []).ssrWorkers).toBeGreaterThanOrEqual(1);
    expect(
      loadConfig(
        {
          SSR_WORKERS: '0',
          SSR_RENDERS_PER_WORKER: '2',
          SSR_QUEUE: '5',
          SSR_NICE: '0',
          PAGE_CACHE_TTL_MS: '0',
          PAGE_CACHE_MARKET_TTL_MS: '1000',
        },
        [],
      ),
    ).toMatchObject({
      ssrWorkers: 0,
      ssrRendersPerWorker: 2,
      ssrQueue: 5,
      ssrNice: 0,
      pageCacheTtlMs: 0,
      pageCacheMarketTtlMs: 1000,
    });
    expect(() => loadConfig({ SSR_WORKERS: '-1' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ SSR_QUEUE: 'lots' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ SSR_NICE: '20' }, [])).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        PROXY_MODE: 'dev',
        API_URL: 'http://api.internal:5100/',
        SITES_DIR: '/srv/sites',
        RECAPTCHA_SITE_KEY: 'key',
        CHAT_SCRIPT_HOSTS: 'https://chat.example.com, https://cdn.chat.example.com',
        FRAME_HOSTS: 'https://www.youtube.com',
        PROXY_TRUST_FORWARDED: 'true',
        PUBLIC_ORIGIN: 'https://www.anphat.example/ignored/path',
        UPSTREAM_TIMEOUT_MS: '2500',
        PROXY_MAX_BODY_BYTES: '20971520',
        PROXY_KEEPALIVE_TIMEOUT_MS: '120000',
        UPSTREAM_KEEPALIVE_MS: '2000',
      },
      [],
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      mode: 'dev',
      apiUrl: 'http://api.internal:5100',
      sitesDir: '/srv/sites',
      recaptchaSiteKey: 'key',
      chatScriptHosts: ['https://chat.example.com', 'https://cdn.chat.example.com'],
      frameHosts: ['https://www.youtube.com'],
      trustProxy: true,
      publicOrigin: 'https://www.anphat.example',
      upstreamTimeoutMs: 2500,
      maxBodyBytes: 20971520,
      keepAliveTimeoutMs: 120_000,
      upstreamKeepAliveMs: 2000,
    });
  });

  it('reads LOG_LEVEL (default info) and refuses an unknown one', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('balances over API_URLS, or the one API_URL', () => {
    const config = loadConfig(
      { API_URLS: ' http://api-1:5100/, http://api-2:5100 ', API_URL: 'http://ignored:1' },
      [],
    );
    expect(config.apiUrls).toEqual(['http://api-1:5100', 'http://api-2:5100']);
    expect(config.apiUrl).toBe('http://api-1:5100');
    expect(loadConfig({ API_URL: 'http://one:5100', API_URLS: '' }, []).apiUrls).toEqual([
      'http://one:5100',
    ]);
  });

  it('balances over PRICEBOARD_URLS, or the one PRICEBOARD_URL', () => {
    const config = loadConfig(
      { PRICEBOARD_URLS: 'http://pb-1:5300/,http://pb-2:5300', PRICEBOARD_URL: 'http://x:1' },
      [],
    );
    expect(config.priceboardUrls).toEqual(['http://pb-1:5300', 'http://pb-2:5300']);
    expect(config.priceboardUrl).toBe('http://pb-1:5300');
    expect(loadConfig({ PRICEBOARD_URL: 'http://feed:80/' }, []).priceboardUrls).toEqual([
      'http://feed:80',
    ]);
  });

  it('reads METRICS_ALLOW, REDIS_URL and REDIS_PREFIX', () => {
    expect(
      loadConfig(
        {
          METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7,2001:db8::/32',
          REDIS_URL: 'redis://cache:6379/0',
          REDIS_PREFIX: 'site-a:',
        },
        [],
      ),
    ).toMatchObject({
      metricsAllow: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'],
      redisUrl: 'redis://cache:6379/0',
      redisPrefix: 'site-a:',
    });
    expect(loadConfig({ REDIS_URL: ' ' }, []).redisUrl).toBeUndefined();
  });

  it('takes --dev from the command line', () => {
    expect(loadConfig({}, ['node', 'server.ts', '--dev']).mode).toBe('dev');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PROXY_MODE: 'staging' }, 'PROXY_MODE'],
    [{ API_URL: 'not a url' }, 'API_URL'],
    [{ API_URLS: 'http://a:1,ftp://b' }, 'API_URLS'],
    [{ API_URLS: 'http://a:1,http://a:1' }, 'API_URLS'],
    [{ PRICEBOARD_URLS: 'http://a:1,ws://b' }, 'PRICEBOARD_URLS'],
    [{ METRICS_ALLOW: 'everyone' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, 'METRICS_ALLOW'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
    [{ SSO_UPSTREAM: 'ftp://sso' }, 'SSO_UPSTREAM'],
    [{ PROXY_TRUST_FORWARDED: 'maybe' }, 'PROXY_TRUST_FORWARDED'],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ PROXY_MAX_BODY_BYTES: 'lots' }, 'PROXY_MAX_BODY_BYTES'],
    [{ PROXY_KEEPALIVE_TIMEOUT_MS: '10' }, 'PROXY_KEEPALIVE_TIMEOUT_MS'],
    [{ UPSTREAM_KEEPALIVE_MS: 'long' }, 'UPSTREAM_KEEPALIVE_MS'],
    [{ CHAT_SCRIPT_HOSTS: "https://a.example; script-src 'unsafe-inline'" }, 'CHAT_SCRIPT_HOSTS'],
  ])('fails loudly on %j', (env, name) => {
    expect(() => loadConfig(env, [])).toThrow(ConfigError);
    expect(() => loadConfig(env, [])).toThrow(name);
  });
});
