import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { renderCard, renderSignature } from './samples/card';

/** A multipart body as fetch would send it: the bytes and their content-type with boundary. */
async function multipart(
  parts: Record<string, string | { bytes: Uint8Array; name: string; type: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes.slice()], { type: value.type }), value.name);
  }
  const request = new Request('http://vendor.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const jpeg = (bytes: Uint8Array, name = 'id.jpg') => ({ bytes, name, type: 'image/jpeg' });

describe('the vendor app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(loadConfig({ NODE_ENV: 'test' }));
  });
  afterAll(() => app.close());

  const post = async (url: string, parts: Parameters<typeof multipart>[0]) =>
    app.inject({ method: 'POST', url, ...(await multipart(parts)) });

  it('answers a front photo with its verdict and the card read from the QR code', async () => {
    const response = await post('/v1/id/check', {
      side: 'front',
      image: jpeg(renderCard({ side: 'front' })),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ok: true, side: 'front', card: { idCode: '079194012345' } });
    expect(body.checks.length).toBeGreaterThan(10);
  });

  it('answers the side after the image too (field order does not matter)', async () => {
    const response = await post('/v1/id/check', {
      image: jpeg(renderSignature({ format: 'jpeg' })),
      side: 'back',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, code: 'document_not_found' });
  });

  it('answers 415 with the verdict for a PDF named .jpg', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const response = await post('/v1/id/check', { side: 'front', image: jpeg(pdf) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      ok: false,
      code: 'document_type_invalid',
      checks: [
        { name: 'size', passed: true, value: pdf.length },
        { name: 'type', passed: false, value: 'pdf' },
      ],
    });
  });

  it('answers 413 with the verdict for a 12 MB photo, after reading the body to its end', async () => {
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await post('/v1/id/check', { side: 'front', image: jpeg(big) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      ok: false,
      code: 'document_too_large',
      checks: [{ name: 'size', passed: false, value: '>5242880' }],
    });
  });

  it.each([
    ['no side', { image: jpeg(new Uint8Array([0xff, 0xd8, 0xff])) }, 'side_invalid', 'side'],
    [
      'a side that is not one',
      { side: 'left', image: jpeg(new Uint8Array([1])) },
      'side_invalid',
      'side',
    ],
    ['no image', { side: 'front' }, 'required', 'image'],
  ])('answers 422 in the error envelope for %s', async (_case, parts, code, field) => {
    const response = await post('/v1/id/check', parts);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [{ code, field, message: expect.any(String) }] });
  });

  it('answers 415 in the error envelope for a body that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/id/check',
      payload: { side: 'front', image: 'aGVsbG8=' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [{ code: 'multipart_required', message: expect.any(String) }],
    });
    const raw = await app.inject({
      method: 'POST',
      url: '/v1/id/check',
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff]),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().errors[0].code).toBe('unsupported_media_type');
  });

  it('checks a signature photo', async () => {
    const signed = await post('/v1/signature/check', {
      image: { bytes: renderSignature(), name: 'chu-ky.png', type: 'image/png' },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ ok: true });
    const blank = await post('/v1/signature/check', {
      image: { bytes: renderSignature({ blank: true }), name: 'chu-ky.png', type: 'image/png' },
    });
    expect(blank.json()).toMatchObject({ ok: false, code: 'signature_blank' });
  });

  it('answers the probes, and /metrics only to loopback', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    const metrics = await app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/ekyc_vendor_verdicts_total\{check="id_front",outcome="ok"\} 1/);
    expect(metrics.body).toMatch(/outcome="document_too_large"/);
    const outsider = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().errors[0].code).toBe('not_found');
  });
});
