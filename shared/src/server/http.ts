/**
 * Answers the servers' own node:http handlers send (the price board, the SSO's probes): JSON
 * that no cache keeps, and the Prometheus text of a registry.
 */
import type { ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body));
}

/** GET /metrics: the registry's text, or a JSON 500 when collecting fails. */
export function sendMetrics(res: ServerResponse, registry: Registry): void {
  registry.metrics().then(
    (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
    () => sendJson(res, 500, { status: 'error' }),
  );
}
