// The API client's transport: the platform's fetch (browser and Node alike), and XMLHttpRequest
// only for an upload that reports its progress (fetch cannot). A few hundred bytes instead of a
// library in every first visit (issue 26 item 4).
import { NetworkError } from './errors';

export type QueryParamValue = string | number | boolean | Date | null | undefined;

/** One request as the client hands it to a transport (and tests' fake servers see it). */
export interface TransportRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** `/api/v1` in the browser, an absolute URL on the server. */
  baseURL: string;
  /** Below `baseURL`, e.g. `news/12` (an absolute URL is used as it is). */
  url: string;
  params: Record<string, unknown>;
  headers: Headers;
  /** A JSON text or a FormData (whose multipart boundary the platform sets). */
  data?: string | FormData;
  /** Aborts on the caller's signal and on the timeout. */
  signal?: AbortSignal;
  timeout: number;
  responseType: 'json' | 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** Any status: the client decides what an error answer means. */
export interface TransportResponse {
  status: number;
  data: unknown;
  headers: Headers;
  /**
   * A server-rendered page's recorded answer that the server's client already parsed
   * (app/start/pageData.ts): `data` is that output, to be taken without a schema.
   */
  parsed?: 'data' | 'list';
}

/**
 * Answers a request, or rejects when no answer came (a network failure: `NetworkError`; an
 * abort: the signal's reason).
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

function appendParam(query: URLSearchParams, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  query.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/** `baseURL` + `url` + the query (arrays as `key[]=…`, null and undefined left out). */
export function requestUrl(request: Pick<TransportRequest, 'baseURL' | 'url' | 'params'>): string {
  const { baseURL, url, params } = request;
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) appendParam(query, `${key}[]`, item);
    else appendParam(query, key, value);
  }
  const text = query.toString();
  if (!text) return full;
  const hash = full.indexOf('#');
  const base = hash === -1 ? full : full.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

/** JSON when the body is JSON, else the text as it came (a proxy's HTML error page). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  (error.name === 'AbortError' || error.name === 'TimeoutError');

export const fetchTransport: Transport = async (request) => {
  // XMLHttpRequest where fetch falls short: an upload's progress; and a file download, which
  // axios made this way (DevTools and test harnesses read the body of a fetch consumed as a blob
  // as empty).
  if (
    (request.onUploadProgress || request.responseType === 'blob') &&
    typeof XMLHttpRequest !== 'undefined'
  )
    return xhrTransport(request);
  let response: Response;
  try {
    response = await fetch(requestUrl(request), {
      method: request.method.toUpperCase(),
      headers: request.headers,
      ...(request.data === undefined ? {} : { body: request.data }),
      ...(request.signal ? { signal: request.signal } : {}),
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(request.url, error);
  }
  try {
    const data =
      request.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
    return { status: response.status, data, headers: response.headers };
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(request.url, error);
  }
};

/** Headers of an XMLHttpRequest answer as a `Headers`. */
function xhrHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) {
      try {
        headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      } catch {
        // A header name the Headers class refuses: nobody reads it.
      }
    }
  }
  return headers;
}

/** An upload with a progress bar (CV and photo uploads). */
export function xhrTransport(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), requestUrl(request));
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    const progress = request.onUploadProgress;
    if (progress)
      xhr.upload.onprogress = (event) =>
        progress({
          loaded: event.loaded,
          ...(event.lengthComputable ? { total: event.total } : {}),
        });
    const signal = request.signal;
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        data:
          request.responseType === 'blob'
            ? (xhr.response as Blob)
            : parseBody(String(xhr.responseText)),
        headers: xhrHeaders(xhr.getAllResponseHeaders()),
      });
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError(request.url));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.data ?? null);
  });
}
