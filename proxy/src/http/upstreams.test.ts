import http from 'node:http';
import net from 'node:net';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { listen, request, withProxy } from '../test/test-helpers';
import { apiBodyLimit } from './upstreams';

const MIB = 1024 * 1024;
const EKYC = '/api/v1/ekyc-open-account';

/** An API that reads every body and says how long it was. */
async function measuringApi() {
  const seen: { path: string; bytes: number }[] = [];
  const server = await listen(
    http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', bytes });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
      });
    }),
  );
  return { ...server, seen };
}

/** A POST whose body goes chunked (no Content-Length), `size` bytes in 64 KiB pieces. */
function postChunked(baseUrl: string, path: string, size: number): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // The proxy may cut the body short once it has answered.
    req.on('error', () => undefined);
    req.on('close', () => reject(new Error('no answer')));
    const piece = Buffer.alloc(64 * 1024, 1);
    for (let sent = 0; sent < size; sent += piece.length) req.write(piece);
    req.end();
  });
}

describe('the API’s body limit by path (eKYC uploads)', () => {
  it('is the photo or video limit plus room for the multipart form on the upload paths only', () => {
    const config = { maxBodyBytes: MIB };
    expect(apiBodyLimit(config, `${EKYC}/documents/front`)).toBe(
      EKYC_LIMITS.photoMaxBytes + 64 * 1024,
    );
    expect(apiBodyLimit(config, `${EKYC}/documents/signature/`)).toBe(
      EKYC_LIMITS.photoMaxBytes + 64 * 1024,
    );
    expect(apiBodyLimit(config, `${EKYC}/face-video`)).toBe(EKYC_LIMITS.videoMaxBytes + 64 * 1024);
    for (const path of [
      `${EKYC}/contact-info`,
      `${EKYC}/documents/front/x`,
      '/api/v1/contacts',
      '/api/v1/face-video',
    ])
      expect(apiBodyLimit(config, path)).toBe(MIB);
    // A larger PROXY_MAX_BODY_BYTES is never lowered.
    expect(apiBodyLimit({ maxBodyBytes: 50 * MIB }, `${EKYC}/face-video`)).toBe(50 * MIB);
  });

  it('forwards a 5 MB photo and a 20 MB video, refuses more there and 1 MiB elsewhere', async () => {
    const api = await measuringApi();
    try {
      await withProxy({ apiUrl: api.url }, async (proxy) => {
        const post = (path: string, size: number) =>
          request(proxy.url, path, { method: 'POST', body: 'x'.repeat(size) });
        const photo = EKYC_LIMITS.photoMaxBytes + 8 * 1024;
        const video = EKYC_LIMITS.videoMaxBytes + 8 * 1024;
        expect((await post(`${EKYC}/documents/front`, photo)).status).toBe(200);
        expect((await post(`${EKYC}/face-video?locale=en`, video)).status).toBe(200);
        expect(api.seen).toEqual([
          { path: `${EKYC}/documents/front`, bytes: photo },
          { path: `${EKYC}/face-video?locale=en`, bytes: video },
        ]);
        const tooBig = await post(`${EKYC}/documents/back`, EKYC_LIMITS.photoMaxBytes + 128 * 1024);
        expect(tooBig.status).toBe(413);
        expect(JSON.parse(tooBig.text)).toMatchObject({ errors: [{ code: 'payload_too_large' }] });
        expect((await post('/api/v1/contacts', 2 * MIB)).status).toBe(413);
        expect((await post(`${EKYC}/contact-info`, 2 * MIB)).status).toBe(413);
        expect(await postChunked(proxy.url, `${EKYC}/face-video`, 21 * MIB)).toBe(413);
        expect(await postChunked(proxy.url, '/api/v1/contacts', 2 * MIB)).toBe(413);
        expect(api.seen).toHaveLength(2);
      });
    } finally {
      await api.close();
    }
  });
});

/**
 * A POST of `size` declared bytes written slowly over a raw socket, then a second request on the
 * same connection: what a browser does that sends a body too large, then goes on.
 */
function slowPostThenGet(baseUrl: string, path: string, size: number): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if ((received.match(/HTTP\/1\.1 /g) ?? []).length === 2) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed after: ${received.slice(0, 200)}`)));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${size}\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, 0x78);
    let sent = 0;
    const writeMore = () => {
      if (sent >= size) {
        socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
        return;
      }
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      socket.write(part, () => setTimeout(writeMore, 2));
    };
    writeMore();
  });
}

describe('a body over the limit', () => {
  it('is read to its end after the 413, so the client reads the answer and keeps the connection', async () => {
    const api = await measuringApi();
    try {
      await withProxy({ apiUrl: api.url }, async (proxy) => {
        // Closing on a client still sending would reset the connection: a broken pipe, no 413.
        const answers = await slowPostThenGet(proxy.url, '/api/v1/contacts', 2 * MIB);
        expect(answers).toMatch(/^HTTP\/1\.1 413 /);
        expect(answers).toContain('payload_too_large');
        expect(answers).toMatch(/HTTP\/1\.1 200 [^]*$/);
        expect(api.seen).toEqual([{ path: '/api/v1/health', bytes: 0 }]);
      });
    } finally {
      await api.close();
    }
  });
});

describe('the API’s silence limit by path (eKYC uploads)', () => {
  it('waits for the vendor’s verdict on an upload, and only there, past UPSTREAM_TIMEOUT_MS', async () => {
    // An API that thinks 800 ms before answering, like one whose vendor checks a face video.
    const api = await listen(
      http.createServer((req, res) => {
        req.resume();
        req.on('end', () =>
          setTimeout(
            () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}'),
            800,
          ),
        );
      }),
    );
    try {
      await withProxy({ apiUrl: api.url, upstreamTimeoutMs: 300 }, async (proxy) => {
        const post = (path: string) => request(proxy.url, path, { method: 'POST', body: 'x' });
        expect((await post(`${EKYC}/face-video`)).status).toBe(200);
        expect((await post(`${EKYC}/documents/front`)).status).toBe(200);
        expect((await post(`${EKYC}/contact-info`)).status).toBe(503);
      });
    } finally {
      await api.close();
    }
  });
});
