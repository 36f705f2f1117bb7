import type { Transport, TransportRequest, TransportResponse } from '../../api/transport';
import { fetchTransport } from '../../api/transport';
import { readScriptJson, scriptJson } from '../../validation/systemData';
import { answerKey, type PageResponse, type ParsedKind } from './ssrMarkup';

export type { PageResponse } from './ssrMarkup';

/**
 * The API answers a server-rendered page was made from (design §1 "Server rendering"): the server
 * records each anonymous GET while it renders, the proxy puts them in the page, and the browser
 * answers the same requests from them while it hydrates, so its first render is the server's.
 */

/**
 * What makes two GETs the same: path, query (in order) and nothing else. A request with a token
 * is never shared: the server renders anonymously, so its answers are not a customer's.
 */
export function requestKey(request: TransportRequest): string | null {
  if (request.method !== 'get' || request.headers.has('Authorization')) return null;
  return answerKey(request.url, request.params);
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
    const { key, status, data, parsed } = item as Partial<PageResponse>;
    if (typeof key !== 'string' || typeof status !== 'number') continue;
    answers.set(
      key,
      parsed === 'data' || parsed === 'list'
        ? { key, status, data, parsed }
        : { key, status, data },
    );
  }
  return answers;
}

/** A recorded answer as the transport gives it. */
const fromRecord = (cached: PageResponse): TransportResponse => ({
  status: cached.status,
  data: cached.data,
  headers: new Headers(),
  ...(cached.parsed ? { parsed: cached.parsed } : {}),
});

export interface ReplayAdapter {
  adapter: Transport;
  /** From now on every request goes out (the visitor has moved on from the served page). */
  forget(): void;
}

/**
 * Browser: answers the page's GETs from the server's record, the rest through `network`. The
 * record stays until `forget`, because a page's mount effect may ask again for what the
 * pre-hydration load already read.
 */
export function replayAdapter(
  responses: Map<string, PageResponse>,
  network: Transport = fetchTransport,
): ReplayAdapter {
  return {
    adapter: async (request) => {
      const key = responses.size > 0 ? requestKey(request) : null;
      const cached = key === null ? undefined : responses.get(key);
      return cached ? fromRecord(cached) : network(request);
    },
    forget: () => responses.clear(),
  };
}

/** Worth replaying: an answer, or a "no such page" (a 429 or a 5xx says nothing about the page). */
const kept = (status: number) => (status >= 200 && status < 300) || status === 404;

function remember(
  record: PageResponse[],
  request: TransportRequest,
  response: TransportResponse,
): void {
  const key = requestKey(request);
  if (key === null || !kept(response.status)) return;
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
  transport: Transport,
  headers: Record<string, string>,
  record: PageResponse[],
  known: ReadonlyMap<string, PageResponse> = new Map(),
): Transport {
  return async (request) => {
    const key = known.size > 0 ? requestKey(request) : null;
    const given = key === null ? undefined : known.get(key);
    if (given) {
      if (!record.some((entry) => entry.key === given.key)) record.push(given);
      return fromRecord(given);
    }
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const response = await transport(request);
    remember(record, request, response);
    return response;
  };
}

/** What the server's API client hands over after it parsed an answer (ApiClientOptions.onParsed). */
export type ParsedListener = (
  request: TransportRequest,
  kind: ParsedKind,
  schema: object,
  output: unknown,
) => void;

/**
 * Server: puts the API client's parsed output in place of the recorded answer it came from, so
 * the browser hydrates without parsing (and without loading zod). An answer two calls read with
 * different schemas stays as it came, for the browser to parse each way itself. The recorded
 * objects are replaced, never changed: an entry may be the proxy's own answer.
 */
export function parsedRecorder(record: PageResponse[]): ParsedListener {
  const first = new Map<string, { schema: object; kind: ParsedKind; raw: PageResponse }>();
  return (request, kind, schema, output) => {
    const key = requestKey(request);
    const index = key === null ? -1 : record.findIndex((entry) => entry.key === key);
    if (key === null || index === -1) return;
    const entry = record[index]!;
    const seen = first.get(key);
    if (!seen) {
      first.set(key, { schema, kind, raw: entry });
      if (entry.status >= 200 && entry.status < 300)
        record[index] = { key, status: entry.status, data: output, parsed: kind };
    } else if (seen.schema !== schema || seen.kind !== kind) {
      record[index] = seen.raw;
    }
  };
}
