import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { inject } from 'vitest';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  AllContentItemSchema,
  AnalysisReportSchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { REPORT_FILE_PDFS } from '../../seed/data/content';
import { publicFilesDir, reportFilesDir } from '../../src/lib/files/files';
import { testClock } from '../../src/test/build-test-app';
import { getJson, post } from '../../src/test/requests';
import { bearer, freshAddress, sessionToken } from '../customers';
import { attachmentDisposition } from '../../src/lib/http/attachment';
import { FIXTURE_REPORT_PDF, useContentTestApp } from '../content-fixtures';
import { errorOf, expectApiError } from '../../src/test/responses';
import { useTestBucket, useUnreachableStorage } from '../../src/lib/storage/testing';
import { ensureReportFiles, reportFileSources } from '../../seed/files';

const DOWNLOAD = '/api/v1/ttpt-reports/create-download';

describe('analysis reports behind a customer login', () => {
  const clock = testClock();
  const app = useContentTestApp({ now: clock.now });
  /** Report ids by fixture: FPT needs a login and has a PDF; macro is public, without one. */
  let fpt = 0;
  let macro = 0;
  beforeAll(async () => {
    const list = listEnvelope(AnalysisReportSchema).parse(
      (await getJson(app, '/api/v1/ttpt-reports')).body,
    ).data;
    fpt = list.find((r) => r.stockSymbol === 'FPT')!.id;
    macro = list.find((r) => r.type.code === '300')!.id;
  });

  const detail = (id: number | string, headers: Record<string, string> = {}, query = '') =>
    app.inject({ url: `/api/v1/ttpt-reports/${id}${query}`, headers });

  const download = (options: Omit<InjectOptions, 'method' | 'url'>) =>
    app.inject({ method: 'POST', url: DOWNLOAD, remoteAddress: freshAddress(), ...options });

  describe('GET ttpt-reports/{id}', () => {
    it('shows a report open to everyone without a token', async () => {
      const res = await detail(macro, {}, '?locale=en');
      expect(res.statusCode).toBe(200);
      const { data } = dataEnvelope(AnalysisReportSchema).parse(res.json());
      expect(data).toMatchObject({
        id: macro,
        name: 'Macro in March',
        requiredLogin: false,
        file: null,
      });
    });

    it('asks for a login for a requiredLogin report', async () => {
      const vi = await detail(fpt);
      expectApiError(vi, 401, {
        code: 'login_required',
        message: 'Vui lòng đăng nhập để xem báo cáo này.',
      });
      const en = await detail(fpt, {}, '?locale=en');
      expect(errorOf(en)?.message).toBe('Please log in to view this report.');
    });

    it('shows it to a customer of either login, with its file name and no URL', async () => {
      for (const method of ['direct', 'sso'] as const) {
        const res = await detail(fpt, bearer(await sessionToken(app, method)));
        expect(res.statusCode, method).toBe(200);
        expect(res.json().data).toMatchObject({
          id: fpt,
          requiredLogin: true,
          file: FIXTURE_REPORT_PDF,
        });
      }
    });

    it('answers the token codes for a token that does not work, even on a public report', async () => {
      const invalid = await detail(macro, bearer('x'.repeat(43)));
      expect(invalid.statusCode).toBe(401);
      expect(errorOf(invalid)?.code).toBe('token_invalid');
      const token = await sessionToken(app, 'direct');
      clock.advance(8 * 3600_000);
      const expired = await detail(fpt, bearer(token));
      expect(errorOf(expired)?.code).toBe('token_expired');
    });

    it('answers 404 for an unknown report and 400 for a bad id', async () => {
      expect((await detail(999999)).statusCode).toBe(404);
      const bad = await detail('abc');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)?.field).toBe('id');
    });
  });

  describe('POST ttpt-reports/create-download', () => {
    it('streams the PDF as a private attachment to an SSO session', async () => {
      const token = await sessionToken(app, 'sso');
      const res = await download({ headers: bearer(token), payload: { id: fpt } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        attachmentDisposition(FIXTURE_REPORT_PDF, 'FPT: Cập nhật kết quả kinh doanh'),
      );
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="aps-ttpt-[a-z0-9-]+\.pdf"; filename\*=UTF-8''FPT%20.*kinh%20doanh\.pdf$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const stored = await readFile(
        path.join(reportFilesDir(inject('apiTestDataDir')), FIXTURE_REPORT_PDF),
      );
      expect(res.rawPayload.equals(stored)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(stored.length);
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBeGreaterThan(0);
    });

    it('reads the form as multipart and URL-encoded too', async () => {
      const token = await sessionToken(app, 'sso');
      const boundary = '----aps-report';
      const multipart = await download({
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${fpt}\r\n--${boundary}--\r\n`,
      });
      expect(multipart.statusCode).toBe(200);
      const encoded = await download({
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${fpt}&grecaptcha_token=x`,
      });
      expect(encoded.statusCode).toBe(200);
    });

    it('needs a session: 401 with the token codes, before the form is read', async () => {
      const none = await download({ payload: { id: fpt } });
      expect(none.statusCode).toBe(401);
      expect(errorOf(none)?.code).toBe('token_missing');
      const bad = await download({ headers: bearer('nope'), payload: {} });
      expect(bad.statusCode).toBe(401);
      expect(errorOf(bad)?.code).toBe('token_invalid');
    });

    it('refuses a direct-login session: the download needs the SSO', async () => {
      const token = await sessionToken(app, 'direct');
      const res = await download({
        headers: bearer(token),
        payload: { id: fpt },
        query: { locale: 'en' },
      });
      expectApiError(res, 403, {
        code: 'sso_login_required',
        message: 'Please log in with SSO to download reports.',
      });
    });

    it('answers 404 for an unknown report or one without a PDF, 400 for a bad id', async () => {
      const token = await sessionToken(app, 'sso');
      const unknown = await download({ headers: bearer(token), payload: { id: 999999 } });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)?.code).toBe('not_found');
      const noFile = await download({ headers: bearer(token), payload: { id: macro } });
      expect(noFile.statusCode).toBe(404);
      expect(errorOf(noFile)?.code).toBe('file_not_found');
      const bad = await download({ headers: bearer(token), payload: { id: 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)?.field).toBe('id');
    });
  });

  describe('report PDFs are not public files', () => {
    it('does not serve them at files/{name}', async () => {
      for (const { name } of REPORT_FILE_PDFS.slice(0, 5)) {
        const res = await app.inject(`/api/v1/files/${name}`);
        expect(res.statusCode, name).toBe(404);
        expect(errorOf(res)?.code).toBe('file_not_found');
      }
      const publicFiles = await import('node:fs/promises').then((fs) =>
        fs.readdir(publicFilesDir(inject('apiTestDataDir'))),
      );
      expect(publicFiles.filter((name) => name.startsWith('aps-ttpt-'))).toEqual([]);
    });

    it('names the file, not a URL, in the lists and the sitemap', async () => {
      const list = listEnvelope(AnalysisReportSchema).parse(
        (await getJson(app, '/api/v1/ttpt-reports')).body,
      ).data;
      expect(list.map((r) => r.file)).toContain(FIXTURE_REPORT_PDF);
      const all = listEnvelope(AllContentItemSchema).parse(
        (await getJson(app, '/api/v1/all-content?type=analysis_report')).body,
      ).data;
      expect(all.length).toBeGreaterThan(0);
      expect(JSON.stringify(all)).not.toContain('/api/v1/files/aps-ttpt');
    });
  });
});

describe('report downloads through the object store', () => {
  /** The id of the FPT report (login required, with a PDF) in the content fixtures. */
  async function fptId(app: ReturnType<typeof useContentTestApp>) {
    const list = listEnvelope(AnalysisReportSchema).parse(
      (await getJson(app, '/api/v1/ttpt-reports')).body,
    ).data;
    return list.find((r) => r.stockSymbol === 'FPT')!.id;
  }
  const downloadFrom = async (app: ReturnType<typeof useContentTestApp>, query = '') =>
    post(
      app,
      `${DOWNLOAD}${query}`,
      { id: await fptId(app) },
      { remoteAddress: freshAddress(), headers: bearer(await sessionToken(app, 'sso')) },
    );

  describe('on an S3-compatible store (STORAGE_URL)', () => {
    const [first] = REPORT_FILE_PDFS;
    const storageUrl = useTestBucket('seeded-reports', (store) =>
      ensureReportFiles(store, reportFileSources([first!])),
    );
    const app = useContentTestApp({
      env: storageUrl ? { STORAGE_URL: storageUrl, DATA_DIR: '/nonexistent' } : {},
    });

    it.skipIf(!storageUrl)('streams the PDF from the bucket to an SSO session', async () => {
      expect(first!.name).toBe(FIXTURE_REPORT_PDF);
      const res = await downloadFrom(app);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const stored = await readFile(
        path.join(reportFilesDir(inject('apiTestDataDir')), FIXTURE_REPORT_PDF),
      );
      expect(res.rawPayload.equals(stored)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(stored.length);
    });

    it.skipIf(!storageUrl)('keeps the same authorisation: no SSO session, no file', async () => {
      const direct = await post(
        app,
        DOWNLOAD,
        { id: await fptId(app) },
        { remoteAddress: freshAddress(), headers: bearer(await sessionToken(app, 'direct')) },
      );
      expect(direct.statusCode).toBe(403);
      expect(direct.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    });
  });

  describe('while the object store cannot be reached', () => {
    const app = useContentTestApp({ env: useUnreachableStorage() });

    it('answers 503 storage_unavailable with Retry-After (after the login checks)', async () => {
      const res = await downloadFrom(app, '?locale=en');
      expectApiError(res, 503, {
        code: 'storage_unavailable',
        message: 'File storage is temporarily unavailable. Please try again later.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const anonymous = await post(
        app,
        DOWNLOAD,
        { id: await fptId(app) },
        { remoteAddress: freshAddress() },
      );
      expect(errorOf(anonymous)?.code).toBe('token_missing');
    });
  });
});
