import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { contentDetailSchema } from '@brokerage/shared/validation/contentItems.ts';
import { contentItems } from '../../db/schema';
import { PDF_FONT_NAME } from '../../lib/files/pdf';
import { RECAPTCHA_VERIFY_URL } from '../../plugins/app/recaptcha';
import { attachmentDisposition } from '../../lib/http/attachment';
import { buildContentTestApp, useContentTestApp } from '../../../test/content-fixtures';
import { getJson } from '../../test/requests';
import { recaptchaSuite } from '../../test/recaptcha';

const URL = '/api/v1/htgd-instructs/export';

/** Each post comes from its own address: the form limit counts per client. */
let nextIp = 1;
const post = (app: FastifyInstance, options: Omit<InjectOptions, 'method'>) =>
  app.inject({ method: 'POST', url: URL, remoteAddress: `10.1.0.${nextIp++}`, ...options });

const multipart = (fields: Record<string, string>) => {
  const boundary = '----aps-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
};

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('POST htgd-instructs/export', () => {
  const app = useContentTestApp();
  let id = 0;
  let draftId = 0;
  beforeAll(async () => {
    const instruct = dataEnvelope(contentDetailSchema('instruct'));
    id = instruct.parse((await getJson(app, '/api/v1/htgd-instructs/huong-dan-dat-lenh')).body).data
      .id;
    // Drafts are hidden from every route, so read the draft's id from the database.
    const [draft] = await app.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, 'instruct'), eq(contentItems.status, 'draft')));
    draftId = draft!.id;
  });

  it('answers a branded PDF attachment for a multipart form', async () => {
    const res = await post(app, multipart({ id: String(id), grecaptcha_token: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      attachmentDisposition('huong-dan-dat-lenh.pdf', 'Hướng dẫn đặt lệnh trên ứng dụng'),
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="huong-dan-dat-lenh\.pdf"; filename\*=UTF-8''H%C6%B0%E1%BB%9Bng%20/,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The Vietnamese font travels inside the file (no viewer font needed).
    expect(bytes.toString('latin1')).toContain(PDF_FONT_NAME);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Hướng dẫn đặt lệnh trên ứng dụng');
    expect(doc.getPageCount()).toBe(1);
  });

  it.runIf(hasPdftotext)(
    'writes text a PDF reader can extract, in the request language',
    async () => {
      const extract = (bytes: Buffer) =>
        execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
      const vi = extract((await post(app, { payload: { id } })).rawPayload);
      expect(vi).toContain('Hướng dẫn đặt lệnh trên ứng dụng');
      expect(vi).toContain('Giao dịch trực tuyến · Cập nhật 06/03/2026');
      expect(vi).toMatch(/1\.\s+Chọn mục Giao dịch/);
      expect(vi).toContain('Bước 1: Đăng nhập');
      expect(vi).not.toContain('alert');
      const en = extract(
        (await post(app, { url: `${URL}?locale=en`, payload: { id } })).rawPayload,
      );
      expect(en).toContain('How to place an order in the app');
      expect(en).toContain('Online trading · Updated 06/03/2026');
    },
  );

  it('accepts URL-encoded and JSON forms', async () => {
    const encoded = await post(app, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}&grecaptcha_token=abc`,
    });
    expect(encoded.statusCode).toBe(200);
    const json = await post(app, { payload: { id } });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain('filename="huong-dan-dat-lenh.pdf"');
    const en = await post(app, { url: `${URL}?locale=en`, payload: { id } });
    expect(en.headers['content-disposition']).toContain('filename="how-to-place-an-order.pdf"');
  });

  it('answers 404 for an unknown or draft instruction and 400 for a bad id', async () => {
    for (const missing of [999999, draftId]) {
      const res = await post(app, { payload: { id: missing } });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('not_found');
    }
    for (const payload of [{}, { id: 'abc' }, { id: 0 }]) {
      const res = await post(app, { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('id');
    }
  });

  it('refuses a file part: the form has plain fields only', async () => {
    const boundary = '----aps-file';
    const res = await post(app, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].code).toBe('payload_too_large');
  });

  it('limits each client to a few exports a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(app, { payload: { id }, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST htgd-instructs/export with reCAPTCHA', () => {
  const { fetchMock, app } = recaptchaSuite(buildContentTestApp);

  it('needs a valid token', async () => {
    const missing = await post(app, { payload: { id: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      code: 'grecaptcha_token',
      field: 'grecaptcha_token',
    });
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ success: false }));
    expect((await post(app, multipart({ id: '1', grecaptcha_token: 'bad' }))).statusCode).toBe(400);
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    // A valid token gets as far as the lookup (no instruction 1 among the fixtures' ids is fine).
    const ok = await post(app, multipart({ id: '999999', grecaptcha_token: 'good' }));
    expect(ok.statusCode).toBe(404);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(RECAPTCHA_VERIFY_URL);
  });
});
