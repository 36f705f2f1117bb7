import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type {
  Category,
  JobDetail,
  JobSummary,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import {
  recruitmentJoinSubmissions,
  recruitmentLikes,
  recruitmentNews,
  recruitmentNewsTranslations,
  recruitmentNewsWorkplaces,
} from '../../db/schema';
import { hashIp } from '../../lib/security/ip-hash';
import { useTestApp } from '../../test/build-test-app';
import { multipart } from '../../test/ekyc';
import { waitForOutbox } from '../../test/outbox';
import { RECRUITMENT, candidateHeaders, createTestCandidate } from '../../test/recruitment';

const today = () => formatDate(new Date(), 'yyyy-mm-dd');
const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `${RECRUITMENT}${url}`, headers });
}
async function data<T>(app: FastifyInstance, url: string, headers?: Record<string, string>) {
  const res = await get(app, url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: T;
    meta?: { page: number; limit: number; total: number; totalPages: number };
  };
}

async function category(app: FastifyInstance, list: string, code: string): Promise<Category> {
  const { data: all } = await data<Category[]>(app, `/${list}`);
  const found = all.find((c) => c.code === code);
  if (!found) throw new Error(`no ${list} ${code}`);
  return found;
}

let serial = 0;
/** A posting of its own, `deadlineIn` days after today, with a unique word in its titles. */
async function addPosting(
  app: FastifyInstance,
  options: { deadlineIn: number; word: string; featured?: boolean; career?: string },
): Promise<number> {
  serial += 1;
  const [career, form, title, department, position, workplace] = await Promise.all([
    category(app, 'careers', options.career ?? 'finance'),
    category(app, 'forms', 'full-time'),
    category(app, 'titles', 'staff'),
    category(app, 'departments', 'finance'),
    category(app, 'positions', 'accountant'),
    category(app, 'workplaces', 'can-tho'),
  ]);
  const [row] = await app.db
    .insert(recruitmentNews)
    .values({
      careerId: career.id,
      formId: form.id,
      titleId: title.id,
      departmentId: department.id,
      positionId: position.id,
      salaryMin: null,
      salaryMax: null,
      deadline: addDays(today(), options.deadlineIn),
      featured: options.featured ?? false,
    })
    .returning({ id: recruitmentNews.id });
  const id = row!.id;
  await app.db.insert(recruitmentNewsTranslations).values([
    {
      newsId: id,
      locale: 'vi',
      slug: `kiem-thu-${options.word}-${serial}`,
      title: `Kiểm thử ${options.word} số ${serial}`,
      summary: 'Tóm tắt',
      description: '<p>Mô tả</p>',
      requirements: '<ul><li>Yêu cầu</li></ul>',
      benefits: '<ul><li>Quyền lợi</li></ul>',
    },
    {
      newsId: id,
      locale: 'en',
      slug: `test-${options.word}-${serial}`,
      title: `Test ${options.word} number ${serial}`,
      summary: 'Summary',
      description: '<p>Description</p>',
      requirements: '<ul><li>Requirement</li></ul>',
      benefits: '<ul><li>Benefit</li></ul>',
    },
  ]);
  await app.db.insert(recruitmentNewsWorkplaces).values({ newsId: id, workplaceId: workplace.id });
  return id;
}

describe('recruitment public lists', () => {
  const app = useTestApp();

  it('lists the workplaces with their map ids and open postings, in both languages', async () => {
    const { data: vi } = await data<Category[]>(app, '/workplaces');
    expect(vi.length).toBeGreaterThanOrEqual(8);
    expect(vi.find((w) => w.code === 'ha-noi')).toMatchObject({ name: 'Hà Nội', mapId: 'hanoi' });
    expect(vi.find((w) => w.code === 'ho-chi-minh')).toMatchObject({ mapId: 'hcm' });
    for (const w of vi) expect(w.openJobs).toEqual(expect.any(Number));
    expect(vi.find((w) => w.code === 'ha-noi')!.openJobs).toBeGreaterThan(0);
    const { data: en } = await data<Category[]>(app, '/workplaces?locale=en');
    expect(en.find((w) => w.code === 'ho-chi-minh')!.name).toBe('Ho Chi Minh City');
  });

  it.each(['careers', 'forms', 'titles', 'departments', 'positions'])(
    'lists %s with names and no map fields',
    async (list) => {
      const { data: items } = await data<Category[]>(app, `/${list}?locale=en`);
      expect(items.length).toBeGreaterThan(2);
      for (const item of items) {
        expect(item).toEqual({
          id: expect.any(Number),
          code: expect.any(String),
          name: expect.any(String),
        });
      }
    },
  );

  it('has the forms, titles and FAQs and why-join-us posts of the demo', async () => {
    const forms = (await data<Category[]>(app, '/forms?locale=en')).data.map((f) => f.name);
    expect(forms).toEqual(expect.arrayContaining(['Full-time', 'Part-time', 'Internship']));
    const faqs = (await data<{ id: number; question: string; answer: string }[]>(app, '/faqs'))
      .data;
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs[0]!.question).toMatch(/tài khoản/);
    const enFaqs = (await data<{ question: string }[]>(app, '/faqs?locale=en')).data;
    expect(enFaqs[0]!.question).toBe('Do I need an account to apply?');
  });

  it('gives why-join-us posts by id or slug in either language, 404 otherwise', async () => {
    const { data: posts } = await data<{ id: number; slug: string; image: string | null }[]>(
      app,
      '/about-us-posts',
    );
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts[0]).not.toHaveProperty('content');
    expect(posts[0]!.image).toMatch(/^\/api\/v1\/files\//);
    const first = posts[0]!;
    const byId = (await data<{ content: string; slug: string }>(app, `/about-us-posts/${first.id}`))
      .data;
    expect(byId.content).toContain('<ul>');
    const en = (
      await data<{ slug: string; title: string; translations: { locale: string; slug: string }[] }>(
        app,
        `/about-us-posts/${first.slug}?locale=en`,
      )
    ).data;
    expect(en.slug).toBe('a-professional-open-workplace');
    expect(en.translations).toEqual([
      { locale: 'en', slug: 'a-professional-open-workplace' },
      { locale: 'vi', slug: first.slug },
    ]);
    expect((await get(app, '/about-us-posts/khong-co')).statusCode).toBe(404);
  });
});

describe('recruitment news', () => {
  const app = useTestApp();

  it('puts open postings first (featured, then newest) and expired ones last, paged by 10', async () => {
    const first = await data<JobSummary[]>(app, '/news');
    expect(first.meta).toMatchObject({ page: 1, limit: 10 });
    expect(first.meta!.total).toBeGreaterThanOrEqual(32);
    const all = (await data<JobSummary[]>(app, '/news?limit=50')).data;
    const firstExpired = all.findIndex((job) => job.expired);
    expect(firstExpired).toBeGreaterThan(0);
    expect(all.slice(firstExpired).every((job) => job.expired)).toBe(true);
    expect(all.filter((job) => job.expired).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((job) => job.expiringSoon).length).toBeGreaterThanOrEqual(4);
    const open = all.slice(0, firstExpired);
    const lastFeatured = open.map((job) => job.featured).lastIndexOf(true);
    expect(open.slice(0, lastFeatured + 1).every((job) => job.featured)).toBe(true);
    for (const job of all) {
      expect(job.expired).toBe(job.deadline < today());
      if (job.expiringSoon) expect(job.deadline <= addDays(today(), 2)).toBe(true);
      expect(job).not.toHaveProperty('liked');
    }
    const second = await data<JobSummary[]>(app, '/news?page=2&limit=5');
    const firstFive = await data<JobSummary[]>(app, '/news?limit=5');
    expect(second.data.map((j) => j.id)).not.toContain(firstFive.data[0]!.id);
    expect(second.meta).toMatchObject({ page: 2, limit: 5 });
    expect((await get(app, '/news?page=999')).statusCode).toBe(400);
    expect((await get(app, '/news?limit=51')).statusCode).toBe(400);
  });

  it('marks expired and expiring postings by the Vietnamese day', async () => {
    const word = 'hanchot';
    const [past, todayId, soon, later] = [
      await addPosting(app, { deadlineIn: -1, word }),
      await addPosting(app, { deadlineIn: 0, word }),
      await addPosting(app, { deadlineIn: 2, word }),
      await addPosting(app, { deadlineIn: 3, word }),
    ];
    const { data: found } = await data<JobSummary[]>(app, `/news?keyword=${word}`);
    const byId = new Map(found.map((job) => [job.id, job]));
    expect(byId.get(past)).toMatchObject({ expired: true, expiringSoon: false });
    expect(byId.get(todayId)).toMatchObject({ expired: false, expiringSoon: true });
    expect(byId.get(soon)).toMatchObject({ expired: false, expiringSoon: true });
    expect(byId.get(later)).toMatchObject({ expired: false, expiringSoon: false });
    expect(found.at(-1)!.id).toBe(past);
  });

  it('finds by keyword with or without diacritics and in any case', async () => {
    const accented = (
      await data<JobSummary[]>(app, `/news?keyword=${encodeURIComponent('Kế toán')}`)
    ).data;
    expect(accented.length).toBeGreaterThan(0);
    for (const keyword of ['ke toan', 'KE TOAN', 'kế TOÁN']) {
      const { data: found } = await data<JobSummary[]>(
        app,
        `/news?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(found.map((j) => j.id)).toEqual(accented.map((j) => j.id));
    }
    for (const job of accented)
      expect(`${job.title} ${job.summary} ${job.department.name}`).toMatch(/kế toán/i);
    // The department's name counts too.
    const research = (
      await data<JobSummary[]>(app, '/news?keyword=trung%20tam%20phan%20tich&limit=50')
    ).data;
    expect(research.length).toBeGreaterThan(0);
    expect(research.every((j) => j.department.code === 'research')).toBe(true);
    // In English, the English texts.
    const en = (await data<JobSummary[]>(app, '/news?keyword=accountant&locale=en')).data;
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((j) => /accountant/i.test(j.title + j.summary))).toBe(true);
    expect((await data<JobSummary[]>(app, '/news?keyword=zzzkhongco')).data).toEqual([]);
    // LIKE wildcards are text.
    expect((await data<JobSummary[]>(app, '/news?keyword=%25')).data).toEqual([]);
  });

  it.each([
    ['career_id', 'careers', 'it', (j: JobSummary) => [j.career.code]],
    [
      'workplace_id',
      'workplaces',
      'ho-chi-minh',
      (j: JobSummary) => j.workplaces.map((w) => w.code),
    ],
    ['form_id', 'forms', 'internship', (j: JobSummary) => [j.form.code]],
    ['title_id', 'titles', 'senior', (j: JobSummary) => [j.level.code]],
    ['department_id', 'departments', 'technology', (j: JobSummary) => [j.department.code]],
  ])('filters by %s', async (param, list, code, codesOf) => {
    const { id } = await category(app, list, code);
    const { data: found, meta } = await data<JobSummary[]>(app, `/news?${param}=${id}&limit=50`);
    expect(found.length).toBeGreaterThan(0);
    expect(meta!.total).toBe(found.length);
    for (const job of found) expect(codesOf(job)).toContain(code);
    const everything = (await data<JobSummary[]>(app, '/news?limit=50')).meta!.total;
    expect(found.length).toBeLessThan(everything);
  });

  it('gives a posting by id or slug in either language, with its English texts', async () => {
    const [summary] = (await data<JobSummary[]>(app, '/news?limit=1')).data;
    const byId = (await data<JobDetail>(app, `/news/${summary!.id}`)).data;
    expect(byId).toMatchObject({ id: summary!.id, slug: summary!.slug });
    expect(byId.description).toContain('<ul>');
    expect(byId.requirements).toContain('<li>');
    expect(byId.benefits).toContain('<li>');
    expect(byId.position).toEqual(expect.objectContaining({ code: expect.any(String) }));
    const enSlug = byId.translations.find((t) => t.locale === 'en')!.slug;
    const en = (await data<JobDetail>(app, `/news/${enSlug}?locale=en`)).data;
    expect(en.id).toBe(summary!.id);
    expect(en.title).not.toBe(byId.title);
    expect(en.form.name).toMatch(/^[A-Z][a-z]/);
    // A Vietnamese slug opens the posting in English too (the language switch).
    expect((await data<JobDetail>(app, `/news/${summary!.slug}?locale=en`)).data.slug).toBe(enSlug);
  });

  it('answers 404 job_not_found for an unknown posting', async () => {
    for (const url of ['/news/999999', '/news/khong-co-tin-nay', '/news/related/999999']) {
      const res = await get(app, `${url}?locale=en`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        code: 'job_not_found',
        message: 'This job posting was not found or has been taken down.',
      });
    }
  });

  it('relates up to 4 other open postings, the same career first', async () => {
    const it = await category(app, 'careers', 'it');
    const [job] = (await data<JobSummary[]>(app, `/news?career_id=${it.id}&limit=1`)).data;
    const { data: related } = await data<JobSummary[]>(app, `/news/related/${job!.id}`);
    expect(related.length).toBe(4);
    expect(related.map((j) => j.id)).not.toContain(job!.id);
    expect(related.every((j) => !j.expired)).toBe(true);
    expect(related[0]!.career.code).toBe('it');
  });

  it('adds the candidate flags with a candidate token and ignores a token that does not work', async () => {
    const candidate = await createTestCandidate(app);
    const [job] = (await data<JobSummary[]>(app, '/news?limit=1')).data;
    await app.db
      .insert(recruitmentLikes)
      .values({ memberId: candidate.member.id, newsId: job!.id });
    const headers = candidateHeaders(candidate.token);
    const list = (await data<JobSummary[]>(app, '/news?limit=2', headers)).data;
    expect(list[0]).toMatchObject({ id: job!.id, liked: true, applied: false, reminderSet: false });
    expect(list[1]).toMatchObject({ liked: false, applied: false, reminderSet: false });
    const detail = (await data<JobDetail>(app, `/news/${job!.id}`, headers)).data;
    expect(detail.liked).toBe(true);
    const stranger = await data<JobSummary[]>(
      app,
      '/news?limit=1',
      candidateHeaders('x'.repeat(43)),
    );
    expect(stranger.data[0]).not.toHaveProperty('liked');
  });
});

// --- join-submissions --------------------------------------------------------------------------

async function pdf(edit?: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Curriculum vitae', { x: 50, y: 700, font });
  edit?.(doc);
  return Buffer.from(await doc.save());
}

const FIELDS = {
  name: 'Lê Hoàng Nam',
  date_of_birth: '1996-08-20',
  email: 'hoangnam@example.vn',
  phone: '0912 345 678',
  gender: 'male',
  hometown: 'Nam Định',
};

let client = 0;
async function submit(
  app: FastifyInstance,
  fields: Record<string, string>,
  file?: Buffer,
  query = '',
) {
  client += 1;
  const body = multipart(
    fields,
    file ? { name: 'cv.pdf', bytes: file, field: 'cv_file', type: 'application/pdf' } : undefined,
  );
  return app.inject({
    method: 'POST',
    url: `${RECRUITMENT}/join-submissions${query}`,
    remoteAddress: `10.23.${Math.floor(client / 250)}.${client % 250}`,
    ...body,
  });
}

describe('POST join-submissions', () => {
  const app = useTestApp({ env: { JOBS_WORKERS: 'true' } });

  it('stores the application and its CV, and mails the candidate a receipt', async () => {
    const position = await category(app, 'positions', 'broker');
    const [job] = (await data<JobSummary[]>(app, '/news?limit=1&locale=en')).data;
    const email = `nhanh.${Date.now()}@example.vn`;
    const cv = await pdf();
    const res = await submit(
      app,
      { ...FIELDS, email, position_id: String(position.id), news_id: String(job!.id) },
      cv,
      '?locale=en',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const [row] = await app.db
      .select()
      .from(recruitmentJoinSubmissions)
      .where(eq(recruitmentJoinSubmissions.id, id));
    expect(row).toMatchObject({
      name: 'Lê Hoàng Nam',
      dateOfBirth: '1996-08-20',
      email,
      phone: '0912345678',
      gender: 'male',
      hometown: 'Nam Định',
      positionId: position.id,
      newsId: job!.id,
      cvFileSize: cv.length,
      locale: 'en',
    });
    expect(row!.ipHash).toBe(
      hashIp(app.config.ipHashSecret, `10.23.${Math.floor(client / 250)}.${client % 250}`),
    );
    expect(row!.cvFileKey).toMatch(/^private\/recruitment\/submissions\/[0-9a-f]{32}\.pdf$/);
    const stored = await app.storage.get(row!.cvFileKey);
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(cv)).toBe(true);
    const [mail] = await waitForOutbox(app, email);
    expect(mail!.subject).toContain('We have received your application');
    expect(mail!.text).toContain('Dear Lê Hoàng Nam,');
    expect(mail!.text).toContain('Securities broker');
    expect(mail!.text).toContain(job!.title);
  });

  it('takes an application without a posting', async () => {
    const position = await category(app, 'positions', 'intern');
    const res = await submit(
      app,
      { ...FIELDS, position_id: String(position.id), news_id: '' },
      await pdf(),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('says what is missing on each field, and checks the age', async () => {
    const res = await submit(app, { name: ' ', gender: 'x' }, undefined, '?locale=en');
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(byField).toEqual({
      name: 'required',
      date_of_birth: 'required',
      email: 'required',
      phone: 'required',
      gender: 'option_invalid',
      hometown: 'required',
      position_id: 'required',
    });
    const position = await category(app, 'positions', 'broker');
    const young = await submit(
      app,
      { ...FIELDS, date_of_birth: addDays(today(), -365 * 10), position_id: String(position.id) },
      await pdf(),
      '?locale=en',
    );
    expect(young.statusCode).toBe(400);
    expect(young.json().errors).toEqual([
      {
        code: 'age_under_18',
        message: 'Candidates must be at least 18 years old.',
        field: 'date_of_birth',
      },
    ]);
    const bad = await submit(
      app,
      {
        ...FIELDS,
        hometown: 'Hà Nội 2',
        date_of_birth: '1939-05-01',
        position_id: String(position.id),
      },
      await pdf(),
    );
    expect(bad.json().errors).toEqual([
      {
        code: 'date_too_early',
        message: 'Năm sinh phải từ 1940 trở về sau.',
        field: 'date_of_birth',
      },
      expect.objectContaining({ code: 'hometown_invalid', field: 'hometown' }),
    ]);
  });

  it('needs the CV, a PDF by its bytes (a renamed .exe is 415)', async () => {
    const position = await category(app, 'positions', 'broker');
    const fields = { ...FIELDS, position_id: String(position.id) };
    const none = await submit(app, fields);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ code: 'file_required', field: 'cv_file' });
    const exe = await submit(
      app,
      fields,
      Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048)]),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0]).toMatchObject({ code: 'file_type_invalid', field: 'cv_file' });
  });

  it('refuses a PDF with JavaScript (422) and an unreadable one', async () => {
    const position = await category(app, 'positions', 'broker');
    const fields = { ...FIELDS, position_id: String(position.id) };
    const js = await pdf((doc) => {
      const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    const res = await submit(app, fields, js, '?locale=en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code: 'pdf_active_content', field: 'cv_file' });
    const cut = (await pdf()).subarray(0, 400);
    expect((await submit(app, fields, cut)).json().errors[0].code).toBe('pdf_unreadable');
  });

  it('refuses a 6 MB PDF with 413 before reading it', async () => {
    const position = await category(app, 'positions', 'broker');
    const { payload, headers } = multipart(
      { ...FIELDS, position_id: String(position.id) },
      {
        name: 'cv.pdf',
        field: 'cv_file',
        bytes: Buffer.concat([await pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
      },
    );
    let pulled = 0;
    const chunk = 64 * 1024;
    const stream = new Readable({
      read() {
        if (pulled >= payload.length) return this.push(null);
        this.push(payload.subarray(pulled, pulled + chunk));
        pulled += chunk;
      },
    });
    client += 1;
    const res = await app.inject({
      method: 'POST',
      url: `${RECRUITMENT}/join-submissions`,
      remoteAddress: `10.24.0.${client % 250}`,
      headers: { ...headers, 'content-length': String(payload.length) },
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0]).toMatchObject({ code: 'file_too_large', field: 'cv_file' });
    expect(pulled).toBeLessThan(payload.length / 2);
    // Without a length (chunked), reading stops at the limit.
    const chunked = await submit(
      app,
      { ...FIELDS, position_id: String(position.id) },
      Buffer.concat([await pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
    );
    expect(chunked.statusCode).toBe(413);
  });

  it('refuses an unknown position (400), an unknown posting (404) and an expired one (422)', async () => {
    const position = await category(app, 'positions', 'broker');
    const career = await category(app, 'careers', 'it');
    const cv = await pdf();
    const unknown = await submit(app, { ...FIELDS, position_id: String(career.id) }, cv);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'option_invalid',
      field: 'position_id',
    });
    const noJob = await submit(
      app,
      { ...FIELDS, position_id: String(position.id), news_id: '999999' },
      cv,
    );
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json().errors[0]).toMatchObject({ code: 'job_not_found', field: 'news_id' });
    const expired = await addPosting(app, { deadlineIn: -1, word: 'hethan' });
    const late = await submit(
      app,
      { ...FIELDS, position_id: String(position.id), news_id: String(expired) },
      cv,
      '?locale=en',
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0]).toMatchObject({
      code: 'job_expired',
      message: 'This job posting is no longer taking applications.',
      field: 'news_id',
    });
  });
});
