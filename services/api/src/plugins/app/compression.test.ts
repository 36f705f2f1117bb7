import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressionPlugin } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Cổ phiếu ${i}` })) };

describe('the compression hook', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/tagged', async (_request, reply) => {
      void reply.header('etag', '"v1"');
      return big;
    });
    app.get('/pdf', async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(4096, 'a')),
    );
    app.get('/stream', async (_request, reply) =>
      reply.type('text/plain').send(Readable.from([Buffer.alloc(4096, 'b')])),
    );
    app.get('/encoded', async (_request, reply) =>
      reply.type('text/plain').header('content-encoding', 'gzip').send(Buffer.alloc(4096, 'c')),
    );
    app.get('/not-modified', async (_request, reply) => reply.code(304).send());
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers gzip and brotli that decode to the identity body, with Vary and the length', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const gz = await get('/big', 'gzip');
    expect(gz.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const refused = await get('/big', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toBe('accept-encoding');
  });

  it('keeps the compressed bytes of an answer with an ETag', async () => {
    const first = await get('/tagged', 'br');
    const again = await get('/tagged', 'br');
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', etag: '"v1"' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString('utf8'))).toEqual(big);
  });

  it('leaves small, binary, streamed, already encoded and 304 answers alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const pdf = await get('/pdf', 'br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(4096);
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.rawPayload.length).toBe(4096);
    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload.length).toBe(4096);
    const notModified = await get('/not-modified', 'br');
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    const get1 = await get('/big', 'br');
    const head = await get('/big', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(head.headers['content-length']).toBe(get1.headers['content-length']);
  });
});
