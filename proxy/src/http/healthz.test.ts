import { cachedHealthCheck, type HealthReport } from './healthz';

const report = (status: HealthReport['status']) => ({ status }) as HealthReport;

describe('cachedHealthCheck', () => {
  it('shares one in-flight check between concurrent callers', async () => {
    let calls = 0;
    let release: (r: HealthReport) => void = () => {};
    const check = cachedHealthCheck(() => {
      calls += 1;
      return new Promise<HealthReport>((resolve) => (release = resolve));
    }, 2000);
    const a = check();
    const b = check();
    release(report('ok'));
    expect(await a).toBe(await b);
    expect(calls).toBe(1);
  });

  it('reuses the report within the TTL and checks again after it', async () => {
    let clock = 0;
    let calls = 0;
    const check = cachedHealthCheck(
      () => Promise.resolve(report(++calls === 1 ? 'ok' : 'degraded')),
      2000,
      () => clock,
    );
    expect((await check()).status).toBe('ok');
    clock = 1999;
    expect((await check()).status).toBe('ok');
    expect(calls).toBe(1);
    clock = 2000;
    expect((await check()).status).toBe('degraded');
    expect(calls).toBe(2);
  });

  it('with a TTL of 0 checks every time once the previous run is done', async () => {
    let calls = 0;
    const check = cachedHealthCheck(() => Promise.resolve(report(calls++ ? 'degraded' : 'ok')), 0);
    await check();
    await check();
    expect(calls).toBe(2);
  });
});
