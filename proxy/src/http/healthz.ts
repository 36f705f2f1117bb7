import { stat } from 'node:fs/promises';
import path from 'node:path';
import { SITES, type SiteId } from '@brokerage/shared/routing/routes.ts';
import type { ProxyConfig } from '../config';
import { distDir } from '../static/static';

export interface CheckResult {
  status: 'up' | 'down';
  /** HTTP status the upstream answered, when it answered. */
  httpStatus?: number;
  latencyMs?: number;
  detail?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  mode: ProxyConfig['mode'];
  upstreams: Record<'api' | 'priceboard' | 'sso', CheckResult>;
  sites: Record<SiteId, CheckResult>;
}

const TIMEOUT_MS = 2000;

/** `up` when the answer satisfies `ok`; a refused connection or timeout is `down`. */
async function probe(url: string, ok: (status: number) => boolean): Promise<CheckResult> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    const latencyMs = Math.round(performance.now() - started);
    return { status: ok(response.status) ? 'up' : 'down', httpStatus: response.status, latencyMs };
  } catch (error) {
    return {
      status: 'down',
      detail: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable',
    };
  }
}

async function distPresent(sitesDir: string, site: SiteId): Promise<CheckResult> {
  try {
    const info = await stat(path.join(distDir(sitesDir, site), 'index.html'));
    return info.isFile() ? { status: 'up' } : { status: 'down', detail: 'dist/index.html missing' };
  } catch {
    return { status: 'down', detail: 'dist/index.html missing' };
  }
}

/**
 * What `/healthz` reports. Healthy (200) needs the API and every site: without them no page
 * works. The price board and SSO are reported but do not fail the check, because pages
 * still render (with stale quotes, or without SSO login) when they are down.
 */
export async function checkHealth(config: ProxyConfig): Promise<HealthReport> {
  // The price board and SSO have no agreed health route: any answer below 500 means alive.
  const alive = (status: number) => status < 500;
  const [[api, priceboard, sso], siteResults] = await Promise.all([
    Promise.all([
      probe(`${config.apiUrl}/api/v1/health`, (status) => status === 200),
      probe(`${config.priceboardUrl}/priceboard/`, alive),
      probe(`${config.ssoUpstream}/sso/.well-known/openid-configuration`, alive),
    ]),
    Promise.all(
      SITES.map((site) =>
        config.mode === 'dev'
          ? probe(`${config.devSites[site]}/_site/${site}/`, (status) => status === 200)
          : distPresent(config.sitesDir, site),
      ),
    ),
  ]);
  const sites = Object.fromEntries(
    SITES.map((site, i) => [site, siteResults[i] ?? { status: 'down' }]),
  ) as Record<SiteId, CheckResult>;
  const healthy = api.status === 'up' && Object.values(sites).every((s) => s.status === 'up');
  return {
    status: healthy ? 'ok' : 'degraded',
    mode: config.mode,
    upstreams: { api, priceboard, sso },
    sites,
  };
}

/** How long one `/healthz` answer is reused: probes hit every upstream, and load balancers poll. */
export const HEALTH_TTL_MS = 2000;

/**
 * Wrap a health check so concurrent callers share one run and its result is reused for
 * `ttlMs` (measured from when the run finished). A `ttlMs` of 0 still shares the in-flight run.
 */
export function cachedHealthCheck(
  check: () => Promise<HealthReport>,
  ttlMs = HEALTH_TTL_MS,
  now: () => number = () => performance.now(),
): () => Promise<HealthReport> {
  let cached: { report: HealthReport; at: number } | undefined;
  let running: Promise<HealthReport> | undefined;
  return () => {
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.report);
    running ??= check()
      .then((report) => {
        cached = { report, at: now() };
        return report;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
