import { createHash } from 'node:crypto';
import http from 'node:http';
import {
  closedPortUrl,
  indexHtml,
  listen,
  request,
  startFakeApi,
  startProxy,
  upgrade,
  type Started,
} from '../test/test-helpers';

/** Vite's transformed index.html carries an inline module script (the React refresh preamble). */
const PREAMBLE =
  'import { injectIntoGlobalHook } from "/_site/corporate/@react-refresh"; injectIntoGlobalHook(window);';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let vite: Started;
let proxy: Started;

beforeAll(async () => {
  api = await startFakeApi();
  const server = http.createServer((req, res) => {
    if (req.url === '/_site/corporate/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(indexHtml('corporate', `<script type="module">${PREAMBLE}</script>`));
    }
    res.writeHead(200, { 'content-type': 'text/javascript', 'x-vite-url': req.url ?? '' });
    res.end('export default 1;');
  });
  server.on('upgrade', (req: http.IncomingMessage, socket) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Seen-Url: ${req.url}\r\n\r\n`,
    );
    socket.pipe(socket);
  });
  vite = await listen(server);
  const nowhere = await closedPortUrl();
  proxy = await startProxy({
    mode: 'dev',
    apiUrl: api.url,
    devSites: { corporate: vite.url, analysis: nowhere, recruitment: nowhere, onboarding: nowhere },
  });
});

afterAll(async () => {
  await Promise.all([proxy.close(), vite.close(), api.close()]);
});

describe('dev mode', () => {
  it("serves pages from Vite's index.html with the same status and head injection", async () => {
    const ok = await request(proxy.url, '/en/contact');
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<html lang="en"');
    expect(ok.text).toContain('<title>Chứng khoán An Phát</title>');
    const missing = await request(proxy.url, '/khong-ton-tai');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('data-site="corporate"');
  });

  it("allows Vite's inline preamble by hash, not by 'unsafe-inline'", async () => {
    const { headers } = await request(proxy.url, '/');
    const hash = createHash('sha256').update(PREAMBLE).digest('base64');
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('forwards /_site/<name>/ requests to the dev server with the path kept', async () => {
    const res = await request(proxy.url, '/_site/corporate/src/main.tsx?t=1');
    expect(res.status).toBe(200);
    expect(res.headers['x-vite-url']).toBe('/_site/corporate/src/main.tsx?t=1');
  });

  it('forwards the HMR web socket', async () => {
    const { status, headers, socket } = await upgrade(proxy.url, '/_site/corporate/?token=abc');
    expect(status).toBe(101);
    expect(headers['x-seen-url']).toBe('/_site/corporate/?token=abc');
    socket?.destroy();
  });

  it('a dev server that is down gives the 503 page', async () => {
    const page = await request(proxy.url, '/tuyen-dung');
    expect(page.status).toBe(503);
    expect(page.text).toContain('Service temporarily unavailable');
    const asset = await request(proxy.url, '/_site/recruitment/src/main.tsx');
    expect(asset.status).toBe(503);
    expect(asset.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('healthz checks the dev servers instead of dist', async () => {
    const res = await request(proxy.url, '/healthz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toMatchObject({
      mode: 'dev',
      sites: { corporate: { status: 'up' }, recruitment: { status: 'down' } },
    });
  });
});
