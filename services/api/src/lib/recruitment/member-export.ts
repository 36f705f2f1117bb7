import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { TextBlock } from '../files/html';
import { buildDocumentPdf } from '../files/pdf';

/**
 * A candidate's data download (docs/recruitment.md `members/export`): everything the portal
 * holds about them, as JSON and as a PDF with the same content.
 */
export interface MemberExport {
  exportedAt: string;
  account: {
    id: number;
    name: string;
    email: string;
    phone: string;
    otpChannel: string;
    locale: string;
    createdAt: string;
    verifiedAt: string | null;
    passwordChangedAt: string;
  };
  profile: {
    dateOfBirth: string | null;
    gender: string | null;
    address: string | null;
    hasAvatar: boolean;
  };
  cv: { data: Record<string, unknown>; complete: boolean; updatedAt: string } | null;
  uploadedCv: { fileName: string; size: number; pages: number; uploadedAt: string } | null;
  applications: {
    id: number;
    newsId: number;
    title: string | null;
    viaCvOnline: boolean;
    status: string;
    createdAt: string;
  }[];
  savedJobs: { newsId: number; title: string | null; createdAt: string }[];
  reminders: { newsId: number; title: string | null; remindAt: string; sentAt: string | null }[];
}

const TEXT = {
  vi: {
    title: (name: string) => `Dữ liệu tài khoản ứng viên: ${name}`,
    meta: (at: string) => `Xuất lúc ${at}`,
    account: 'Tài khoản',
    profile: 'Hồ sơ',
    cv: 'CV trực tuyến',
    uploadedCv: 'CV đã tải lên',
    applications: 'Việc làm đã ứng tuyển',
    savedJobs: 'Việc làm đã lưu',
    reminders: 'Nhắc hạn nộp hồ sơ',
    none: 'Không có',
    yes: 'Có',
    no: 'Không',
    fields: {
      id: 'Mã tài khoản',
      name: 'Họ và tên',
      email: 'Email',
      phone: 'Số điện thoại',
      otpChannel: 'Nhận mã OTP qua',
      locale: 'Ngôn ngữ',
      createdAt: 'Ngày đăng ký',
      verifiedAt: 'Ngày xác thực',
      passwordChangedAt: 'Lần đổi mật khẩu gần nhất',
      dateOfBirth: 'Ngày sinh',
      gender: 'Giới tính',
      address: 'Địa chỉ',
      hasAvatar: 'Ảnh đại diện',
      complete: 'Đã hoàn thiện',
      updatedAt: 'Cập nhật',
      fileName: 'Tên tệp',
      size: 'Dung lượng (byte)',
      pages: 'Số trang',
      uploadedAt: 'Ngày tải lên',
    },
    genders: { female: 'Nữ', male: 'Nam', other: 'Khác' } as Record<string, string>,
    application: (title: string, at: string, status: string, online: boolean) =>
      `${title}: nộp ngày ${at} bằng ${online ? 'CV trực tuyến' : 'CV PDF'}, trạng thái ${status}`,
    saved: (title: string, at: string) => `${title}: lưu ngày ${at}`,
    reminder: (title: string, at: string, sent: string | null) =>
      `${title}: nhắc lúc ${at}${sent ? `, đã gửi lúc ${sent}` : ''}`,
    job: (id: number) => `Tin tuyển dụng #${id}`,
  },
  en: {
    title: (name: string) => `Candidate account data: ${name}`,
    meta: (at: string) => `Exported at ${at}`,
    account: 'Account',
    profile: 'Profile',
    cv: 'Online CV',
    uploadedCv: 'Uploaded CV',
    applications: 'Applied jobs',
    savedJobs: 'Saved jobs',
    reminders: 'Deadline reminders',
    none: 'None',
    yes: 'Yes',
    no: 'No',
    fields: {
      id: 'Account id',
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      otpChannel: 'OTP sent by',
      locale: 'Language',
      createdAt: 'Registered',
      verifiedAt: 'Verified',
      passwordChangedAt: 'Password last changed',
      dateOfBirth: 'Date of birth',
      gender: 'Gender',
      address: 'Address',
      hasAvatar: 'Profile photo',
      complete: 'Complete',
      updatedAt: 'Updated',
      fileName: 'File name',
      size: 'Size (bytes)',
      pages: 'Pages',
      uploadedAt: 'Uploaded',
    },
    genders: { female: 'Female', male: 'Male', other: 'Other' } as Record<string, string>,
    application: (title: string, at: string, status: string, online: boolean) =>
      `${title}: applied on ${at} with the ${online ? 'online CV' : 'PDF CV'}, status ${status}`,
    saved: (title: string, at: string) => `${title}: saved on ${at}`,
    reminder: (title: string, at: string, sent: string | null) =>
      `${title}: reminder at ${at}${sent ? `, sent at ${sent}` : ''}`,
    job: (id: number) => `Job posting #${id}`,
  },
} as const;

/** Vietnam time, as the candidate reads it. */
const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The CV's saved fields as lines, nested sections indented (`key: value`). */
function cvBlocks(value: unknown, depth = 0, label?: string): TextBlock[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) {
    const items = value.flatMap((v, i) => cvBlocks(v, depth + 1, `${label ?? ''} ${i + 1}`.trim()));
    return items;
  }
  if (typeof value === 'object') {
    const inner = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      cvBlocks(v, depth + 1, k),
    );
    return label && inner.length > 0
      ? [{ kind: 'item', text: label, marker: '•', depth }, ...inner]
      : inner;
  }
  return [{ kind: 'item', text: `${label ?? ''}: ${String(value)}`, marker: '–', depth }];
}

/** The PDF's title and blocks (tests read them without parsing the PDF). */
export function exportBlocks(data: MemberExport, locale: Locale) {
  const t = TEXT[locale];
  const f = t.fields;
  const blocks: (TextBlock | string)[] = [];
  const heading = (text: string) => blocks.push({ kind: 'heading', text });
  const line = (label: string, value: string | number | boolean | null) =>
    blocks.push({
      kind: 'item',
      marker: '•',
      text: `${label}: ${
        value === null || value === ''
          ? t.none
          : typeof value === 'boolean'
            ? value
              ? t.yes
              : t.no
            : value
      }`,
    });
  const a = data.account;
  heading(t.account);
  line(f.id, a.id);
  line(f.name, a.name);
  line(f.email, a.email);
  line(f.phone, a.phone);
  line(f.otpChannel, a.otpChannel === 'sms' ? 'SMS' : 'Email');
  line(f.locale, a.locale);
  line(f.createdAt, when(a.createdAt, locale));
  line(f.verifiedAt, a.verifiedAt && when(a.verifiedAt, locale));
  line(f.passwordChangedAt, when(a.passwordChangedAt, locale));
  heading(t.profile);
  const p = data.profile;
  line(f.dateOfBirth, p.dateOfBirth);
  line(f.gender, p.gender && (t.genders[p.gender] ?? p.gender));
  line(f.address, p.address);
  line(f.hasAvatar, p.hasAvatar);
  heading(t.cv);
  if (data.cv) {
    line(f.complete, data.cv.complete);
    line(f.updatedAt, when(data.cv.updatedAt, locale));
    blocks.push(...cvBlocks(data.cv.data));
  } else blocks.push(t.none);
  heading(t.uploadedCv);
  if (data.uploadedCv) {
    line(f.fileName, data.uploadedCv.fileName);
    line(f.size, data.uploadedCv.size);
    line(f.pages, data.uploadedCv.pages);
    line(f.uploadedAt, when(data.uploadedCv.uploadedAt, locale));
  } else blocks.push(t.none);
  const list = (title: string, texts: string[]) => {
    heading(title);
    if (texts.length === 0) blocks.push(t.none);
    for (const text of texts) blocks.push({ kind: 'item', marker: '•', text });
  };
  list(
    t.applications,
    data.applications.map((x) =>
      t.application(x.title ?? t.job(x.newsId), when(x.createdAt, locale), x.status, x.viaCvOnline),
    ),
  );
  list(
    t.savedJobs,
    data.savedJobs.map((x) => t.saved(x.title ?? t.job(x.newsId), when(x.createdAt, locale))),
  );
  list(
    t.reminders,
    data.reminders.map((x) =>
      t.reminder(
        x.title ?? t.job(x.newsId),
        when(x.remindAt, locale),
        x.sentAt && when(x.sentAt, locale),
      ),
    ),
  );
  return { title: t.title(a.name), meta: t.meta(when(data.exportedAt, locale)), blocks };
}

export function exportPdf(data: MemberExport, locale: Locale): Promise<Uint8Array> {
  const { title, meta, blocks } = exportBlocks(data, locale);
  return buildDocumentPdf({ title, meta, blocks, locale, date: new Date(data.exportedAt) });
}
