/**
 * What the price board's logs and metrics need of their own: the route patterns of its URLs,
 * its probes, the hub's Prometheus series (connections, pushes, drops, fan-out time) beside the
 * requests' in one registry. The lines, request ids, request metrics, the METRICS_ALLOW list and
 * the client's address behind the proxy are shared/src/server/observability.ts.
 */
import { createHttpMetrics, type HttpMetrics } from '@brokerage/shared/server/observability.ts';
import { Counter, Gauge, Histogram } from 'prom-client';

const ROUTES: [RegExp, string][] = [
  [/^\/(healthz|readyz|metrics)$/, '/$1'],
  [/^\/priceboard\/?$/, '/priceboard/'],
  [/^\/priceboard\/Acc\/amw$/i, '/priceboard/Acc/amw'],
  [/^\/priceboard\/hubs\/priceboard\/negotiate$/, '/priceboard/hubs/priceboard/negotiate'],
  [/^\/priceboard\/hubs\/priceboard$/, '/priceboard/hubs/priceboard'],
];

/** The route pattern of a request URL, `unmatched` for anything else. */
export function routeOf(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  for (const [pattern, route] of ROUTES) {
    if (pattern.test(pathname)) return pathname.replace(pattern, route);
  }
  return 'unmatched';
}

/** Probes are asked every second and a 503 there means "not seeded yet": not news. */
export const PROBES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export type DropReason = 'slow' | 'idle' | 'protocol' | 'too_large';

/** The requests' counter and histogram, and the hub's own. */
export interface Metrics extends HttpMetrics {
  connections: Gauge;
  connectionsOpened: Counter<'outcome'>;
  pushes: Counter;
  pushBytes: Counter;
  drops: Counter<'reason'>;
  invocations: Counter<'method' | 'outcome'>;
  /** From a batch's arrival to the last connection's send: the hub's share of tick-to-client. */
  fanout: Histogram;
  batches: Counter;
}

export function createMetrics(): Metrics {
  const http = createHttpMetrics({ buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1] });
  const { registry } = http;
  const registers = [registry];
  return {
    ...http,
    connections: new Gauge({
      name: 'priceboard_hub_connections',
      help: 'Open hub connections (handshake done or pending)',
      registers,
    }),
    connectionsOpened: new Counter({
      name: 'priceboard_hub_connection_attempts_total',
      help: 'WebSocket upgrades to the hub, by outcome (accepted, unknown_id, too_many, per_address)',
      labelNames: ['outcome'],
      registers,
    }),
    pushes: new Counter({
      name: 'priceboard_hub_pushes_total',
      help: 'updateStockPrice messages sent',
      registers,
    }),
    pushBytes: new Counter({
      name: 'priceboard_hub_push_bytes_total',
      help: 'Bytes of updateStockPrice messages sent',
      registers,
    }),
    drops: new Counter({
      name: 'priceboard_hub_drops_total',
      help: 'Connections the hub closed, by reason (slow: too much unsent, idle, protocol, too_large)',
      labelNames: ['reason'],
      registers,
    }),
    invocations: new Counter({
      name: 'priceboard_hub_invocations_total',
      help: 'Hub method calls, by method and outcome',
      labelNames: ['method', 'outcome'],
      registers,
    }),
    fanout: new Histogram({
      name: 'priceboard_hub_fanout_seconds',
      help: 'Time from a batch of board changes reaching the hub to its last push being handed to the socket',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
    batches: new Counter({
      name: 'priceboard_batches_total',
      help: 'Batches of board changes applied to this instance',
      registers,
    }),
  };
}
