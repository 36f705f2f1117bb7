import type { SystemData } from '../../validation/systemData';

/**
 * The contract of a server-rendered page between the proxy, which calls a site's render and
 * writes its result into the page, and the browser, which hydrates it. No DOM or React here:
 * the proxy imports it.
 */

/** On `#root`: the markup inside is the server's (and `inert` until hydration). */
export const SSR_ATTRIBUTE = 'data-ssr';
/** On `#root` once the browser has hydrated the server's markup. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On `#root`: the layout the page picked while rendering. */
export const SSR_LAYOUT_ATTRIBUTE = 'data-ssr-layout';
/** `<script type="application/json">` with the API answers the page was made from. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** An API answer a page was made from, by the request that asked for it (`answerKey`). */
export interface PageResponse {
  key: string;
  status: number;
  data: unknown;
  /**
   * Set when `data` is what the API client made of the answer on the server (`{data}` of a
   * `getData`, `{data, meta}` of a `getList`), already checked against the call's schema: the
   * browser takes it as it is and needs no zod while it hydrates. Absent: the answer as it came.
   */
  parsed?: ParsedKind;
}

/** Which of the API client's readings a recorded answer went through (`PageResponse.parsed`). */
export type ParsedKind = 'data' | 'list';

/**
 * What makes two GETs of the API the same: the path below `/api/v1/` and the query, sorted (the
 * key of the page's record, design §1). The proxy keys the answers it hands to a render with it.
 */
export function answerKey(path: string, params: Record<string, unknown>): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${JSON.stringify(query)}`;
}

export interface ServerRenderRequest {
  /** The page's path and query, as the visitor asked. */
  url: string;
  /** The public origin the page is served from. */
  origin: string;
  /** Where the server reaches the API (`http://127.0.0.1:5000/api/v1`) and the headers that say
   *  on whose behalf (the visitor's forwarded address: rate limits count them as the visitor's). */
  api: { baseURL: string; headers: Record<string, string> };
  /** The settings, menus and text overrides the proxy embeds in the page too. */
  systemData?: SystemData;
  /**
   * What the proxy already asked the API to resolve the path (the CMS page of a slug, or its
   * 404): the render answers the same requests from these instead of asking again, and they go
   * into the page's record, so the browser does not ask either.
   */
  answers?: readonly PageResponse[];
}

export interface ServerRenderResult {
  /** The markup for `#root`. */
  html: string;
  /** The layout the page picked (the browser starts with the same). */
  layout: string | null;
  /** The API answers the page was made from (JSON, safe inside a script element). */
  pageData: string;
}

/** What a site's `dist-server/server.js` exports as `render`. Null: leave it to the browser. */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;
