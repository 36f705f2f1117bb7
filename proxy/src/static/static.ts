import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { SITES, type SiteId } from '@brokerage/shared/routing/routes.ts';
import { ByteLru } from './cache';
import type { CompressionCache } from './compress';
import { contentTypeFor } from './mime';
import { isNotModified, sendBody } from './send';

export const SITE_PREFIX = '/_site/';

/** Files above this are streamed as they are: large media gains nothing from memory. */
const MAX_CACHED_FILE = 16 * 1024 * 1024;

export const distDir = (sitesDir: string, site: SiteId): string =>
  path.join(sitesDir, site, 'dist');

/** `/_site/<name>/<rest>` → the site and the decoded path segments inside its dist. */
export function parseSitePath(rawPath: string): { site: SiteId; segments: string[] } | undefined {
  if (!rawPath.startsWith(SITE_PREFIX)) return undefined;
  const [name, ...rest] = rawPath.slice(SITE_PREFIX.length).split('/');
  const site = SITES.find((s) => s === name);
  if (!site) return undefined;
  const segments: string[] = [];
  for (const raw of rest) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // Dot segments, dotfiles, encoded separators and NUL can only be traversal attempts.
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return { site, segments };
}

/** Assets carry a content hash in their names; everything else may change under its name. */
function cacheControlFor(segments: readonly string[], contentType: string): string {
  if (contentType.startsWith('text/html')) return 'no-cache';
  if (segments[0] === 'assets') return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

export interface StaticServer {
  /** Serve `/_site/<name>/…` from the site's dist; `no-dist` when the site was never built. */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    rawPath: string,
    headers: OutgoingHttpHeaders,
  ): Promise<'served' | 'missing' | 'no-dist'>;
}

export function createStaticServer(sitesDir: string, compression: CompressionCache): StaticServer {
  const files = new ByteLru(128 * 1024 * 1024);

  return {
    async serve(req, res, rawPath, headers) {
      const parsed = parseSitePath(rawPath);
      if (!parsed || parsed.segments.length === 0) return 'missing';
      const root = distDir(sitesDir, parsed.site);
      const file = path.join(root, ...parsed.segments);
      // Belt and braces: parseSitePath already refused every traversal form it knows.
      if (!file.startsWith(root + path.sep)) return 'missing';

      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(file);
      } catch {
        try {
          await stat(root);
          return 'missing';
        } catch {
          return 'no-dist';
        }
      }
      if (!info.isFile()) return 'missing';

      const contentType = contentTypeFor(file);
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const lastModified = info.mtime;
      const responseHeaders: OutgoingHttpHeaders = {
        ...headers,
        'cache-control': cacheControlFor(parsed.segments, contentType),
      };

      if (info.size > MAX_CACHED_FILE) {
        for (const [name, value] of Object.entries(responseHeaders))
          if (value !== undefined) res.setHeader(name, value);
        res.setHeader('content-type', contentType);
        res.setHeader('etag', etag);
        res.setHeader('last-modified', lastModified.toUTCString());
        if (isNotModified(req, etag, lastModified)) {
          res.statusCode = 304;
          res.end();
          return 'served';
        }
        res.setHeader('content-length', info.size);
        if (req.method === 'HEAD') {
          res.end();
          return 'served';
        }
        createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res);
        return 'served';
      }

      // The key changes with the file, so a rebuild never serves stale bytes from memory.
      const key = `${file}:${info.size}:${info.mtimeMs}`;
      let body = files.get(key);
      if (!body) {
        body = await readFile(file);
        files.set(key, body);
      }
      await sendBody(req, res, compression, {
        status: 200,
        body,
        contentType,
        cacheKey: key,
        etag,
        lastModified,
        headers: responseHeaders,
      });
      return 'served';
    },
  };
}
