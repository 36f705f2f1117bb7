/**
 * The candidate's CVs, applications, saved jobs and reminders (issue 23 items 3–5,
 * docs/recruitment.md "CV, applications, saved jobs, reminders"), through the recruitment site.
 * Each test works on a candidate of its own, registered through the API with the OTP from the
 * dev outbox, so parallel workers never share a CV or an application.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  loginCandidate,
  registerCandidate,
  rememberCandidateLogin,
  uniqueCandidate,
  type Candidate,
  type CandidateLogin,
} from '../support/recruit-auth';

const API = '/api/v1/recruitments';

interface Job {
  id: number;
  slug: string;
  title: string;
  expired: boolean;
  deadline: string;
  translations: { locale: string; slug: string }[];
}

interface OutboxMessage {
  channel: 'mail' | 'sms';
  to?: string;
  subject?: string;
  text: string;
}

let sequence = 0;

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/v1/dev/outbox', { params: { to } });
  expect(response.ok(), `outbox answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

interface LoggedIn extends Candidate, CandidateLogin {}

/** A verified candidate of this test only (registered with the mailed OTP), logged in. */
async function newCandidate(request: APIRequestContext): Promise<LoggedIn> {
  sequence += 1;
  const candidate = await registerCandidate(request, uniqueCandidate());
  return { ...candidate, ...(await loginCandidate(request, candidate)) };
}

const bearer = (candidate: LoggedIn) => ({ Authorization: `Bearer ${candidate.token}` });

/** Open postings of the seed, different ones per test so applications never meet. */
async function openJobs(request: APIRequestContext): Promise<Job[]> {
  const response = await request.get(`${API}/news`, { params: { limit: '50', locale: 'vi' } });
  expect(response.ok()).toBe(true);
  const jobs = ((await response.json()) as { data: Job[] }).data.filter((job) => !job.expired);
  expect(jobs.length).toBeGreaterThan(3);
  return jobs;
}

/** A complete online CV (every required field of cv.ts' CV_REQUIRED_FIELDS). */
const COMPLETE_CV = {
  personal: {
    fullName: 'Nguyễn Thị Ứng Viên',
    dateOfBirth: '1995-04-12',
    gender: 'female',
    idNumber: '001195012345',
    idIssueDate: '2021-06-01',
    idIssuePlace: 'Cục Cảnh sát',
    permanentResidence: '12 Nguyễn Trãi, Thanh Xuân, Hà Nội',
    hometown: 'Nam Định',
    nationality: 'Việt Nam',
    maritalStatus: 'single',
    notificationAddress: '12 Nguyễn Trãi, Thanh Xuân, Hà Nội',
  },
  education: {
    academicLevel: 'university',
    major: 'Tài chính',
    institution: 'Đại học Kinh tế Quốc dân',
  },
  languages: [{ language: 'Tiếng Anh', listening: 7, speaking: 6.5, reading: 8, writing: 7 }],
  career: {
    interestedPosition: 'Chuyên viên môi giới',
    desiredPlace: 'Hà Nội',
    careerGoal: 'Trở thành chuyên viên tư vấn đầu tư.',
  },
  workProcess: [{ company: 'Công ty ABC', startMonth: '2018-07', status: 'doing' }],
  skills: { strength: 'Giao tiếp tốt', weakness: 'Còn ít kinh nghiệm quản lý' },
  commitments: {
    vietnameseCitizen: true,
    fullCapacity: true,
    healthy: true,
    noCriminalRecord: true,
    informationTrue: true,
  },
};

/** A small real PDF made here (one page, no script), as bytes. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    '<< /Length 35 >>\nstream\nBT /F1 12 Tf 20 100 Td (CV) Tj ET\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('online CV', () => {
  test('is saved as typed, survives a reload with markup shown as text, and exports as a PDF', async ({
    page,
    request,
  }) => {
    const candidate = await newCandidate(request);
    await rememberCandidateLogin(page, candidate);
    await page.goto('/dieu-chinh-cv');
    // The first page of a fresh browser loads every chunk of the portal: on a busy runner it is slow.
    await expect(page.getByRole('heading', { level: 1, name: 'Điều chỉnh CV' })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByLabel('Họ và tên', { exact: false }).first().fill('Nguyễn Thị Ứng Viên');
    await page.getByLabel('Quê quán').fill('Nam Định');
    await page.getByRole('combobox', { name: 'Giới tính' }).selectOption({ label: 'Nữ' });
    await page
      .getByLabel('Mục tiêu nghề nghiệp')
      .fill('<b>Trở thành</b> chuyên viên <script>x</script>');
    // A field the shared schema refuses says so on the field and is not sent.
    await page.getByLabel('Số CMND/CCCD').fill('12345');
    await page.getByLabel('Số CMND/CCCD').blur();
    await expect(page.getByText('Số CMND/CCCD gồm 9 hoặc 12 chữ số.')).toBeVisible();
    await page.getByLabel('Số CMND/CCCD').fill('001195012345');
    await page.getByRole('button', { name: 'Thêm nơi làm việc' }).click();
    await page.getByLabel('Tên công ty').fill('Công ty Chứng khoán <ABC>');
    await page
      .getByRole('combobox', { name: 'Tình trạng', exact: true })
      .selectOption({ label: 'Đã nghỉ việc' });
    await expect(page.getByLabel('Lý do nghỉ việc')).toBeVisible();
    await page.getByLabel('Lý do nghỉ việc').fill('Chuyển nơi ở');

    await expect(page.getByText(/Đã lưu lúc/).first()).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByLabel('Quê quán')).toHaveValue('Nam Định');
    await expect(page.getByLabel('Mục tiêu nghề nghiệp')).toHaveValue(
      '<b>Trở thành</b> chuyên viên <script>x</script>',
    );
    await expect(page.getByLabel('Lý do nghỉ việc')).toHaveValue('Chuyển nơi ở');

    // The preview shows the markup as text, never as HTML.
    await page
      .getByRole('navigation', { name: 'Hồ sơ ứng tuyển' })
      .getByRole('link', { name: 'CV của tôi' })
      .click();
    // The editor saves what is pending before it lets the page go.
    await expect(page).toHaveURL(/\/cv-ung-tuyen$/);
    // The address changes before the CV page replaces the editor (its route loads meanwhile), and
    // both show the completeness box: what follows is read once the CV page is on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'CV ứng tuyển' })).toBeVisible();
    await expect(page.getByText('<b>Trở thành</b> chuyên viên <script>x</script>')).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Mức độ hoàn thiện' })).toContainText(
      'CV trực tuyến chưa hoàn thiện',
    );
    await expect(page.getByRole('link', { name: 'Học vấn' })).toHaveAttribute(
      'href',
      '/dieu-chinh-cv#cv-section-education',
    );

    const exported = page.waitForResponse((r) => r.url().includes('/members/cv/export'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất PDF' }).click();
    const response = await exported;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});

test.describe('PDF CV', () => {
  test('uploads with a progress bar, then shows; a renamed .exe is refused on the field', async ({
    page,
    request,
  }) => {
    const candidate = await newCandidate(request);
    await rememberCandidateLogin(page, candidate);
    await page.goto('/en/application-cv-file');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload CV' })).toBeVisible({
      timeout: 30_000,
    });

    // A Windows program renamed to .pdf: refused in the browser, on the field, nothing sent.
    let sent = 0;
    // The upload itself (`members/cv/uploaded`, which the page may still be reading, is not one).
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/members/cv/upload'))
        sent += 1;
    });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512)]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(page.getByText('This file is not a PDF. Please choose a PDF file.')).toBeVisible();
    expect(sent).toBe(0);

    // Held until the bar has been seen: the upload itself is over in a moment.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/members/cv/upload*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'ho-so-ung-vien.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    // Held before its first byte, the bar is at 0 % (a bar of no width): it is there, with its
    // value for screen readers, and the percentage is written beside it.
    const bar = page.getByRole('progressbar', { name: 'CV upload progress' });
    await expect(bar).toBeAttached();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(page.getByText(/^Uploading… \d+ ?%$/)).toBeVisible();
    release();
    await expect(page.getByText('ho-so-ung-vien.pdf uploaded.')).toBeVisible();
    await expect(page.getByText('This file is not a PDF. Please choose a PDF file.')).toHaveCount(
      0,
    );

    await page.goto('/en/application-cv');
    await expect(page.getByText('ho-so-ung-vien.pdf')).toBeVisible();
    const file = page.waitForResponse((r) => r.url().includes('/members/cv/uploaded/file'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View CV' }).click();
    expect((await file).headers()['content-type']).toContain('application/pdf');
    expect((await popup).url()).toMatch(/^blob:/);
  });
});

test.describe('applications', () => {
  test('apply with the online CV and with the PDF; twice is refused; the applied list links the CV sent', async ({
    page,
    request,
  }) => {
    const candidate = await newCandidate(request);
    const saved = await request.post(`${API}/members/cv`, {
      headers: bearer(candidate),
      data: { cv_data: COMPLETE_CV },
    });
    expect((await saved.json()) as unknown).toMatchObject({ data: { complete: true } });
    const [jobOnline, jobPdf] = await openJobs(request);
    await rememberCandidateLogin(page, candidate);

    // With the online CV.
    await page.goto(`/chi-tiet-tuyen-dung/${jobOnline!.slug}`);
    await page.getByRole('button', { name: 'Ứng tuyển', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ứng tuyển: ${jobOnline!.title}` });
    await expect(dialog.getByRole('radio', { name: 'CV đã tải lên (PDF)' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'CV trực tuyến' }).check();
    await dialog.getByRole('button', { name: 'Xác nhận ứng tuyển' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Đã ứng tuyển' })).toBeVisible();

    // Twice: the API refuses with §8's message.
    const again = await request.post(`${API}/members/apply`, {
      headers: bearer(candidate),
      params: { via_cv_online: 'true', locale: 'vi' },
      data: { news_id: jobOnline!.id },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'job_already_applied',
    );

    // With the PDF, uploaded from the dialog's upload-CV modal.
    await page.goto(`/chi-tiet-tuyen-dung/${jobPdf!.slug}`);
    await page.getByRole('button', { name: 'Ứng tuyển', exact: true }).click();
    const second = page.getByRole('dialog', { name: `Ứng tuyển: ${jobPdf!.title}` });
    await second.getByRole('button', { name: 'Tải lên CV ngay' }).click();
    const modal = page.getByRole('dialog', { name: 'Tải lên CV' });
    await modal.locator('input[type=file]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    await expect(modal).toBeHidden();
    await expect(second.getByRole('radio', { name: 'CV đã tải lên (PDF)' })).toBeChecked();
    await second.getByRole('button', { name: 'Xác nhận ứng tuyển' }).click();
    await expect(second).toBeHidden();

    await page.goto('/cong-viec-da-ung-tuyen');
    const items = page.getByRole('list', { name: 'Công việc đã ứng tuyển' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const pdfItem = items.filter({ hasText: jobPdf!.title });
    await expect(pdfItem).toContainText('CV đã dùng: CV tải lên (PDF)');
    await expect(pdfItem).toContainText('Trạng thái: Đã nộp');
    await pdfItem.getByRole('link', { name: 'Xem CV đã gửi' }).click();
    await expect(page).toHaveURL(/\/cv-ung-tuyen\?application=\d+/);
    await expect(page.getByRole('link', { name: 'Mở CV đã gửi' })).toHaveAttribute(
      'href',
      /^blob:/,
    );

    await page.goto('/cv-ung-tuyen?application=999999999');
    await expect(page.getByText('Không tìm thấy đơn ứng tuyển này.')).toBeVisible();
  });
});

test.describe('saved jobs and reminders', () => {
  test('a saved job is listed; its reminder goes out once the clock passes the remind time', async ({
    page,
    request,
  }) => {
    const candidate = await newCandidate(request);
    const jobs = await openJobs(request);
    const job = jobs[sequence % jobs.length]!;
    const enSlug = job.translations.find((tr) => tr.locale === 'en')?.slug ?? job.slug;
    // Counted before the reminder exists: the 10-minute cron may send it before our sweep.
    const before = (await outbox(request, candidate.email)).length;
    await rememberCandidateLogin(page, candidate);
    await page.goto(`/en/recruitment-details/${enSlug}`);

    await page
      .getByRole('button', { name: new RegExp(`^Save job`) })
      .first()
      .click();
    await expect(
      page.getByRole('button', { name: /^Remove .* from saved jobs$/ }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    const toggled = page.waitForResponse((r) =>
      r.url().includes('toggle-news-expire-soon-subscription'),
    );
    await page.getByRole('switch', { name: 'Remind me 3 days before the deadline' }).click();
    const { remindAt } = ((await (await toggled).json()) as { data: { remindAt: string } }).data;
    await expect(page.getByText(/^We will remind you on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    await page.goto('/en/saved-job');
    await expect(page.getByRole('heading', { level: 2, name: /./ }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved jobs' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(
      page.getByRole('switch', { name: 'Remind me 3 days before the deadline' }),
    ).toBeChecked();

    const run = await request.post('/api/v1/dev/recruitment/reminders/run', {
      data: { now: new Date(Date.parse(remindAt) + 60_000).toISOString() },
    });
    expect(run.ok(), await run.text()).toBe(true);
    await expect
      .poll(async () => (await outbox(request, candidate.email)).length, { timeout: 20_000 })
      .toBe(before + 1);
    // Sent once: a second sweep finds nothing more.
    await request.post('/api/v1/dev/recruitment/reminders/run', {
      data: { now: new Date(Date.parse(remindAt) + 120_000).toISOString() },
    });
    await page.waitForTimeout(1_000);
    expect((await outbox(request, candidate.email)).length).toBe(before + 1);

    await page.getByRole('button', { name: /^Remove .* from saved jobs$/ }).click();
    await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible();
  });

  test('an anonymous visitor is asked to log in, and a protected page comes back after login', async ({
    page,
    request,
  }) => {
    const candidate = await newCandidate(request);
    const [job] = await openJobs(request);
    await page.goto(`/chi-tiet-tuyen-dung/${job!.slug}`);
    await page
      .getByRole('button', { name: /^Lưu công việc/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Vui lòng đăng nhập' });
    await expect(modal.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      `/xac-thuc-danh-tinh?redirectUrl=${encodeURIComponent(`/chi-tiet-tuyen-dung/${job!.slug}`)}`,
    );
    await modal.getByRole('button', { name: 'Huỷ bỏ' }).click();

    await page.goto('/cong-viec-da-luu');
    await expect(page).toHaveURL(/\/xac-thuc-danh-tinh\?redirectUrl=%2Fcong-viec-da-luu/);
    await page.getByLabel('Email hoặc số điện thoại').fill(candidate.email);
    await page.getByRole('textbox', { name: 'Mật khẩu' }).fill(candidate.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/cong-viec-da-luu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Công việc đã lưu' })).toBeVisible();
    await expect(page.getByText('Bạn chưa lưu công việc nào.')).toBeVisible();
  });
});
