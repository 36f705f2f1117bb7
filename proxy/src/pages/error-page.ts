import type { ServerResponse } from 'node:http';

interface PageText {
  heading: string;
  body: string;
}

/** A self-contained bilingual page: Vietnamese first, English below. */
function bilingualPage(documentTitle: string, vi: PageText, en: PageText, footer = ''): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${documentTitle}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: #f5f7fa; color: #1a1b1e; }
  main { max-width: 36rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { line-height: 1.6; margin: 0 0 .5rem; }
  hr { border: 0; border-top: 1px solid #ccd2da; margin: 1.5rem auto; width: 4rem; }
  a { color: #0b5cad; }
  @media (prefers-color-scheme: dark) { body { background: #1a1b1e; color: #e9ecef; } a { color: #74b4f5; } }
</style>
</head>
<body>
<main>
  <section>
    <h1>${vi.heading}</h1>
    <p>${vi.body}</p>
    <p>Cần hỗ trợ? Gọi <a href="tel:1900989999">1900 98 9999</a>.</p>
  </section>
  <hr />
  <section lang="en">
    <h1>${en.heading}</h1>
    <p>${en.body}</p>
    <p>Need help? Call <a href="tel:1900989999">1900 98 9999</a>.</p>
  </section>
  ${footer}
</main>
</body>
</html>
`;
}

/**
 * The page shown when the proxy cannot serve a site at all (dist missing, dev server down,
 * an upstream refusing). Self-contained on purpose: no asset it could reference is reachable
 * when it is needed, and no script so the CSP needs no exception.
 */
export const UNAVAILABLE_HTML = bilingualPage(
  'Hệ thống đang bảo trì · Service unavailable',
  {
    heading: 'Hệ thống tạm thời gián đoạn',
    body: 'Chúng tôi đang bảo trì hoặc gặp sự cố kỹ thuật. Vui lòng thử lại sau ít phút.',
  },
  {
    heading: 'Service temporarily unavailable',
    body: 'We are carrying out maintenance or have a technical problem. Please try again in a few minutes.',
  },
  '<p><a href="">Thử lại · Try again</a></p>',
);

/** A form or upload larger than any upstream accepts. */
export const TOO_LARGE_HTML = bilingualPage(
  'Dữ liệu quá lớn · Request too large',
  {
    heading: 'Dữ liệu gửi lên quá lớn',
    body: 'Nội dung hoặc tệp bạn gửi vượt quá dung lượng cho phép. Vui lòng quay lại, giảm dung lượng rồi gửi lại.',
  },
  {
    heading: 'What you sent is too large',
    body: 'The form or file you sent is larger than we accept. Please go back, make it smaller and send it again.',
  },
);

/** The API's error envelope (design §5) for an API that cannot be reached. */
export const API_UNAVAILABLE_BODY = JSON.stringify({
  errors: [
    {
      code: 'service_unavailable',
      message:
        'Hệ thống đang bảo trì, vui lòng thử lại sau. / The service is temporarily unavailable, please try again later.',
    },
  ],
});

/** The error envelope for a body over PROXY_MAX_BODY_BYTES. */
export const API_TOO_LARGE_BODY = JSON.stringify({
  errors: [
    {
      code: 'payload_too_large',
      message: 'Dữ liệu gửi lên quá lớn. / The request is too large.',
    },
  ],
});

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 30;

type Kind = 'html' | 'json';

/** One error answer: the envelope for API callers, the page for the rest, never cached. */
function sendError(
  res: ServerResponse,
  status: number,
  body: string,
  kind: Kind,
  head: boolean,
  extraHeaders: Record<string, string>,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader(
    'content-type',
    kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
  );
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(head ? undefined : body);
}

/**
 * Answer 503 on a response that may already carry security headers. `json` is for API
 * callers, which parse the error envelope; everything else gets the page.
 */
export function sendUnavailable(res: ServerResponse, kind: Kind, head: boolean): void {
  const body = kind === 'json' ? API_UNAVAILABLE_BODY : UNAVAILABLE_HTML;
  sendError(res, 503, body, kind, head, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/** A refused body declared up to this size is read to its end and thrown away (below)… */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** …for this long at most (nginx's `lingering_time`): a client that sends slower is cut off. */
const DRAIN_MAX_MS = 30_000;

/**
 * Answer 413 (the envelope for API callers, the page for the rest). Closing a connection whose
 * client is still sending makes the kernel reset it, and the client then sees a broken pipe
 * instead of the 413 (nginx's "lingering close" exists for this): a body of a declared,
 * reasonable length is read and discarded, keeping the connection; a larger or chunked one is
 * cut off with the connection.
 */
export function sendTooLarge(res: ServerResponse, kind: Kind, head: boolean): void {
  const body = kind === 'json' ? API_TOO_LARGE_BODY : TOO_LARGE_HTML;
  const { headers } = res.req;
  const declared = Number(headers['content-length']);
  const drain =
    !headers['transfer-encoding'] && Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES;
  if (drain) {
    const { req } = res;
    const timer = setTimeout(() => req.socket.destroy(), DRAIN_MAX_MS).unref();
    req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
    req.resume();
  }
  sendError(res, 413, body, kind, head, drain ? {} : { connection: 'close' });
}
