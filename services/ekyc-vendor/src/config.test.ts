import { ConfigError, DEFAULT_PORT, loadConfig } from './config';

describe('the vendor configuration', () => {
  it('listens on loopback at 5400 by default, with the spec limits', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: DEFAULT_PORT, host: '127.0.0.1', metricsAllow: [] });
    expect(DEFAULT_PORT).toBe(5400);
    expect(config.photo.maxBytes).toBe(5 * 1024 * 1024);
    expect(config.videoMaxBytes).toBe(20 * 1024 * 1024);
  });

  it('takes PORT (what the launcher passes) over EKYC_PORT', () => {
    expect(loadConfig({ EKYC_PORT: '5401' }).port).toBe(5401);
    expect(loadConfig({ PORT: '25400', EKYC_PORT: '5401' }).port).toBe(25400);
    expect(loadConfig({ PORT: '', EKYC_PORT: '5401' }).port).toBe(5401);
  });

  it('refuses a bad value with a line naming it', () => {
    expect(() => loadConfig({ PORT: 'abc', METRICS_ALLOW: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
  });
});
