import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../src/test/build-test-app';
import { FEE_SCHEDULE_PDF, ensurePublicFiles, publicFileSources } from '../../seed/files';
import { expectApiError } from '../../src/test/responses';
import { useTestBucket, useUnreachableStorage } from '../../src/lib/storage/testing';

/** The seeded demo video, with these request headers (a Range, an If-Range). */
const video = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/v1/files/demo-app-guide.webm', headers });

describe('GET files/{name}', () => {
  const app = useTestApp();

  it('serves a stored PDF with its type and a day-long, revalidated cache', async () => {
    const res = await app.inject(`/api/v1/files/${FEE_SCHEDULE_PDF}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Fixed, unhashed names: never `immutable`, so a replaced file shows within a day.
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await app.inject('/api/v1/files/flag-en.svg');
    const again = await app.inject({
      url: '/api/v1/files/flag-en.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a demo video in parts for seeking (Range, 206, 416)', async () => {
    const whole = await video(app);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThanOrEqual(150 * 1024);

    const part = await video(app, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await video(app, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const past = await video(app, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().errors[0].code).toBe('range_not_satisfiable');

    // A range for another version of the file gets the whole current file.
    const stale = await video(app, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('answers 404 file_not_found for a missing file', async () => {
    const res = await app.inject('/api/v1/files/missing.pdf?locale=en');
    expectApiError(res, 404, { code: 'file_not_found', message: 'The file could not be found.' });
  });

  it.each([
    '/api/v1/files/..%2F..%2Fpackage.json',
    '/api/v1/files/%2E%2E%2Ftemplate.tar',
    '/api/v1/files/..',
    '/api/v1/files/.hidden',
    '/api/v1/files/a%5Cb.pdf',
    '/api/v1/files/%00.pdf',
  ])('refuses %s without touching the disk', async (url) => {
    const res = await app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().errors[0].code).not.toBe('internal_error');
    expect(res.body).not.toContain('"name":');
  });

  it('never reaches files next to the public folder', async () => {
    // template.tar sits in DATA_DIR itself, one level above uploads/public.
    const res = await app.inject('/api/v1/files/template.tar');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET files/{name} from an S3-compatible store (STORAGE_URL)', () => {
  const SERVED = [FEE_SCHEDULE_PDF, 'flag-en.svg', 'demo-app-guide.webm'];
  // The seed writes through the port into the bucket first, as the seed CLI does.
  const storageUrl = useTestBucket('seeded-files', async (store) => {
    const sources = (await publicFileSources()).filter((s) => SERVED.includes(s.name));
    await ensurePublicFiles(store, sources);
  });
  // A DATA_DIR without the files: whatever is served comes from the bucket.
  const app = useTestApp({
    env: storageUrl ? { STORAGE_URL: storageUrl, DATA_DIR: '/nonexistent' } : {},
  });

  it.skipIf(!storageUrl)('serves a seeded PDF with its headers, and 304 on its ETag', async () => {
    const res = await app.inject(`/api/v1/files/${FEE_SCHEDULE_PDF}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const again = await app.inject({
      url: `/api/v1/files/${FEE_SCHEDULE_PDF}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.skipIf(!storageUrl)('serves ranges through the SDK (206, suffix, 416)', async () => {
    const whole = await video(app);
    const size = whole.rawPayload.length;
    const part = await video(app, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await video(app, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await video(app, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
  });

  it.skipIf(!storageUrl)('is ready once the bucket answers', async () => {
    const res = await app.inject('/readyz');
    expect(res.json()).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });
  });

  it.skipIf(!storageUrl)('answers 404 for a key the bucket does not have', async () => {
    const res = await app.inject('/api/v1/files/missing.pdf');
    expectApiError(res, 404, { code: 'file_not_found', message: 'Không tìm thấy tệp.' });
  });
});

describe('GET files/{name} while the object store cannot be reached', () => {
  const app = useTestApp({ env: useUnreachableStorage() });

  it('answers 503 storage_unavailable with Retry-After, in both languages', async () => {
    const vi = await app.inject(`/api/v1/files/${FEE_SCHEDULE_PDF}`);
    expectApiError(vi, 503, {
      code: 'storage_unavailable',
      message: 'Kho lưu trữ tệp tạm thời không khả dụng. Vui lòng thử lại sau.',
    });
    expect(Number(vi.headers['retry-after'])).toBeGreaterThan(0);
    const en = await app.inject(`/api/v1/files/${FEE_SCHEDULE_PDF}?locale=en`);
    expectApiError(en, 503, {
      code: 'storage_unavailable',
      message: 'File storage is temporarily unavailable. Please try again later.',
    });
  });

  it('is not ready: /readyz names the storage check', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unready', checks: { database: 'ok' } });
    expect(res.json().checks.storage).not.toBe('ok');
  });
});
