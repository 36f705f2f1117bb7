// The transport is the platform's fetch; zod and the response schemas load with the first
// request, not with the page: no first render waits for them (scripts/check-bundles.ts).
import type { z } from 'zod';
import type { ApiError, ListMeta, LocaleSchema } from '../validation/common';
import {
  ApiRequestError,
  NetworkError,
  RequestCanceled,
  isSiteWideUnavailable,
  parseRetryAfter,
} from './errors';
import { loadOnce } from './lazyApi';
import type * as ResponsesModule from './responses';
import { fetchTransport, type Transport, type TransportRequest } from './transport';

export type { Transport, TransportRequest, TransportResponse } from './transport';

export type ApiLocale = z.infer<typeof LocaleSchema>;

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Query parameters; `locale` is added unless given here. */
  params?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The bearer token of this one request instead of the active session's: a string sends that
   * token, null sends none. Customer calls use it so that recruitment mode (whose token replaces
   * the customer's) never sends the candidate's token to a customer endpoint, and a login
   * attempt goes out anonymous.
   */
  bearer?: string | null;
}

export interface FormRequestOptions extends RequestOptions {
  /** 0–1 while the body uploads (CV and photo uploads show a bar). */
  onUploadProgress?: (fraction: number) => void;
}

export type FormFieldValue = string | number | boolean | Blob | null | undefined;
export type FormFields = Record<string, FormFieldValue>;

/** A file answered by a POST (PDF exports). */
export interface BlobResult {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` first), or null when the server named none. */
  fileName: string | null;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

export interface ApiLogger {
  debug(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface ApiClientOptions {
  /** Default `/api/v1`: every site is served from the proxy's single origin. */
  baseURL?: string;
  /** Bearer token of the active session, read on every request. */
  getToken: () => string | null | undefined;
  /** Sent as the `locale` query parameter on every request. */
  getLocale: () => ApiLocale;
  /** Extra headers read on every request (the session adds `X-Is-Sso`). */
  getHeaders?: () => Record<string, string>;
  /**
   * A request that carried a bearer token got 401: that token is dead. Anonymous 401s (a failed
   * login, say) do not call this. `sentToken` lets the session ignore the answer to a request
   * sent with a token it has since replaced.
   */
  onUnauthorized?: (errors: ApiError[], sentToken: string) => void;
  /**
   * A 503 of the whole API (`maintenance`, `service_unavailable`, or a body without codes): the
   * global maintenance event (spec §4, §8). A 503 naming one dependency that is down
   * (`priceboard_unavailable`, …) only rejects, for the caller to show.
   */
  onMaintenance?: () => void;
  logger?: ApiLogger;
  /** Milliseconds; default 30 s. Form posts (uploads) get four times as long. */
  timeout?: number;
  /** Tests pass a fake transport, the server render a recording one; default `fetchTransport`. */
  adapter?: Transport;
  /**
   * Each answer a GET parsed, with its schema and output: the server render records the output
   * for the browser (app/start/pageData.ts `parsedRecorder`).
   */
  onParsed?: (
    request: TransportRequest,
    kind: 'data' | 'list',
    schema: z.ZodType,
    output: unknown,
  ) => void;
}

/**
 * A call's schema, or how to load it: API modules hand over `() => import(...)` of their
 * schemas so that a page hydrating from its recorded answers loads no zod (issue 26 item 4).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Schema sources from a module loaded on first use: `const content = lazySchemas(() =>
 * import('../validation/content'))`, then `content('PageSchema')` where a call takes a schema.
 * A failed load (a chunk lost to a deploy) is tried again by the next call.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  const module = loadOnce(load);
  return <K extends keyof M>(name: K) =>
    () =>
      module().then((loaded) => loaded[name]);
}

/** The schema of a source: itself, or what its loader gives. */
export const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): S | Promise<S> =>
  typeof source === 'function' ? source() : source;

export interface ApiClient {
  /** GET a `{data: T}` envelope and return `data` parsed with `schema`. */
  getData<S extends z.ZodType>(
    url: string,
    schema: SchemaSource<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** GET a `{data: T[], meta}` list and return the whole body, each item parsed with `itemSchema`. */
  getList<S extends z.ZodType>(
    url: string,
    itemSchema: SchemaSource<S>,
    options?: RequestOptions,
  ): Promise<ListResult<z.output<S>>>;
  /** POST JSON (or a FormData as it is) and return the parsed `data` of the answer. */
  postData<S extends z.ZodType>(
    url: string,
    body: unknown,
    schema: SchemaSource<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** POST multipart form fields (files included); null and undefined fields are left out. */
  postForm<S extends z.ZodType>(
    url: string,
    form: FormData | FormFields,
    schema: SchemaSource<S>,
    options?: FormRequestOptions,
  ): Promise<z.output<S>>;
  /** POST and ignore the answer's body (204 endpoints such as `page-views`). */
  postNoContent(url: string, body?: unknown, options?: RequestOptions): Promise<void>;
  /**
   * POST multipart form fields and take the answer as a file (PDF exports). An error answer
   * comes back as a blob too; when it holds the JSON error body it is read into the usual
   * ApiRequestError.
   */
  postBlob(url: string, form: FormData | FormFields, options?: RequestOptions): Promise<BlobResult>;
  /**
   * GET a file that needs the session's token (a candidate's avatar, a data export): an `<img>`
   * or a plain link cannot send the bearer header. Errors as `postBlob`.
   */
  getBlob(url: string, options?: RequestOptions): Promise<BlobResult>;
  /** PUT, PATCH or DELETE (with a JSON body or none) and return the parsed `data` of the answer. */
  sendData<S extends z.ZodType>(
    method: ChangeMethod,
    url: string,
    body: unknown,
    schema: SchemaSource<S>,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** PUT, PATCH or DELETE and ignore the answer's body (204). */
  sendNoContent(
    method: ChangeMethod,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<void>;
}

/** The methods besides GET and POST that the API's member-owned records take. */
export type ChangeMethod = 'put' | 'patch' | 'delete';

const BEARER = /^Bearer (.+)$/;

export const consoleLogger: ApiLogger = {
  debug: (message, details) => console.debug(message, details ?? ''),
  warn: (message, details) => console.warn(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, percent
 * encoded, so Vietnamese names survive) before the plain `filename`.
 */
export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"(.*)"$/, '$1'));
      if (name) return baseName(name);
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() : '';
  return name ? baseName(name) : null;
}

/** A server-sent name never chooses a folder. */
const baseName = (name: string): string | null => name.split(/[\\/]/).pop()?.trim() || null;

/** An error answer to a blob request is a Blob; read it back into the JSON it usually is. */
async function readBlobBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return null;
  }
}

export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The text fields of a form as an object (a repeated name becomes a list); files are left out. */
function formToJson(form: FormData): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (typeof value !== 'string') return;
    const before = json[name];
    json[name] =
      before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  });
  return json;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseURL = '/api/v1',
    getToken,
    getLocale,
    getHeaders,
    onUnauthorized,
    onMaintenance,
    logger = consoleLogger,
    timeout = 30_000,
    adapter = fetchTransport,
    onParsed,
  } = options;

  type Responses = typeof ResponsesModule;
  let loaded: Promise<Responses> | undefined;
  // zod is needed only for an answer that is not a server-rendered page's parsed record: it
  // loads with the first such answer (then stays), not with the page.
  const load = () => (loaded ??= import('./responses'));
  // An error answer's body is read without zod (errorBody.ts): a 404 page's content call loads
  // a few hundred bytes, not the response schemas.
  const loadErrorBody = loadOnce(() => import('./errorBody'));

  interface Extra {
    method: TransportRequest['method'];
    body?: unknown;
    timeout?: number;
    responseType?: TransportRequest['responseType'];
    accept?: string;
    onUploadProgress?: (fraction: number) => void;
  }

  /**
   * The locale, session headers and token are read here, at the moment of the call, not after
   * the response schemas have loaded (a logout in between must not send the old token).
   */
  function prepare(
    url: string,
    options: RequestOptions | undefined,
    extra: Extra,
  ): Omit<TransportRequest, 'signal'> {
    const params: Record<string, unknown> = { ...options?.params };
    if (params.locale === undefined || params.locale === null) params.locale = getLocale();
    const headers = new Headers({ Accept: extra.accept ?? 'application/json' });
    // FormData goes out as multipart (the platform sets the boundary); anything else as JSON.
    // A POST is JSON unless it is a form; a PUT, PATCH or DELETE only when it has a body (an
    // empty body with a JSON type is a 400 from Fastify).
    const hasBody = extra.method !== 'get' && extra.body !== undefined;
    if ((extra.method === 'post' || hasBody) && !(extra.body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options?.headers ?? {})) headers.set(name, value);
    let data: TransportRequest['data'];
    if (extra.body instanceof FormData) {
      // A form sent with a JSON content type goes as a JSON object of its fields (an endpoint
      // that reads JSON only, financialsApi.ts), as axios used to send it.
      data = headers.get('Content-Type')?.includes('application/json')
        ? JSON.stringify(formToJson(extra.body))
        : extra.body;
    } else if (hasBody) {
      data = JSON.stringify(extra.body);
    }
    for (const [name, value] of Object.entries(getHeaders?.() ?? {})) {
      if (!headers.has(name)) headers.set(name, value);
    }
    const token = options?.bearer !== undefined ? options.bearer : getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const progress = extra.onUploadProgress;
    return {
      method: extra.method,
      baseURL,
      url,
      params,
      headers,
      ...(data === undefined ? {} : { data }),
      timeout: extra.timeout ?? timeout,
      responseType: extra.responseType ?? 'json',
      ...(progress
        ? {
            onUploadProgress: (event: { loaded: number; total?: number }) =>
              progress(event.total ? Math.min(1, event.loaded / event.total) : 0),
          }
        : {}),
    };
  }

  const canceled = (url: string) => {
    logger.debug('Request canceled', url);
    return new RequestCanceled(url);
  };

  /** What a request answered: its body, and the request as it went out (for `onParsed`). */
  interface Answer {
    data: unknown;
    headers: Headers;
    request: TransportRequest;
    parsed?: 'data' | 'list';
  }

  /**
   * Sends one request and answers its body, or rejects: RequestCanceled (the caller aborted),
   * NetworkError (no answer, or none in time), ApiRequestError (an error status).
   */
  async function send(
    url: string,
    options: RequestOptions | undefined,
    extra: Extra,
  ): Promise<Answer> {
    const prepared = prepare(url, options, extra);
    const callerSignal = options?.signal;
    if (callerSignal?.aborted) throw canceled(url);
    const controller = new AbortController();
    const abort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    const timer =
      prepared.timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new DOMException('The request timed out', 'TimeoutError'));
          }, prepared.timeout)
        : undefined;
    const request = { ...prepared, signal: controller.signal };
    let response;
    try {
      response = await adapter(request);
    } catch (error) {
      if (callerSignal?.aborted) throw canceled(url);
      if (timedOut) throw new NetworkError(url, error, { timedOut: true });
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    }
    const { status, headers, data, parsed } = response;
    if (isSuccess(status)) return { data, headers, request, ...(parsed ? { parsed } : {}) };
    const { parseErrorBody } = await loadErrorBody();
    const errors = parseErrorBody(await readBlobBody(data));
    if (status === 503 && isSiteWideUnavailable(errors)) onMaintenance?.();
    if (status === 401) {
      const sentToken = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1];
      if (sentToken) onUnauthorized?.(errors, sentToken);
    }
    const retryAfter = parseRetryAfter(headers.get('Retry-After') ?? undefined);
    throw new ApiRequestError({
      status,
      errors,
      url,
      ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
    });
  }

  /** The `data` of an answer: the recorded output as it is, else parsed with its schema. */
  async function dataOf<S extends z.ZodType>(
    answer: Answer,
    source: SchemaSource<S>,
    url: string,
  ): Promise<z.output<S>> {
    if (answer.parsed === 'data') return (answer.data as { data: z.output<S> }).data;
    const [responses, schema] = await Promise.all([load(), schemaOf(source)]);
    const output = responses.parseDataBody(schema, answer.data, url, logger);
    if (answer.request.method === 'get')
      onParsed?.(answer.request, 'data', schema, { data: output });
    return output;
  }

  /** A `{data, meta}` list: the recorded output as it is, else each item parsed. */
  async function listOf<S extends z.ZodType>(
    answer: Answer,
    source: SchemaSource<S>,
    url: string,
  ): Promise<ListResult<z.output<S>>> {
    if (answer.parsed === 'list') return answer.data as ListResult<z.output<S>>;
    const [responses, schema] = await Promise.all([load(), schemaOf(source)]);
    const output = responses.parseListBody(schema, answer.data, url, logger);
    onParsed?.(answer.request, 'list', schema, output);
    return output;
  }

  const blobExtra = {
    responseType: 'blob',
    // Rendering a PDF takes longer than reading JSON.
    timeout: timeout * 4,
    accept: 'application/pdf, image/*, application/octet-stream, application/json',
  } as const;

  function blobResult({ data, headers }: { data: unknown; headers: Headers }): BlobResult {
    const blob = data instanceof Blob ? data : new Blob([data as BlobPart]);
    return { blob, fileName: fileNameFromDisposition(headers.get('Content-Disposition')) };
  }

  return {
    async getData(url, schema, options) {
      return dataOf(await send(url, options, { method: 'get' }), schema, url);
    },

    async getList(url, itemSchema, options) {
      return listOf(await send(url, options, { method: 'get' }), itemSchema, url);
    },

    async postData(url, body, schema, options) {
      return dataOf(await send(url, options, { method: 'post', body }), schema, url);
    },

    async postForm(url, form, schema, options) {
      const body = form instanceof FormData ? form : toFormData(form);
      const onUploadProgress = options?.onUploadProgress;
      const answer = await send(url, options, {
        method: 'post',
        body,
        timeout: timeout * 4,
        ...(onUploadProgress ? { onUploadProgress } : {}),
      });
      return dataOf(answer, schema, url);
    },

    async postNoContent(url, body, options) {
      await send(url, options, { method: 'post', body });
    },

    async postBlob(url, form, options) {
      const body = form instanceof FormData ? form : toFormData(form);
      return blobResult(await send(url, options, { method: 'post', body, ...blobExtra }));
    },

    async getBlob(url, options) {
      return blobResult(await send(url, options, { method: 'get', ...blobExtra }));
    },

    async sendData(method, url, body, schema, options) {
      return dataOf(await send(url, options, { method, body }), schema, url);
    },

    async sendNoContent(method, url, body, options) {
      await send(url, options, { method, body });
    },
  };
}
