import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { CvDraftSchema } from '@brokerage/shared/validation/recruitment/cv.ts';
import { completeCv as sharedCompleteCv } from '@brokerage/shared/validation/recruitment/cvFixture.ts';
import {} from '../../db/schema';
import { cvDocument } from '../../lib/recruitment/cv-document';
import { testClock, useTestApp } from '../../test/build-test-app';
import { multipart, png } from '../../test/ekyc';
import { post } from '../../test/requests';
import { errorOf } from '../../test/responses';
import {
  RECRUITMENT,
  candidateHeaders,
  createTestCandidate,
  insertTestJob,
} from '../../test/recruitment';
import { freshAddress, sessionToken } from '../../../test/customers';

const MEMBERS = `${RECRUITMENT}/members`;
/** 10:00 in Hanoi on 1 June 2026. */
const clock = testClock(new Date('2026-06-01T03:00:00Z'));

const get = (app: FastifyInstance, path: string, token: string) =>
  app.inject({ url: `${MEMBERS}/${path}`, headers: candidateHeaders(token) });
const call = (app: FastifyInstance, path: string, token: string, body: unknown = {}) =>
  post(app, `${MEMBERS}/${path}`, body as Record<string, unknown>, {
    headers: candidateHeaders(token),
    remoteAddress: freshAddress(),
  });

function uploadPdf(app: FastifyInstance, token: string, bytes: Buffer, name = 'cv.pdf') {
  const body = multipart({}, { name, bytes, field: 'cv_file', type: 'application/pdf' });
  return app.inject({
    method: 'POST',
    url: `${MEMBERS}/cv/upload`,
    payload: body.payload,
    headers: { ...body.headers, ...candidateHeaders(token) },
    remoteAddress: freshAddress(),
  });
}

async function pdf(label: string, edit?: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(label, { x: 50, y: 780, font });
  edit?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const insertJob = (app: FastifyInstance, deadline: string, title?: string) =>
  insertTestJob(app, { deadline, ...(title ? { title } : {}) });

const completeCv = {
  ...sharedCompleteCv,
  languages: [{ language: 'Tiếng Anh', listening: 7.5, speaking: 6, reading: 8, writing: 6.5 }],
  // Markup in a text field is stored as text (the CV document escapes it).
  skills: { strength: '<b>Cẩn thận</b>', weakness: 'Ít kinh nghiệm thuyết trình' },
};

describe('recruitment online CV', () => {
  const app = useTestApp({ now: clock.now });

  it('refuses a request without a token or with a customer token (401)', async () => {
    expect((await app.inject(`${MEMBERS}/cv`)).statusCode).toBe(401);
    const customer = await sessionToken(app, 'direct');
    for (const path of ['cv', 'applications', 'all-recruitment-news-liked', 'cv/uploaded']) {
      const res = await get(app, path, customer);
      expect(res.statusCode, path).toBe(401);
      expect(errorOf(res)?.code).toBe('token_invalid');
    }
    expect((await call(app, 'apply?via_cv_online=true', customer, { news_id: 1 })).statusCode).toBe(
      401,
    );
  });

  it('answers an empty CV before the first save, then saves sections as typed', async () => {
    const { token } = await createTestCandidate(app);
    const empty = await get(app, 'cv', token);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json().data).toEqual({
      cv: {},
      complete: false,
      missing: ['personal', 'education', 'career', 'skills', 'commitments'],
      updatedAt: null,
      hasAvatar: false,
    });

    const first = await call(app, 'cv', token, {
      cv_data: {
        personal: { fullName: 'Trần Văn Bình' },
        skills: { strength: '<script>x()</script>' },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    // Only the education section is sent: the others are kept.
    const second = await call(app, 'cv', token, {
      cv_data: { education: { major: 'Kế toán' } },
    });
    expect(second.json().data.cv).toEqual({
      personal: { fullName: 'Trần Văn Bình' },
      education: { major: 'Kế toán' },
      // Markup is text: stored as typed, never interpreted.
      skills: { strength: '<script>x()</script>' },
    });
    expect(second.json().data.updatedAt).toBe(clock.now().toISOString());
  });

  it('refuses an invalid field on its field, and keeps what was stored', async () => {
    const { token } = await createTestCandidate(app);
    await call(app, 'cv', token, { cv_data: { personal: { hometown: 'Nam Định' } } });
    const res = await call(app, 'cv', token, {
      cv_data: {
        personal: { fullName: '<b>Bình</b>', hometown: 'Nam Định' },
        awards: [{ year: 1900 }],
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { code: string; field: string }[];
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['cv_data.personal.fullName', 'name_invalid'],
      ['cv_data.awards.0.year', 'year_invalid'],
    ]);
    expect((await get(app, 'cv', token)).json().data.cv).toEqual({
      personal: { hometown: 'Nam Định' },
    });
    expect((await call(app, 'cv', token, {})).statusCode).toBe(400);
  });

  it('becomes complete with every required field', async () => {
    const { token } = await createTestCandidate(app);
    const res = await call(app, 'cv', token, { cv_data: completeCv });
    expect(res.json().data).toMatchObject({ complete: true, missing: [] });
  });

  it('stores the photo sent as multipart, refuses an SVG', async () => {
    const { token } = await createTestCandidate(app);
    const send = (bytes: Buffer, name: string) => {
      const body = multipart({}, { name, bytes, field: 'avatar' });
      return app.inject({
        method: 'POST',
        url: `${MEMBERS}/cv`,
        payload: body.payload,
        headers: { ...body.headers, ...candidateHeaders(token) },
      });
    };
    const svg = await send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png');
    expect(svg.statusCode).toBe(415);
    const ok = await send(png('me'), 'me.png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.hasAvatar).toBe(true);
  });

  it('exports a valid PDF, and the document holds the sections and the name with diacritics', async () => {
    const { token, member } = await createTestCandidate(app);
    await call(app, 'cv', token, { cv_data: completeCv });
    const res = await call(app, 'cv/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Sơ yếu lý lịch ứng viên: Nguyễn Thị Thu Hà');

    const built = cvDocument({
      locale: 'vi',
      cv: CvDraftSchema.parse(completeCv),
      member: { fullName: member.fullName, email: member.email, phone: member.phone },
      date: clock.now(),
    });
    const headings = built.blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
    expect(headings).toEqual([
      'Thông tin cá nhân',
      'Học vấn',
      'Ngoại ngữ',
      'Mong muốn và định hướng nghề nghiệp',
      'Quá trình công tác',
      'Khen thưởng',
      'Kỹ năng',
      'Thành viên gia đình',
      'Cam kết',
    ]);
    const cells = built.blocks.flatMap((b) => (b.kind === 'table' ? b.rows.flat() : [b.text]));
    expect(cells).toContain('Nguyễn Thị Thu Hà');
    expect(cells).toContain('7,5');
    // Markup prints as the characters typed.
    expect(cells).toContain('<b>Cẩn thận</b>');
  });
});

describe('recruitment PDF CV and applications', () => {
  const app = useTestApp({ now: clock.now });

  it('uploads, shows and replaces the PDF; the previous file is deleted', async () => {
    const { token, member } = await createTestCandidate(app);
    expect((await get(app, 'cv/uploaded', token)).json()).toEqual({ data: null });
    expect((await get(app, 'cv/uploaded/file', token)).statusCode).toBe(404);

    const first = await uploadPdf(app, token, await pdf('First CV'), 'Hồ sơ.pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ fileName: 'Hồ sơ.pdf', pages: 1 });
    const [firstRow] = [await app.repos.recruitmentCv.findCvFile(member.id)];
    const file = await get(app, 'cv/uploaded/file', token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline/);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.toString('latin1')).toContain('%PDF-');

    const second = await uploadPdf(app, token, await pdf('Second CV'));
    expect(second.statusCode).toBe(200);
    expect(await app.storage.get(firstRow!.fileKey)).toBeNull();
    expect((await get(app, 'cv/uploaded', token)).json().data.fileName).toBe('cv.pdf');
  });

  it('refuses a renamed .exe, a 6 MB file and a PDF with JavaScript', async () => {
    const { token } = await createTestCandidate(app);
    const exe = await uploadPdf(
      app,
      token,
      Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(400)]),
      'cv.pdf',
    );
    expect([exe.statusCode, errorOf(exe)?.code]).toEqual([415, 'file_type_invalid']);
    const big = await uploadPdf(
      app,
      token,
      Buffer.concat([await pdf('big'), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect([big.statusCode, errorOf(big)?.code]).toEqual([413, 'file_too_large']);
    const js = await uploadPdf(
      app,
      token,
      await pdf('js', (doc) => {
        const action = doc.context.obj({
          Type: 'Action',
          S: 'JavaScript',
          JS: PDFString.of('app.alert(1)'),
        });
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
      }),
    );
    expect([js.statusCode, errorOf(js)?.code]).toEqual([422, 'pdf_active_content']);
    expect((await get(app, 'cv/uploaded', token)).json()).toEqual({ data: null });
  });

  it('applies with the online CV only when complete, keeps a snapshot, refuses a second time', async () => {
    const { token } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-30');
    const incomplete = await call(app, 'apply?via_cv_online=true', token, { news_id: job });
    expect([incomplete.statusCode, errorOf(incomplete)?.code]).toEqual([422, 'cv_incomplete']);

    await call(app, 'cv', token, { cv_data: completeCv });
    const applied = await call(app, 'apply?via_cv_online=true', token, { news_id: job });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({
      viaCvOnline: true,
      status: 'submitted',
      news: { id: job, title: 'Chuyên viên phân tích', expired: false, applied: true },
    });
    const again = await call(app, 'apply?via_cv_online=true', token, { news_id: job });
    expect([again.statusCode, errorOf(again)?.code]).toEqual([409, 'job_already_applied']);

    // A later edit does not change what was sent.
    await call(app, 'cv', token, {
      cv_data: { personal: { ...completeCv.personal, fullName: 'Lê Văn Sau' } },
    });
    const sent = await get(app, `applications/${applied.json().data.id}/cv`, token);
    expect(sent.statusCode).toBe(200);
    expect((await PDFDocument.load(sent.rawPayload)).getTitle()).toContain('Nguyễn Thị Thu Hà');

    const list = await get(app, 'applications?locale=en', token);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0].news.title).toBe('Chuyên viên phân tích (EN)');
  });

  it('makes one application of two sent at once', async () => {
    const { token } = await createTestCandidate(app);
    await call(app, 'cv', token, { cv_data: completeCv });
    const job = await insertJob(app, '2026-06-30');
    const answers = await Promise.all(
      [1, 2].map(() => call(app, 'apply?via_cv_online=true', token, { news_id: job })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await get(app, 'applications', token)).json().data).toHaveLength(1);
  });

  it('applies with the PDF: needs one, and keeps its own copy when the PDF is replaced', async () => {
    const { token } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-30');
    const none = await call(app, 'apply?via_cv_online=false', token, { news_id: job });
    expect([none.statusCode, errorOf(none)?.code]).toEqual([422, 'cv_not_uploaded']);
    const original = await pdf('Original CV');
    await uploadPdf(app, token, original);
    const applied = await call(app, 'apply?via_cv_online=false', token, { news_id: job });
    expect(applied.statusCode, applied.body).toBe(201);
    await uploadPdf(app, token, await pdf('Replacement CV'));
    const sent = await get(app, `applications/${applied.json().data.id}/cv`, token);
    expect(sent.statusCode).toBe(200);
    expect(sent.rawPayload.equals(original)).toBe(true);
  });

  it('refuses an expired or unknown posting', async () => {
    const { token } = await createTestCandidate(app);
    await call(app, 'cv', token, { cv_data: completeCv });
    const expired = await insertJob(app, '2026-05-31');
    const res = await call(app, 'apply?via_cv_online=true', token, { news_id: expired });
    expect([res.statusCode, errorOf(res)?.code]).toEqual([422, 'job_expired']);
    const unknown = await call(app, 'apply?via_cv_online=true', token, { news_id: 99_999_999 });
    expect([unknown.statusCode, errorOf(unknown)?.code]).toEqual([404, 'job_not_found']);
    const bad = await call(app, 'apply?via_cv_online=maybe', token, { news_id: expired });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another candidate's application, never its data", async () => {
    const owner = await createTestCandidate(app);
    const other = await createTestCandidate(app);
    await call(app, 'cv', owner.token, { cv_data: completeCv });
    const job = await insertJob(app, '2026-06-30');
    const applied = await call(app, 'apply?via_cv_online=true', owner.token, { news_id: job });
    const id = applied.json().data.id as number;
    const res = await get(app, `applications/${id}/cv`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Nguyễn Thị Thu Hà');
    expect((await get(app, 'applications', other.token)).json().data).toEqual([]);
  });
});

describe('recruitment saved jobs and reminders', () => {
  // The workers deliver the queued reminders to the dev outbox.
  const app = useTestApp({ now: clock.now, env: { JOBS_WORKERS: 'true' } });
  const sweep = (now?: string) =>
    post(app, '/api/v1/dev/recruitment/reminders/run', now ? { now } : {});

  it('saves and unsaves a posting (toggle) and lists the saved ones', async () => {
    const { token } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-30');
    expect((await call(app, 'like-recruitment-news', token, { news_id: job })).json()).toEqual({
      data: { liked: true },
    });
    const list = (await get(app, 'all-recruitment-news-liked', token)).json().data;
    expect(list.map((j: { id: number; liked: boolean }) => [j.id, j.liked])).toEqual([[job, true]]);
    expect((await call(app, 'like-recruitment-news', token, { news_id: job })).json()).toEqual({
      data: { liked: false },
    });
    expect((await get(app, 'all-recruitment-news-liked', token)).json().data).toEqual([]);
    expect(
      (await call(app, 'like-recruitment-news', token, { news_id: 99_999_999 })).statusCode,
    ).toBe(404);
  });

  it('sets a reminder at 09:00 three days before the deadline, removes it, refuses an expired posting', async () => {
    const { token } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-20');
    const set = await call(app, 'toggle-news-expire-soon-subscription', token, { news_id: job });
    // 09:00 in Hanoi on 17 June is 02:00 UTC.
    expect(set.json()).toEqual({
      data: { subscribed: true, remindAt: '2026-06-17T02:00:00.000Z' },
    });
    const removed = await call(app, 'toggle-news-expire-soon-subscription', token, {
      news_id: job,
    });
    expect(removed.json()).toEqual({ data: { subscribed: false, remindAt: null } });
    const soon = await insertJob(app, '2026-06-02');
    const now = await call(app, 'toggle-news-expire-soon-subscription', token, { news_id: soon });
    expect(now.json().data.remindAt).toBe(clock.now().toISOString());
    const expired = await insertJob(app, '2026-05-31');
    const res = await call(app, 'toggle-news-expire-soon-subscription', token, {
      news_id: expired,
    });
    expect([res.statusCode, errorOf(res)?.code]).toEqual([422, 'job_expired']);
  });

  it('sends a due reminder once, not before its time, whatever sweeps run', async () => {
    const { token, member } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-25', 'Chuyên viên môi giới');
    await call(app, 'toggle-news-expire-soon-subscription', token, { news_id: job });
    // Earlier tests' reminders due before then go first, so the counts below are this one's.
    await sweep('2026-06-22T01:58:00Z');
    // Due at 2026-06-22T02:00Z: not before.
    expect((await sweep('2026-06-22T01:59:00Z')).json()).toEqual({ data: { sent: 0 } });
    expect((await app.repos.recruitmentCv.findReminder(member.id, job))?.sentAt).toBeNull();
    const [a, b] = await Promise.all([
      sweep('2026-06-22T02:05:00Z'),
      sweep('2026-06-22T02:05:00Z'),
    ]);
    expect(a.json().data.sent + b.json().data.sent).toBe(1);
    expect((await sweep('2026-06-22T03:00:00Z')).json()).toEqual({ data: { sent: 0 } });
    const messages = await vi.waitFor(
      async () => {
        const res = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(member.email)}`);
        const found = (res.json().data as { subject: string; text: string }[]).filter((m) =>
          m.subject?.includes('Chuyên viên môi giới'),
        );
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(messages[0]!.text).toContain('25/06/2026');
    expect(messages[0]!.text).toContain('/chi-tiet-tuyen-dung/');
  });

  it('sends what is due by the app clock when the dev route gets no time', async () => {
    const { token, member } = await createTestCandidate(app);
    const job = await insertJob(app, '2026-06-02');
    await call(app, 'toggle-news-expire-soon-subscription', token, { news_id: job });
    expect((await sweep()).json().data.sent).toBeGreaterThanOrEqual(1);
    expect((await app.repos.recruitmentCv.findReminder(member.id, job))?.sentAt).not.toBeNull();
  });
});
