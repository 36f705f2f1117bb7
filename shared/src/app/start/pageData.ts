import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { readScriptJson, scriptJson } from '../../validation/systemData';
import { answerKey, type PageResponse } from './ssrMarkup';

export type { PageResponse } from './ssrMarkup';

/**
 * The API answers a server-rendered page was made from (design §1 "Server rendering"): the server
 * records each anonymous GET while it renders, the proxy puts them in the page, and the browser
 * answers the same requests from them while it hydrates, so its first render is the server's.
 */

function headerOf(config: InternalAxiosRequestConfig, name: string): unknown {
  const headers = config.headers as unknown;
  if (!headers || typeof headers !== 'object') return undefined;
  if ('get' in headers && typeof headers.get === 'function')
    return (headers.get as (name: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name];
}

/**
 * What makes two GETs the same: path, query (in order) and nothing else. A request with a token
 * is never shared: the server renders anonymously, so its answers are not a customer's.
 */
export function requestKey(config: InternalAxiosRequestConfig): string | null {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || headerOf(config, 'Authorization'))
    return null;
  return answerKey(config.url ?? '', (config.params ?? {}) as Record<string, unknown>);
}

/** JSON for inside a `<script type="application/json">`: no `</script>` can close it early. */
export function pageDataJson(responses: readonly PageResponse[]): string {
  return scriptJson(responses);
}

/** The block's answers; anything malformed counts as none (the requests then go out). */
export function parsePageData(text: string | null | undefined): Map<string, PageResponse> {
  const answers = new Map<string, PageResponse>();
  const parsed = readScriptJson(text);
  if (!Array.isArray(parsed)) return answers;
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { key, status, data } = item as Partial<PageResponse>;
    if (typeof key === 'string' && typeof status === 'number')
      answers.set(key, { key, status, data });
  }
  return answers;
}

function answer(config: InternalAxiosRequestConfig, cached: PageResponse): AxiosResponse {
  return {
    data: cached.data,
    status: cached.status,
    statusText: '',
    headers: {},
    config,
    request: {},
  };
}

export interface ReplayAdapter {
  adapter: AxiosAdapter;
  /** From now on every request goes out (the visitor has moved on from the served page). */
  forget(): void;
}

/**
 * Browser: answers the page's GETs from the server's record, the rest through axios' own
 * transport. The record stays until `forget`, because a page's mount effect may ask again for
 * what the pre-hydration load already read.
 */
export function replayAdapter(responses: Map<string, PageResponse>): ReplayAdapter {
  let network: AxiosAdapter | undefined;
  return {
    adapter: async (config) => {
      const key = responses.size > 0 ? requestKey(config) : null;
      const cached = key === null ? undefined : responses.get(key);
      if (cached) return fromRecord(config, cached);
      // axios is in by now: the API client loads it before it calls its adapter.
      const { default: axios } = await import('axios');
      network ??= axios.getAdapter(axios.defaults.adapter);
      return network(config);
    },
    forget: () => responses.clear(),
  };
}

/** A recorded answer as axios' own transports give it (an error status throws, as theirs do). */
async function fromRecord(
  config: InternalAxiosRequestConfig,
  cached: PageResponse,
): Promise<AxiosResponse> {
  const response = answer(config, cached);
  if (cached.status < 300) return response;
  const { AxiosError } = await import('axios');
  throw new AxiosError(
    `Request failed with status code ${cached.status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/** Worth replaying: an answer, or a "no such page" (a 429 or a 5xx says nothing about the page). */
const kept = (status: number) => (status >= 200 && status < 300) || status === 404;

function remember(
  record: PageResponse[],
  config: InternalAxiosRequestConfig,
  response: AxiosResponse | undefined,
): void {
  const key = requestKey(config);
  if (key === null || !response || !kept(response.status)) return;
  let data: unknown = response.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return;
    }
  }
  record.push({ key, status: response.status, data });
}

/**
 * Server: sends each request through `transport` with the visitor's forwarding headers and keeps
 * every anonymous GET's answer (or 404) for the page. A request the proxy already made (`known`,
 * by key) is answered from its answer and recorded, without asking the API again.
 */
export function recordingAdapter(
  transport: AxiosAdapter,
  headers: Record<string, string>,
  record: PageResponse[],
  known: ReadonlyMap<string, PageResponse> = new Map(),
): AxiosAdapter {
  return async (config) => {
    const key = known.size > 0 ? requestKey(config) : null;
    const given = key === null ? undefined : known.get(key);
    if (given) {
      if (!record.some((entry) => entry.key === given.key)) record.push(given);
      return fromRecord(config, given);
    }
    for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
    try {
      const response = await transport(config);
      remember(record, config, response);
      return response;
    } catch (error) {
      const response = (error as { response?: AxiosResponse }).response;
      remember(record, config, response);
      throw error;
    }
  };
}
