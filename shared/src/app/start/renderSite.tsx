import { enableStaticRendering } from 'mobx-react-lite';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { fetchTransport } from '../../api/transport';
import { createMemoryStorage } from '../../auth/storage';
import { localeFromPath } from '../../routing/paths';
import { parse5Parser } from '../../format/html/parse5Parser';
import { setHtmlParser } from '../../format/html/sanitizeHtml';
import { preloadMatches } from './createSiteRoutes';
import { pageDataJson, parsedRecorder, recordingAdapter, type PageResponse } from './pageData';
import type { ServerRender } from './ssrMarkup';
import { createSiteApp, type SiteDefinition } from './siteApp';

// Observers render once per request on the server; nothing reacts there.
enableStaticRendering(true);

// CMS HTML is sanitised while rendering; the browser's DOMParser is not here.
setHtmlParser(parse5Parser);

async function toText(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * A site's server render (design §1 "Server rendering"): the same app as the browser's, with
 * in-memory session storage (the server is always anonymous) and an API client that records
 * what it reads. The matched page's data loads first (its route's preload); then the tree is
 * rendered twice, because the page picks its layout while rendering and the shell, rendered
 * before it, needs that choice. Null when the router answers with a redirect (the browser's
 * router handles those).
 */
export function createServerRender<S extends object>(definition: SiteDefinition<S>): ServerRender {
  const transport = fetchTransport;
  return async ({ url, origin, api, systemData, answers = [] }) => {
    // The page's own path (a leading `//` must not read as another host).
    const pageUrl = new URL(url.replace(/^\/+/, '/'), origin);
    const { pathname, search } = pageUrl;
    const locale = localeFromPath(pathname);
    const record: PageResponse[] = [];
    const { stores, routes, texts, wrap } = createSiteApp(definition, locale, {
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      baseURL: api.baseURL,
      adapter: recordingAdapter(
        transport,
        api.headers,
        record,
        new Map(answers.map((answer) => [answer.key, answer])),
      ),
      // The browser hydrates from what the client made of each answer, without zod.
      onParsed: parsedRecorder(record),
    });
    if (systemData) stores.system.hydrate(systemData);
    const handler = createStaticHandler(routes);
    const [context] = await Promise.all([
      handler.query(new Request(pageUrl)),
      systemData ? undefined : stores.system.load(locale),
      preloadMatches(routes, { pathname, search }, stores),
      texts,
    ]);
    if (context instanceof Response) return null;
    const render = async (handlerContext: StaticHandlerContext) => {
      const router = createStaticRouter(handler.dataRoutes, handlerContext);
      const { prelude } = await prerenderToNodeStream(
        wrap(<StaticRouterProvider router={router} context={handlerContext} hydrate={false} />),
        // Every Suspense boundary inline, where it stands: past this many bytes React moves a
        // finished boundary to the end of the markup, hidden, for an inline script to put in
        // place (without JavaScript it would never show, and the reveal waits for timers).
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      return toText(prelude as AsyncIterable<string | Uint8Array>);
    };
    await render(context);
    const html = await render(context);
    return { html, layout: stores.ui.layout, pageData: pageDataJson(record) };
  };
}
