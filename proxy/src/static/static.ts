import { createReadStream, type Stats } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { SITES, type SiteId } from '@brokerage/shared/routing/routes.ts';
import {
  applyHeaders,
  assetSecurityHeaders,
  type SecurityContext,
  type SecurityHeaders,
} from '../http/headers';
import {
  MIN_COMPRESS_BYTES,
  isCompressibleType,
  negotiateEncoding,
  type CompressionCache,
  type Encoding,
} from './compress';
import { contentTypeFor } from './mime';
import { isNotModified } from './send';
import { parsedOnce } from '../http/parsed-once';

export const SITE_PREFIX = '/_site/';

/** Files above this are streamed as they are: large media gains nothing from memory. */
const MAX_CACHED_FILE = 16 * 1024 * 1024;

/** How often a site's build is looked at for a rebuild. */
export const REBUILD_CHECK_MS = 1000;

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
    let segment = raw;
    try {
      if (raw.includes('%')) segment = decodeURIComponent(raw);
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
function cacheControlFor(relative: string, contentType: string): string {
  if (contentType.startsWith('text/html')) return 'no-cache';
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Types a browser may open as a page (scripts can run in them): they keep the full CSP. */
const DOCUMENT_TYPE = /^(?:text\/html|image\/svg\+xml|application\/xml|text\/xml)/;

/** One encoding of a file, with the headers of its 200 built once: [plain HTTP, HTTPS]. */
interface Variant {
  body: Buffer;
  headers: readonly [OutgoingHttpHeaders, OutgoingHttpHeaders];
}

type Compressed = Exclude<Encoding, 'identity'>;

interface FileEntry {
  file: string;
  relative: string;
  contentType: string;
  /** Gets the full security set of the request (`security(context)`), not the fixed one. */
  document: boolean;
  etag: string;
  lastModified: Date;
  /** Streamed from disk per request, as before: too large to hold. */
  large: boolean;
  /** A compressible type above the size where compression pays. */
  compressible: boolean;
  identity: Variant;
  /**
   * Built beside the file (sites/precompress.ts), or compressed here on first request when an
   * older build has none; `null` when none is smaller (or the type is not compressible).
   */
  br: Variant | null | undefined;
  gzip: Variant | null | undefined;
  /** The 304's headers: [plain HTTP, HTTPS]. */
  notModified: readonly [OutgoingHttpHeaders, OutgoingHttpHeaders];
}

interface SiteIndex {
  files: Map<string, FileEntry>;
}

interface SiteState {
  /** `undefined` while the site has no dist. */
  index: SiteIndex | undefined;
  /** The build's mtimes when `index` was made. */
  signature: string | undefined;
  checkedAt: number;
  pending: Promise<void> | undefined;
}

/**
 * What changes on every build: Vite empties dist, writes assets/ and the manifest, then
 * index.html (and sites/precompress.ts adds files to both folders). Four stats a second per
 * site instead of one per request.
 */
const SIGNATURE_PATHS = ['', 'assets', 'index.html', '.vite/manifest.json'];

async function readSignature(root: string): Promise<string | undefined> {
  const times = await Promise.all(
    SIGNATURE_PATHS.map((relative) =>
      stat(path.join(root, relative)).then(
        (info) => (relative === '' && !info.isDirectory() ? undefined : String(info.mtimeMs)),
        () => (relative === '' ? undefined : '-'),
      ),
    ),
  );
  return times[0] === undefined ? undefined : times.join(':');
}

/** Paths below `root` with `/` separators; dot entries are never served, so never listed. */
async function listFiles(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        return entry.isDirectory() ? listFiles(root, relative) : [relative];
      }),
  );
  return nested.flat();
}

const statOrUndefined = (file: string): Promise<Stats | undefined> =>
  stat(file).then(
    (info) => (info.isFile() ? info : undefined),
    () => undefined,
  );

/** The headers of a 200, built once per file and encoding. */
function variant(
  entry: Pick<FileEntry, 'contentType' | 'relative' | 'etag' | 'lastModified'>,
  body: Buffer,
  encoding: Encoding,
): Variant {
  const build = (https: boolean): OutgoingHttpHeaders => {
    const headers: OutgoingHttpHeaders = {
      ...assetSecurityHeaders(https),
      'content-type': entry.contentType,
      'content-length': body.length,
      'cache-control': cacheControlFor(entry.relative, entry.contentType),
      etag: entry.etag,
      'last-modified': entry.lastModified.toUTCString(),
    };
    // Vary even on an identity answer: a shared cache must not hand it to a brotli client.
    if (isCompressibleType(entry.contentType)) headers.vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return headers;
  };
  return { body, headers: [build(false), build(true)] };
}

/** A variant written beside the file by the build, unless the file changed after it. */
async function prebuilt(
  file: string,
  base: Stats,
  entry: Parameters<typeof variant>[0],
  encoding: Compressed,
): Promise<Variant | undefined> {
  const suffix = encoding === 'br' ? '.br' : '.gz';
  const info = await statOrUndefined(file + suffix);
  if (!info || info.mtimeMs < base.mtimeMs) return undefined;
  try {
    return variant(entry, await readFile(file + suffix), encoding);
  } catch {
    return undefined;
  }
}

/** A 304 has no body to describe. */
function withoutBody(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept = { ...headers };
  delete kept['content-type'];
  delete kept['content-length'];
  return kept;
}

async function loadEntry(
  root: string,
  relative: string,
  listed: ReadonlySet<string>,
): Promise<FileEntry | undefined> {
  const file = path.join(root, ...relative.split('/'));
  const info = await statOrUndefined(file);
  if (!info) return undefined;
  const contentType = contentTypeFor(file);
  const base = {
    file,
    relative,
    contentType,
    document: DOCUMENT_TYPE.test(contentType),
    etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime,
  };
  const large = info.size > MAX_CACHED_FILE;
  let body: Buffer;
  try {
    body = large ? Buffer.alloc(0) : await readFile(file);
  } catch {
    // Removed between the listing and now: a build is running, the next check re-indexes.
    return undefined;
  }
  const identity = variant(base, body, 'identity');
  const compressible =
    !large && isCompressibleType(contentType) && body.length >= MIN_COMPRESS_BYTES;
  const [br, gzip] = compressible
    ? await Promise.all([
        listed.has(`${relative}.br`) ? prebuilt(file, info, base, 'br') : undefined,
        listed.has(`${relative}.gz`) ? prebuilt(file, info, base, 'gzip') : undefined,
      ])
    : [null, null];
  const [http, https] = identity.headers;
  const notModified = [withoutBody(http), withoutBody(https)] as const;
  return { ...base, large, compressible, identity, br, gzip, notModified };
}

/** Read a site's dist into memory: once per build, at most a few at a time. */
async function indexSite(root: string): Promise<SiteIndex> {
  const relatives = await listFiles(root);
  const listed = new Set(relatives);
  const files = new Map<string, FileEntry>();
  // `x.js.br` beside `x.js` is a variant of it, not a file of its own.
  const served = relatives.filter(
    (relative) => !/\.(?:br|gz)$/.test(relative) || !listed.has(relative.slice(0, -3)),
  );
  let next = 0;
  const worker = async () => {
    while (next < served.length) {
      const relative = served[next++]!;
      const entry = await loadEntry(root, relative, listed);
      if (entry) files.set(relative, entry);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { files };
}

export interface StaticServer {
  /**
   * Serve `/_site/<name>/…` from the site's dist; `no-dist` when the site was never built.
   * The context's full security headers go on documents (HTML, SVG) only.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    rawPath: string,
    context: SecurityContext,
  ): Promise<'served' | 'missing' | 'no-dist'>;
}

/**
 * Site files from memory (issue 26 #2): each site's dist is read once, with its precompressed
 * variants and every header built in advance, and read again when a rebuild changes it. A
 * request costs a map lookup and one write, as nginx's would.
 */
export function createStaticServer(
  sitesDir: string,
  compression: CompressionCache,
  security: SecurityHeaders,
): StaticServer {
  const sites = new Map<SiteId, SiteState>();
  // Accept-Encoding values repeat (a browser sends one string): each is negotiated once.
  const negotiated = parsedOnce(64, negotiateEncoding);

  async function refresh(site: SiteId, state: SiteState): Promise<void> {
    const root = distDir(sitesDir, site);
    const signature = await readSignature(root);
    if (signature !== state.signature) {
      state.index = signature === undefined ? undefined : await indexSite(root);
      state.signature = signature;
    }
    state.checkedAt = Date.now();
  }

  /** The site's state, looked at again for a rebuild at most once a second. */
  function stateOf(site: SiteId): SiteState {
    let state = sites.get(site);
    if (!state) {
      state = { index: undefined, signature: undefined, checkedAt: -Infinity, pending: undefined };
      sites.set(site, state);
    }
    return state;
  }

  async function recheck(site: SiteId, state: SiteState): Promise<SiteIndex | undefined> {
    state.pending ??= refresh(site, state).finally(() => {
      state.pending = undefined;
    });
    await state.pending;
    return state.index;
  }

  function encodingFor(header: string | undefined): Encoding {
    return header === undefined ? 'identity' : negotiated(header);
  }

  /** An older build without `.br`/`.gz`: compress once, then keep it with the file. */
  async function compressFor(entry: FileEntry, encoding: Compressed): Promise<Variant> {
    const body = await compression.get(
      `${entry.file}:${entry.etag}`,
      entry.identity.body,
      encoding,
    );
    const made = body.length < entry.identity.body.length ? variant(entry, body, encoding) : null;
    entry[encoding] = made;
    return made ?? entry.identity;
  }

  async function streamLarge(
    req: IncomingMessage,
    res: ServerResponse,
    entry: FileEntry,
    https: boolean,
  ): Promise<'served' | 'missing'> {
    const info = await statOrUndefined(entry.file);
    if (!info) return 'missing';
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    applyHeaders(res, entry.notModified[https ? 1 : 0]!);
    res.setHeader('etag', etag);
    res.setHeader('last-modified', info.mtime.toUTCString());
    if (isNotModified(req, etag, info.mtime)) {
      res.writeHead(304);
      res.end();
      return 'served';
    }
    res.writeHead(200, { 'content-type': entry.contentType, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(entry.file)
        .on('error', () => res.destroy())
        .pipe(res);
    return 'served';
  }

  return {
    async serve(req, res, rawPath, context) {
      const parsed = parseSitePath(rawPath);
      if (!parsed || parsed.segments.length === 0) return 'missing';
      const state = stateOf(parsed.site);
      // Between checks no promise is made: the common case stays synchronous up to the write.
      const index =
        Date.now() - state.checkedAt < REBUILD_CHECK_MS
          ? state.index
          : await recheck(parsed.site, state);
      if (!index) return 'no-dist';
      const entry = index.files.get(parsed.segments.join('/'));
      if (!entry) return 'missing';
      const https = context.https ? 1 : 0;
      if (entry.document) applyHeaders(res, security(context));
      if (entry.large) return streamLarge(req, res, entry, context.https);

      if (isNotModified(req, entry.etag, entry.lastModified)) {
        res.writeHead(304, entry.notModified[https]);
        res.end();
        return 'served';
      }
      let chosen = entry.identity;
      if (entry.compressible) {
        const encoding = encodingFor(req.headers['accept-encoding']);
        if (encoding !== 'identity') {
          const ready = entry[encoding];
          chosen = ready === undefined ? await compressFor(entry, encoding) : (ready ?? chosen);
        }
      }
      res.writeHead(200, chosen.headers[https]);
      res.end(req.method === 'HEAD' ? undefined : chosen.body);
      return 'served';
    },
  };
}
