// axios loads with the first request, not with the page: no first render waits for it (the
// sites' entry-bundle budget, scripts/check-bundles.ts).
import type * as AxiosModule from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { ApiError, ListMeta, LocaleSchema } from '../validation/common';
import { ApiRequestError, RequestCanceled, isSiteWideUnavailable, parseRetryAfter } from './errors';
import type * as ResponsesModule from './responses';

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
  /** Tests pass a fake transport; production uses axios' own. */
  adapter?: AxiosAdapter;
}

export interface ApiClient {
  /** GET a `{data: T}` envelope and return `data` parsed with `schema`. */
  getData<S extends z.ZodType>(
    url: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** GET a `{data: T[], meta}` list and return the whole body, each item parsed with `itemSchema`. */
  getList<S extends z.ZodType>(
    url: string,
    itemSchema: S,
    options?: RequestOptions,
  ): Promise<ListResult<z.output<S>>>;
  /** POST JSON (or a FormData as it is) and return the parsed `data` of the answer. */
  postData<S extends z.ZodType>(
    url: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /** POST multipart form fields (files included); null and undefined fields are left out. */
  postForm<S extends z.ZodType>(
    url: string,
    form: FormData | FormFields,
    schema: S,
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
}

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
    adapter,
  } = options;

  type Axios = typeof AxiosModule;
  type Responses = typeof ResponsesModule;
  let loaded:
    | Promise<{ http: AxiosInstance; AxiosHeaders: Axios['AxiosHeaders']; responses: Responses }>
    | undefined;
  // zod and the response schemas load with axios: both are needed only once a request is made.
  const load = () =>
    (loaded ??= Promise.all([import('axios'), import('./responses')]).then(
      ([axiosModule, responses]) => ({ ...createHttp(axiosModule, responses), responses }),
    ));

  function createHttp(
    { default: axios, AxiosHeaders, isAxiosError, isCancel }: Axios,
    { parseErrorBody }: Responses,
  ) {
    const http = axios.create({
      baseURL,
      timeout,
      headers: { Accept: 'application/json' },
      ...(adapter ? { adapter } : {}),
    });

    http.interceptors.response.use(undefined, async (error: unknown) => {
      if (isCancel(error)) {
        const url = isAxiosError(error) ? error.config?.url : undefined;
        logger.debug('Request canceled', url);
        return Promise.reject(new RequestCanceled(url));
      }
      if (!isAxiosError(error) || !error.response) return Promise.reject(error);
      const { status, headers } = error.response;
      const errors = parseErrorBody(await readBlobBody(error.response.data));
      const url = error.config?.url;
      if (status === 503 && isSiteWideUnavailable(errors)) onMaintenance?.();
      if (status === 401) {
        const sent = AxiosHeaders.from(error.config?.headers).get('Authorization');
        const sentToken = typeof sent === 'string' ? BEARER.exec(sent)?.[1] : undefined;
        if (sentToken) onUnauthorized?.(errors, sentToken);
      }
      const retryAfter = parseRetryAfter(
        headers instanceof AxiosHeaders ? headers.get('Retry-After') : headers['retry-after'],
      );
      return Promise.reject(
        new ApiRequestError({
          status,
          errors,
          url,
          ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
        }),
      );
    });
    return { http, AxiosHeaders };
  }

  /**
   * The locale, session headers and token are read here, at the moment of the call, not after
   * axios has loaded (a logout in between must not send the old token).
   */
  function config(
    options: RequestOptions | undefined,
    extra: AxiosRequestConfig = {},
  ): AxiosRequestConfig {
    const params: Record<string, unknown> = { ...options?.params };
    if (params.locale === undefined || params.locale === null) params.locale = getLocale();
    const headers: Record<string, string> = {
      ...(extra.headers as Record<string, string> | undefined),
      ...options?.headers,
    };
    const has = (name: string) =>
      Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
    for (const [name, value] of Object.entries(getHeaders?.() ?? {})) {
      if (!has(name)) headers[name] = value;
    }
    const token = options?.bearer !== undefined ? options.bearer : getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return {
      ...extra,
      params,
      ...(options?.signal ? { signal: options.signal } : {}),
      headers,
    };
  }

  const blobConfig: AxiosRequestConfig = {
    responseType: 'blob',
    // Rendering a PDF takes longer than reading JSON.
    timeout: timeout * 4,
    headers: { Accept: 'application/pdf, image/*, application/octet-stream, application/json' },
  };

  function blobResult(
    response: { data: Blob; headers: unknown },
    AxiosHeaders: Axios['AxiosHeaders'],
  ): BlobResult {
    const headers = response.headers as Record<string, unknown>;
    const disposition =
      headers instanceof AxiosHeaders
        ? headers.get('Content-Disposition')
        : headers['content-disposition'];
    const blob =
      response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
    return { blob, fileName: fileNameFromDisposition(disposition) };
  }

  // FormData goes out as multipart (axios and the browser set the boundary); anything else as JSON.
  const bodyHeaders = (body: unknown): Record<string, string> =>
    body instanceof FormData ? {} : { 'Content-Type': 'application/json' };

  return {
    async getData(url, schema, options) {
      const request = config(options);
      const { http, responses } = await load();
      const response = await http.get<unknown>(url, request);
      return responses.parseDataBody(schema, response.data, url, logger);
    },

    async getList(url, itemSchema, options) {
      const request = config(options);
      const { http, responses } = await load();
      const response = await http.get<unknown>(url, request);
      return responses.parseListBody(itemSchema, response.data, url, logger);
    },

    async postData(url, body, schema, options) {
      const request = config(options, { headers: bodyHeaders(body) });
      const { http, responses } = await load();
      const response = await http.post<unknown>(url, body, request);
      return responses.parseDataBody(schema, response.data, url, logger);
    },

    async postForm(url, form, schema, options) {
      const body = form instanceof FormData ? form : toFormData(form);
      const onProgress = options?.onUploadProgress;
      const request = config(options, {
        timeout: timeout * 4,
        ...(onProgress
          ? {
              onUploadProgress: (event) =>
                onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
            }
          : {}),
      });
      const { http, responses } = await load();
      const response = await http.post<unknown>(url, body, request);
      return responses.parseDataBody(schema, response.data, url, logger);
    },

    async postNoContent(url, body, options) {
      const request = config(options, { headers: bodyHeaders(body) });
      const { http } = await load();
      await http.post(url, body, request);
    },

    async postBlob(url, form, options) {
      const body = form instanceof FormData ? form : toFormData(form);
      const request = config(options, blobConfig);
      const { http, AxiosHeaders } = await load();
      return blobResult(await http.post<Blob>(url, body, request), AxiosHeaders);
    },

    async getBlob(url, options) {
      const request = config(options, blobConfig);
      const { http, AxiosHeaders } = await load();
      return blobResult(await http.get<Blob>(url, request), AxiosHeaders);
    },
  };
}
