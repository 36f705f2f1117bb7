import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { MemberSchema } from '@brokerage/shared/validation/recruitment/accounts.ts';
import {
  recruitmentApplications,
  recruitmentCvFiles,
  recruitmentCvs,
  recruitmentLikes,
  recruitmentMembers,
  recruitmentReminders,
} from '../../db/schema';
import { exportBlocks } from '../../lib/recruitment/member-export';
import { testClock, useTestApp } from '../../test/build-test-app';
import { jpeg, multipart, png } from '../../test/ekyc';
import { waitForOutbox } from '../../test/outbox';
import { post } from '../../test/requests';
import { errorOf, errorsOf } from '../../test/responses';
import {
  RECRUITMENT,
  type TestCandidate,
  candidateHeaders,
  createTestCandidate,
  insertTestJob,
} from '../../test/recruitment';
import { freshAddress } from '../../../test/customers';

const MEMBERS = `${RECRUITMENT}/members`;

const call = (app: FastifyInstance, path: string, token: string, body?: Record<string, unknown>) =>
  body === undefined
    ? app.inject({ url: `${MEMBERS}/${path}`, headers: candidateHeaders(token) })
    : post(app, `${MEMBERS}/${path}`, body, {
        headers: candidateHeaders(token),
        remoteAddress: freshAddress(),
      });

const status = async (app: FastifyInstance, token: string) =>
  (await call(app, 'profile', token)).statusCode;

function upload(app: FastifyInstance, token: string, bytes: Buffer, name = 'photo.png') {
  const body = multipart({}, { name, bytes, field: 'avatar' });
  return app.inject({
    method: 'POST',
    url: `${MEMBERS}/avatar`,
    payload: body.payload,
    headers: { ...body.headers, ...candidateHeaders(token) },
  });
}

/** A posting of its own, for the candidate's applications and likes (its deadline never matters). */
const insertJob = (app: FastifyInstance, title: string) =>
  insertTestJob(app, { deadline: '2099-12-31', title });

describe('recruitment candidate profile and avatar', () => {
  const app = useTestApp();

  it('reads and updates the profile; refuses bad fields on their fields', async () => {
    const { token, member } = await createTestCandidate(app);
    const got = dataEnvelope(MemberSchema).parse((await call(app, 'profile', token)).json());
    expect(got.data).toMatchObject({ id: member.id, name: 'Nguyễn Thu Trang', hasAvatar: false });
    const res = await call(app, 'profile', token, {
      name: '  Nguyễn   Thu Trang ',
      date_of_birth: '1996-08-15',
      gender: 'female',
      address: '<b>25 Lý Thường Kiệt</b>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nguyễn Thu Trang',
      dateOfBirth: '1996-08-15',
      gender: 'female',
      // Stored as typed: the site shows it escaped.
      address: '<b>25 Lý Thường Kiệt</b>',
    });
    const bad = await call(app, 'profile', token, { name: '', date_of_birth: '1996-02-30' });
    expect(errorsOf(bad).map((e) => [e.field, e.code])).toEqual([
      ['name', 'required'],
      ['date_of_birth', 'date_invalid'],
    ]);
  });

  it('takes a png or jpeg photo by its bytes, serves it privately, replaces the old one', async () => {
    const { token, member } = await createTestCandidate(app);
    expect((await call(app, 'avatar', token)).statusCode).toBe(404);
    const first = await upload(app, token, png('first'), 'anh.jpg');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.hasAvatar).toBe(true);
    const [row] = await app.db
      .select({ key: recruitmentMembers.avatarKey })
      .from(recruitmentMembers)
      .where(eq(recruitmentMembers.id, member.id));
    expect(row!.key).toMatch(/^private\/recruitment\/avatars\/\d+-[0-9a-f]{16}\.png$/);
    const served = await call(app, 'avatar', token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(png('first'))).toBe(true);

    const second = await upload(app, token, jpeg('second'), 'anh.png');
    expect(second.statusCode, second.body).toBe(200);
    expect(await app.storage.head(row!.key!)).toBeNull();
    expect((await call(app, 'avatar', token)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an SVG (415), a 2 MB photo (413) and a missing file (400), keeping the old photo', async () => {
    const { token } = await createTestCandidate(app);
    await upload(app, token, png('kept'));
    const svg = await upload(
      app,
      token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'anh.png',
    );
    expect(svg.statusCode).toBe(415);
    expect(errorOf(svg)).toMatchObject({ code: 'file_type_invalid', field: 'avatar' });
    const big = await upload(
      app,
      token,
      Buffer.concat([png('big'), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big)).toMatchObject({ code: 'file_too_large', field: 'avatar' });
    const body = multipart({ grecaptcha_token: 'x' });
    const none = await app.inject({
      method: 'POST',
      url: `${MEMBERS}/avatar`,
      payload: body.payload,
      headers: { ...body.headers, ...candidateHeaders(token) },
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)?.code).toBe('file_required');
    expect((await call(app, 'avatar', token)).rawPayload.equals(png('kept'))).toBe(true);
  });
});

describe('recruitment candidate passwords', () => {
  const clock = testClock(new Date('2026-06-03T03:00:00Z'));
  const app = useTestApp({ now: clock.now, env: { JOBS_WORKERS: 'true' } });

  it('changes the password: the current one is checked, the other sessions end, this one stays', async () => {
    const candidate = await createTestCandidate(app);
    const { token, password, member } = candidate;
    const other = (await createSecondSession(app, candidate)).token;
    const wrong = await call(app, 'change-password', token, {
      password: 'Wrong@123',
      new_password: 'Moi@2026',
      new_password_confirmation: 'Moi@2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'password_incorrect', field: 'password' });
    const same = await call(app, 'change-password', token, {
      password,
      new_password: password,
      new_password_confirmation: password,
    });
    expect(errorOf(same)).toMatchObject({ code: 'password_same', field: 'new_password' });
    const mismatch = await call(app, 'change-password', token, {
      password,
      new_password: 'Moi@2026',
      new_password_confirmation: 'Moi@2027',
    });
    expect(errorOf(mismatch)).toMatchObject({
      code: 'password_mismatch',
      field: 'new_password_confirmation',
    });

    const res = await call(app, 'change-password', token, {
      password,
      new_password: 'Moi@2026',
      new_password_confirmation: 'Moi@2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { changed: true } });
    expect(await status(app, token)).toBe(200);
    expect(errorOf(await call(app, 'profile', other))?.code).toBe('token_revoked');
    const login = (pw: string) =>
      post(
        app,
        `${MEMBERS}/login`,
        { phone_or_email: member.email, password: pw },
        {
          remoteAddress: freshAddress(),
        },
      );
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('Moi@2026')).statusCode).toBe(200);
  });

  it('resets a forgotten password with the mailed code; every session ends; the code is single use', async () => {
    const { token, member } = await createTestCandidate(app);
    const ask = (phoneOrEmail: string) =>
      post(
        app,
        `${MEMBERS}/reset-password`,
        { phone_or_email: phoneOrEmail },
        {
          remoteAddress: freshAddress(),
        },
      );
    const known = await ask(member.email);
    const unknown = await ask('khong.co.ai@example.vn');
    // No enumeration: the same answer for an account and for nobody.
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { sent: true, resendInSeconds: 60 } });
    expect(unknown.json()).toEqual(known.json());
    // Asking again inside the countdown says the same and sends nothing more.
    expect((await ask(member.email)).json()).toEqual(known.json());

    const [mail] = await waitForOutbox(app, member.email, 1);
    expect(mail!.subject).toContain('Mã đặt lại mật khẩu');
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const confirm = (otp: string, pw = 'Moi@2026') =>
      post(
        app,
        `${MEMBERS}/reset-password/confirm`,
        { phone_or_email: member.email, otp, new_password: pw, new_password_confirmation: pw },
        { remoteAddress: freshAddress() },
      );
    const weak = await confirm(code!, 'moi2026');
    expect(errorOf(weak)).toMatchObject({ code: 'password_weak', field: 'new_password' });
    const done = await confirm(code!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { reset: true } });
    expect(errorOf(await call(app, 'profile', token))?.code).toBe('token_revoked');
    // Used once: the same code again finds none.
    const reused = await confirm(code!);
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused)).toMatchObject({ code: 'otp_not_found', field: 'otp' });
    const login = await post(
      app,
      `${MEMBERS}/login`,
      { phone_or_email: member.phone, password: 'Moi@2026' },
      { remoteAddress: freshAddress() },
    );
    expect(login.statusCode).toBe(200);
  });

  it('sends the reset code by SMS when a phone is typed', async () => {
    const { member } = await createTestCandidate(app);
    await post(
      app,
      `${MEMBERS}/reset-password`,
      { phone_or_email: member.phone },
      {
        remoteAddress: freshAddress(),
      },
    );
    const [sms] = await waitForOutbox(app, member.phone, 1);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toMatch(/\b\d{6}\b/);
  });
});

/** Another login of the same candidate (another browser). */
async function createSecondSession(app: FastifyInstance, candidate: TestCandidate) {
  return app.repos.recruitmentMembers.createSession({
    memberId: candidate.member.id,
    now: app.now(),
    ttlSeconds: 3600,
  });
}

describe('recruitment candidate data download and deletion', () => {
  const app = useTestApp();

  /** A candidate with something in every table the portal keeps about them. */
  async function fullCandidate() {
    const candidate = await createTestCandidate(app);
    const id = candidate.member.id;
    await upload(app, candidate.token, png('me'));
    const applied = await insertJob(app, 'Chuyên viên phân tích đầu tư');
    const liked = await insertJob(app, 'Kế toán tổng hợp');
    const cvKey = `private/recruitment/cv/${id}-test.pdf`;
    const copyKey = `private/recruitment/applications/${id}-test.pdf`;
    for (const key of [cvKey, copyKey]) {
      await app.storage.put(key, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
    }
    await app.db.insert(recruitmentCvs).values({
      memberId: id,
      data: {
        personal: { hometown: 'Hải Dương', nationality: 'Việt Nam' },
        skills: { strength: 'Cẩn thận' },
      },
      complete: false,
    });
    await app.db.insert(recruitmentCvFiles).values({
      memberId: id,
      fileKey: cvKey,
      fileName: 'CV Nguyễn Thu Trang.pdf',
      size: 12,
      pages: 1,
    });
    await app.db
      .insert(recruitmentApplications)
      .values({ memberId: id, newsId: applied, viaCvOnline: false, cvFileKey: copyKey });
    await app.db.insert(recruitmentLikes).values({ memberId: id, newsId: liked });
    await app.db
      .insert(recruitmentReminders)
      .values({ memberId: id, newsId: liked, remindAt: new Date('2026-12-28T02:00:00Z') });
    return { ...candidate, cvKey, copyKey };
  }

  it('downloads everything held as JSON', async () => {
    const { token, member } = await fullCandidate();
    const res = await call(app, 'export?format=json', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="du-lieu-ung-vien-${member.id}.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data).toMatchObject({
      account: {
        id: member.id,
        name: 'Nguyễn Thu Trang',
        email: member.email,
        phone: member.phone,
      },
      profile: { hasAvatar: true },
      cv: { data: { personal: { hometown: 'Hải Dương' } }, complete: false },
      uploadedCv: { fileName: 'CV Nguyễn Thu Trang.pdf', size: 12, pages: 1 },
      applications: [
        { title: 'Chuyên viên phân tích đầu tư', viaCvOnline: false, status: 'submitted' },
      ],
      savedJobs: [{ title: 'Kế toán tổng hợp' }],
      reminders: [
        { title: 'Kế toán tổng hợp', remindAt: '2026-12-28T02:00:00.000Z', sentAt: null },
      ],
    });
    // Never a secret: no password hash, no storage key.
    expect(res.body).not.toMatch(/argon2|private\//);
  });

  it('downloads the same as a PDF with Vietnamese text', async () => {
    const { token, member } = await fullCandidate();
    const res = await call(app, 'export?format=pdf&locale=vi', token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="du-lieu-ung-vien-${member.id}\\.pdf"; filename\\*=UTF-8''`,
      ),
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Dữ liệu tài khoản ứng viên: Nguyễn Thu Trang');
    // The PDF's text is the export's blocks (the PDF itself holds glyph ids, not letters).
    const json = (await call(app, 'export?format=json', token)).json();
    const text = exportBlocks(json, 'vi')
      .blocks.map((b) => (typeof b === 'string' ? b : b.text))
      .join('\n');
    for (const expected of [
      'Họ và tên: Nguyễn Thu Trang',
      'Chuyên viên phân tích đầu tư',
      'Kế toán tổng hợp: lưu ngày',
      'hometown: Hải Dương',
      'Tên tệp: CV Nguyễn Thu Trang.pdf',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('deletes the account with its password: rows, sessions and every file it owned', async () => {
    const { token, member, password, cvKey, copyKey } = await fullCandidate();
    const [row] = await app.db
      .select({ key: recruitmentMembers.avatarKey })
      .from(recruitmentMembers)
      .where(eq(recruitmentMembers.id, member.id));
    const wrong = await call(app, 'delete-account', token, { password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'password_incorrect', field: 'password' });
    expect(await app.storage.head(cvKey)).not.toBeNull();

    const res = await call(app, 'delete-account', token, { password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: true } });
    for (const key of [row!.key!, cvKey, copyKey]) expect(await app.storage.head(key)).toBeNull();
    const left = await app.db
      .select()
      .from(recruitmentMembers)
      .where(eq(recruitmentMembers.id, member.id));
    expect(left).toEqual([]);
    for (const table of [
      recruitmentCvs,
      recruitmentCvFiles,
      recruitmentLikes,
      recruitmentReminders,
    ]) {
      expect(await app.db.select().from(table).where(eq(table.memberId, member.id))).toEqual([]);
    }
    expect(
      await app.db
        .select()
        .from(recruitmentApplications)
        .where(eq(recruitmentApplications.memberId, member.id)),
    ).toEqual([]);
    expect(errorOf(await call(app, 'profile', token))?.code).toBe('token_invalid');
  });
});
