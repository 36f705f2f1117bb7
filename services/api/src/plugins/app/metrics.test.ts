import { loadConfig } from '../../config';
import { useTestApp } from '../../test/build-test-app';

/**
 * /metrics answers only loopback and the peers of METRICS_ALLOW, like the proxy's and the price
 * board's: with API_HOST=0.0.0.0 (docker-compose) anyone on that network could read it.
 */
describe('/metrics peers', () => {
  const app = useTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' } });
  const scrape = (remoteAddress: string) => app.inject({ url: '/metrics', remoteAddress });

  it('answers loopback and the addresses and networks of METRICS_ALLOW', async () => {
    for (const peer of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '::ffff:192.0.2.7',
    ]) {
      const res = await scrape(peer);
      expect(res.statusCode, peer).toBe(200);
      expect(res.body, peer).toContain('http_requests_total');
    }
  });

  it('gives anyone else the 404 of an unknown route, and keeps the other probes open', async () => {
    for (const peer of ['192.0.2.8', '172.16.0.1', '2001:db8::1', '::ffff:192.0.2.8']) {
      const res = await scrape(peer);
      expect(res.statusCode, peer).toBe(404);
      expect(res.json().errors[0].code, peer).toBe('not_found');
      expect(res.body, peer).not.toContain('http_requests_total');
    }
    // X-Forwarded-For is what a client says, not who it is.
    const forged = await app.inject({
      url: '/metrics',
      remoteAddress: '192.0.2.8',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    // The proxy on another host reads /readyz to balance over the replicas.
    expect((await app.inject({ url: '/readyz', remoteAddress: '192.0.2.8' })).statusCode).toBe(200);
  });

  it('takes no one besides loopback by default, and refuses a list that is not addresses or CIDRs', () => {
    expect(loadConfig({}).metricsAllow).toEqual([]);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8' }).metricsAllow).toEqual(['10.0.0.0/8']);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
  });
});
