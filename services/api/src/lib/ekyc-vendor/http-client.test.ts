import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
// The stand-in vendor itself (its own workspace), listening for real: the client is tested
// against the API it will talk to, not against a copy of the contract.
import { buildApp } from '../../../../ekyc-vendor/src/app';
import { loadConfig } from '../../../../ekyc-vendor/src/config';
import { renderCard, renderSignature } from '../../../../ekyc-vendor/src/samples/card';
import { createHttpEkycVendor } from './http-client';
import { VendorBusyError, VendorUnavailableError, type VendorFile } from './port';

const file = (
  bytes: Uint8Array,
  fileName = 'cccd.jpg',
  contentType = 'image/jpeg',
): VendorFile => ({
  bytes,
  fileName,
  contentType,
});

/** A throwaway HTTP server answering every request with `handle`; its base URL. */
async function stub(handle: http.RequestListener) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json =
  (status: number, body: unknown): http.RequestListener =>
  (req, res) => {
    req.resume();
    req.on('end', () =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
  };

describe('the eKYC vendor HTTP client, against the stand-in vendor', () => {
  let vendor: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    vendor = await buildApp(loadConfig({ NODE_ENV: 'test' }));
    await vendor.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(vendor.server.address() as AddressInfo).port}/`;
  });
  afterAll(() => vendor.close());

  it('sends the front photo and reads the verdict with the card data', async () => {
    const client = createHttpEkycVendor(baseUrl);
    const verdict = await client.checkIdImage({
      ...file(renderCard({ side: 'front' })),
      side: 'front',
    });
    expect(verdict).toMatchObject({
      ok: true,
      side: 'front',
      card: {
        idCode: '079194012345',
        fullName: 'Nguyễn Thị Minh Anh',
        dateOfBirth: '1994-08-17',
        gender: 'female',
        idDate: '2021-04-12',
      },
    });
    expect(verdict.checks.find((c) => c.name === 'sharpness')).toMatchObject({ passed: true });
  });

  it('reads the 415 and 413 answers as verdicts', async () => {
    const client = createHttpEkycVendor(baseUrl);
    const pdf = new TextEncoder().encode('%PDF-1.4\n');
    await expect(client.checkIdImage({ ...file(pdf), side: 'back' })).resolves.toMatchObject({
      ok: false,
      code: 'document_type_invalid',
    });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    await expect(client.checkIdImage({ ...file(big), side: 'front' })).resolves.toEqual({
      ok: false,
      code: 'document_too_large',
      checks: [{ name: 'size', passed: false, value: '>5242880' }],
    });
  });

  it('checks a signature', async () => {
    const client = createHttpEkycVendor(baseUrl);
    const signature = file(renderSignature(), 'chu-ky.png', 'image/png');
    await expect(client.checkSignature(signature)).resolves.toMatchObject({ ok: true });
  });

  // The stand-in answers /readyz once it listens: the client must say ready once it does.
  it('is ready once the vendor answers /readyz', async () => {
    await vi.waitFor(() => createHttpEkycVendor(baseUrl).check(), {
      timeout: 60_000,
      interval: 500,
    });
  }, 70_000);

  it('says unavailable when nothing listens at the URL', async () => {
    const closed = await stub(() => {});
    await closed.close();
    const client = createHttpEkycVendor(closed.url);
    await expect(
      client.checkIdImage({ ...file(new Uint8Array([0xff, 0xd8, 0xff])), side: 'front' }),
    ).rejects.toBeInstanceOf(VendorUnavailableError);
    await expect(client.check()).rejects.toBeInstanceOf(VendorUnavailableError);
  });
});

describe('the eKYC vendor HTTP client, against a misbehaving vendor', () => {
  const photo = { ...file(new Uint8Array([0xff, 0xd8, 0xff])), side: 'front' as const };

  it('says unavailable on a 5xx (a check or /readyz) and on an answer that is not the contract', async () => {
    const failing = await stub(json(502, { error: 'bad gateway' }));
    const garbled = await stub(json(200, { result: 'OK' }));
    try {
      await expect(createHttpEkycVendor(failing.url).checkIdImage(photo)).rejects.toBeInstanceOf(
        VendorUnavailableError,
      );
      await expect(createHttpEkycVendor(failing.url).check()).rejects.toBeInstanceOf(
        VendorUnavailableError,
      );
      await expect(createHttpEkycVendor(garbled.url).checkIdImage(photo)).rejects.toBeInstanceOf(
        VendorUnavailableError,
      );
    } finally {
      await failing.close();
      await garbled.close();
    }
  });

  it('says unavailable when the vendor does not answer in time', async () => {
    const silent = await stub((req) => req.resume());
    try {
      const client = createHttpEkycVendor(silent.url, { timeoutMs: 300 });
      await expect(client.checkIdImage(photo)).rejects.toBeInstanceOf(VendorUnavailableError);
    } finally {
      await silent.close();
    }
  });

  it("reads the vendor's busy answer as VendorBusyError with its Retry-After", async () => {
    const busy = await stub((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' })
          .end(JSON.stringify({ errors: [{ code: 'busy', message: 'queue full' }] })),
      );
    });
    try {
      const failure = await createHttpEkycVendor(busy.url)
        .checkFaceVideo({ video: file(new Uint8Array([1]), 'face.webm'), portrait: photo })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(VendorBusyError);
      expect((failure as VendorBusyError).retryAfterSeconds).toBe(7);
    } finally {
      await busy.close();
    }
  });

  it('hangs up on the vendor when the customer is gone', async () => {
    let hungUp = false;
    const slow = await stub((req) => {
      req.resume();
      req.socket.on('close', () => {
        hungUp = true;
      });
    });
    try {
      const gone = new AbortController();
      const asking = createHttpEkycVendor(slow.url)
        .checkFaceVideo(
          { video: file(new Uint8Array([1]), 'face.webm'), portrait: photo },
          { signal: gone.signal },
        )
        .catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      gone.abort();
      expect(await asking).toBeInstanceOf(VendorUnavailableError);
      await vi.waitFor(() => expect(hungUp).toBe(true));
    } finally {
      await slow.close();
    }
  });

  it('throws a plain error on a 4xx that is no verdict (the request was ours to fix)', async () => {
    const refusing = await stub(json(422, { errors: [{ code: 'side_invalid', field: 'side' }] }));
    try {
      const failure = await createHttpEkycVendor(refusing.url)
        .checkIdImage(photo)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(VendorUnavailableError);
    } finally {
      await refusing.close();
    }
  });

  it('sends the video and the portrait as multipart files and reads the face verdict', async () => {
    let received = '';
    let contentType = '';
    const face = await stub((req, res) => {
      contentType = req.headers['content-type'] ?? '';
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received = Buffer.concat(chunks).toString('latin1');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            ok: false,
            code: 'face_not_match',
            checks: [],
            score: 0.31,
            frames: 12,
          }),
        );
      });
    });
    try {
      const verdict = await createHttpEkycVendor(face.url).checkFaceVideo({
        video: file(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), 'face.webm', 'video/webm'),
        portrait: file(new Uint8Array([0xff, 0xd8, 0xff]), 'front.jpg', 'image/jpeg'),
      });
      expect(verdict).toEqual({
        ok: false,
        code: 'face_not_match',
        checks: [],
        score: 0.31,
        frames: 12,
      });
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(received).toMatch(/name="video"; filename="face\.webm"\r\nContent-Type: video\/webm/);
      expect(received).toMatch(
        /name="portrait"; filename="front\.jpg"\r\nContent-Type: image\/jpeg/,
      );
    } finally {
      await face.close();
    }
  });
});
