// Test-only fake transport for the API client: answers requests from a handler, with no network.
import { vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions, type ApiLogger } from './client';
import type { Transport, TransportRequest, TransportResponse } from './transport';

export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: TransportRequest) => FakeReply | Promise<FakeReply> | 'hang';

export interface FakeServer {
  adapter: Transport;
  requests: TransportRequest[];
}

/**
 * Behaves like the real transport: every status is an answer, a thrown error is a request that
 * got none, and a hanging request ends with its signal's abort.
 */
export function createFakeServer(handler: FakeHandler): FakeServer {
  const requests: TransportRequest[] = [];
  const adapter: Transport = async (request) => {
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'hang') {
      return new Promise<TransportResponse>((_resolve, reject) => {
        const abort = () =>
          reject(
            request.signal?.reason ?? new DOMException('The request was aborted', 'AbortError'),
          );
        if (request.signal?.aborted) abort();
        request.signal?.addEventListener('abort', abort);
      });
    }
    return { status: reply.status, data: reply.data, headers: new Headers(reply.headers ?? {}) };
  };
  return { adapter, requests };
}

type LogFn = ApiLogger['debug'];

/** A logger that keeps what it is told to itself (spies, for a test that checks a line). */
export function silentLogger() {
  return { debug: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() } satisfies ApiLogger;
}

/**
 * The real API client on a fake server: anonymous, in Vietnamese and silent unless `options`
 * say otherwise.
 */
export function createFakeServerClient(
  handler: FakeHandler,
  options: Partial<ApiClientOptions> = {},
): { client: ApiClient; server: FakeServer } {
  const server = createFakeServer(handler);
  const client = createApiClient({
    getToken: () => null,
    getLocale: () => 'vi',
    logger: silentLogger(),
    adapter: server.adapter,
    ...options,
  });
  return { client, server };
}
