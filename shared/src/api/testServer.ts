// Test-only fake transport for the API client: answers requests from a handler, with no network.
import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

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
