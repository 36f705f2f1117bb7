// Test-only fake transport for the API client: answers requests from a handler, with no network.
import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions, type ApiLogger } from './client';

export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (
  request: InternalAxiosRequestConfig,
) => FakeReply | Promise<FakeReply> | 'hang';

export interface FakeServer {
  adapter: AxiosAdapter;
  requests: InternalAxiosRequestConfig[];
}

/** Behaves like axios' own adapters: non-2xx rejects with an AxiosError carrying the response. */
export function createFakeServer(handler: FakeHandler): FakeServer {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    if (reply === 'hang') {
      return new Promise<AxiosResponse>((_resolve, reject) => {
        const abort = () => reject(new CanceledError(undefined, config));
        if (config.signal?.aborted) abort();
        config.signal?.addEventListener?.('abort', abort);
      });
    }
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
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
