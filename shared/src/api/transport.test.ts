// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNetworkError } from './errors';
import { fetchTransport, requestUrl, type TransportRequest } from './transport';

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/api/v1/hang')) return;
      if (req.url?.startsWith('/api/v1/missing')) {
        res.writeHead(404, { 'Content-Type': 'application/json', 'Retry-After': '5' });
        res.end(JSON.stringify({ errors: [{ code: 'not_found', message: 'x' }] }));
        return;
      }
      if (req.url?.startsWith('/api/v1/html')) {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<html>Bad gateway</html>');
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Disposition': 'attachment; filename="a.pdf"',
      });
      res.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = (url: string, extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'get',
  baseURL: base,
  url,
  params: {},
  headers: new Headers({ Accept: 'application/json' }),
  timeout: 0,
  responseType: 'json',
  ...extra,
});

describe('requestUrl', () => {
  it('joins the base and the path and leaves out empty parameters', () => {
    expect(
      requestUrl({
        baseURL: '/api/v1/',
        url: '/news',
        params: { locale: 'vi', page: 2, q: 'cổ phiếu & trái phiếu', none: null, gone: undefined },
      }),
    ).toBe('/api/v1/news?locale=vi&page=2&q=c%E1%BB%95+phi%E1%BA%BFu+%26+tr%C3%A1i+phi%E1%BA%BFu');
  });

  it('writes lists as key[] (as axios did) and keeps a query already in the path', () => {
    expect(
      requestUrl({ baseURL: '/api/v1', url: 'stocks?x=1', params: { codes: ['FPT', 'VCB'] } }),
    ).toBe('/api/v1/stocks?x=1&codes%5B%5D=FPT&codes%5B%5D=VCB');
  });

  it('uses an absolute URL as it is', () => {
    expect(requestUrl({ baseURL: '/api/v1', url: 'http://x.test/a', params: {} })).toBe(
      'http://x.test/a',
    );
  });
});

describe('fetchTransport', () => {
  it('sends the headers, the query and a JSON body, and parses the JSON answer', async () => {
    const headers = new Headers({
      'Content-Type': 'application/json',
      'x-forwarded-for': '1.2.3.4',
    });
    const response = await fetchTransport(
      request('things', { method: 'post', headers, params: { locale: 'en' }, data: '{"a":1}' }),
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: { ok: true } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"');
    const last = seen.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.url).toBe('/api/v1/things?locale=en');
    expect(last?.headers['x-forwarded-for']).toBe('1.2.3.4');
    expect(last?.body).toBe('{"a":1}');
  });

  it('answers an error status as an answer, JSON or not', async () => {
    const missing = await fetchTransport(request('missing'));
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ errors: [{ code: 'not_found', message: 'x' }] });
    expect(missing.headers.get('Retry-After')).toBe('5');
    const html = await fetchTransport(request('html'));
    expect(html).toMatchObject({ status: 502, data: '<html>Bad gateway</html>' });
  });

  it('answers a blob when asked for one', async () => {
    const response = await fetchTransport(request('file', { responseType: 'blob' }));
    expect(response.data).toBeInstanceOf(Blob);
    expect(await (response.data as Blob).text()).toBe('{"data":{"ok":true}}');
  });

  it('rejects with the abort when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = fetchTransport(request('hang', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects with a NetworkError when nothing answers', async () => {
    const error = await fetchTransport(
      request('x', { baseURL: 'http://127.0.0.1:9/api/v1' }),
    ).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});
