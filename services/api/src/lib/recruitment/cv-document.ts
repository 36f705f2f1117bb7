import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import {
  CV_COMMITMENTS,
  type CvData,
  type CvSectionKey,
} from '@brokerage/shared/validation/recruitment/cv.ts';
import type { TextBlock } from '../files/html';
import { type PdfTable, buildDocumentPdf } from '../files/pdf';

/**
 * The online CV as a typeset document (`POST members/cv/export`, and the CV sent with an
 * application): a heading per section, label and value grids, tables for the lists. Every value
 * is the candidate's plain text, drawn as text: markup in a field prints as the characters
 * typed, never as formatting.
 */

const TEXT = {
  vi: {
    title: 'Sơ yếu lý lịch ứng viên',
    meta: (date: string) => `Cập nhật ngày ${date}`,
    empty: 'Chưa có thông tin.',
    sections: {
      personal: 'Thông tin cá nhân',
      education: 'Học vấn',
      languages: 'Ngoại ngữ',
      career: 'Mong muốn và định hướng nghề nghiệp',
      workProcess: 'Quá trình công tác',
      awards: 'Khen thưởng',
      skills: 'Kỹ năng',
      family: 'Thành viên gia đình',
      commitments: 'Cam kết',
    } satisfies Record<CvSectionKey, string>,
    personal: {
      fullName: 'Họ và tên',
      dateOfBirth: 'Ngày sinh',
      gender: 'Giới tính',
      idNumber: 'Số CMND/CCCD',
      idIssueDate: 'Ngày cấp',
      idIssuePlace: 'Nơi cấp',
      permanentResidence: 'Hộ khẩu thường trú',
      hometown: 'Quê quán',
      nativePlace: 'Nguyên quán',
      nationality: 'Quốc tịch',
      maritalStatus: 'Tình trạng hôn nhân',
      heightCm: 'Chiều cao',
      weightKg: 'Cân nặng',
      city: 'Tỉnh/thành phố',
      notificationAddress: 'Địa chỉ nhận thông báo',
      bankAccountNumber: 'Số tài khoản ngân hàng',
      phone: 'Điện thoại',
      email: 'Email',
    },
    education: {
      academicLevel: 'Trình độ học vấn',
      major: 'Chuyên ngành',
      institution: 'Trường/cơ sở đào tạo',
      grade: 'Xếp loại',
      trainingSystem: 'Hệ đào tạo',
      trainingType: 'Loại hình đào tạo',
    },
    languages: {
      language: 'Ngoại ngữ',
      listening: 'Nghe',
      speaking: 'Nói',
      reading: 'Đọc',
      writing: 'Viết',
      scale: 'Điểm theo thang 10.',
    },
    career: {
      desiredSalary: 'Mức lương mong muốn',
      desiredRank: 'Cấp bậc mong muốn',
      desiredPlace: 'Nơi làm việc mong muốn',
      interestedPosition: 'Vị trí quan tâm',
      concernLevel: 'Mức độ quan tâm',
      careerGoal: 'Mục tiêu nghề nghiệp',
      recentJob: 'Công việc gần đây',
      experience: 'Kinh nghiệm',
      profession: 'Nghề nghiệp',
    },
    work: {
      company: 'Công ty',
      time: 'Thời gian',
      position: 'Chi tiết',
      address: 'Địa chỉ',
      phone: 'Điện thoại',
      currentSalary: 'Mức lương',
      status: 'Trạng thái',
      terminationReason: 'Lý do nghỉ việc',
      duties: 'Nhiệm vụ',
      now: 'nay',
    },
    awards: { year: 'Năm', description: 'Nội dung' },
    skills: { strength: 'Điểm mạnh', weakness: 'Điểm yếu' },
    family: {
      name: 'Họ và tên',
      relationship: 'Quan hệ',
      birthYear: 'Năm sinh',
      occupation: 'Nghề nghiệp',
    },
    commitments: {
      vietnameseCitizen: 'Là công dân Việt Nam',
      fullCapacity: 'Có đầy đủ năng lực hành vi dân sự',
      healthy: 'Có đủ sức khỏe để làm việc',
      noCriminalRecord: 'Không có tiền án, tiền sự',
      informationTrue: 'Các thông tin trên là đúng sự thật',
      agreed: 'Đã cam kết',
      notAgreed: 'Chưa cam kết',
    },
    salary: (v: string) => `${v} triệu đồng/tháng`,
    options: {
      gender: { female: 'Nữ', male: 'Nam', other: 'Khác' },
      maritalStatus: {
        single: 'Độc thân',
        married: 'Đã kết hôn',
        divorced: 'Ly hôn',
        widowed: 'Góa',
      },
      academicLevel: {
        high_school: 'Trung học phổ thông',
        intermediate: 'Trung cấp',
        college: 'Cao đẳng',
        university: 'Đại học',
        master: 'Thạc sĩ',
        doctorate: 'Tiến sĩ',
        other: 'Khác',
      },
      grade: {
        excellent: 'Xuất sắc',
        very_good: 'Giỏi',
        good: 'Khá',
        fairly_good: 'Trung bình khá',
        average: 'Trung bình',
      },
      trainingType: {
        regular: 'Chính quy',
        in_service: 'Vừa làm vừa học',
        distance: 'Đào tạo từ xa',
        transfer: 'Liên thông',
        second_degree: 'Văn bằng 2',
        other: 'Khác',
      },
      concernLevel: { low: 'Thấp', medium: 'Trung bình', high: 'Cao' },
      status: { doing: 'Đang làm', ended: 'Đã nghỉ' },
    },
  },
  en: {
    title: 'Candidate curriculum vitae',
    meta: (date: string) => `Updated on ${date}`,
    empty: 'Not filled in yet.',
    sections: {
      personal: 'Personal information',
      education: 'Education',
      languages: 'Foreign languages',
      career: 'Career goals and wishes',
      workProcess: 'Work history',
      awards: 'Awards',
      skills: 'Skills',
      family: 'Family members',
      commitments: 'Commitments',
    } satisfies Record<CvSectionKey, string>,
    personal: {
      fullName: 'Full name',
      dateOfBirth: 'Date of birth',
      gender: 'Gender',
      idNumber: 'ID number',
      idIssueDate: 'Issue date',
      idIssuePlace: 'Place of issue',
      permanentResidence: 'Permanent residence',
      hometown: 'Hometown',
      nativePlace: 'Native place',
      nationality: 'Nationality',
      maritalStatus: 'Marital status',
      heightCm: 'Height',
      weightKg: 'Weight',
      city: 'City/province',
      notificationAddress: 'Mailing address',
      bankAccountNumber: 'Bank account number',
      phone: 'Phone',
      email: 'Email',
    },
    education: {
      academicLevel: 'Academic level',
      major: 'Major',
      institution: 'Institution',
      grade: 'Grade',
      trainingSystem: 'Training system',
      trainingType: 'Training type',
    },
    languages: {
      language: 'Language',
      listening: 'Listening',
      speaking: 'Speaking',
      reading: 'Reading',
      writing: 'Writing',
      scale: 'Scores out of 10.',
    },
    career: {
      desiredSalary: 'Desired salary',
      desiredRank: 'Desired rank',
      desiredPlace: 'Desired workplace',
      interestedPosition: 'Position of interest',
      concernLevel: 'Level of interest',
      careerGoal: 'Career goal',
      recentJob: 'Recent job',
      experience: 'Experience',
      profession: 'Profession',
    },
    work: {
      company: 'Company',
      time: 'Period',
      position: 'Details',
      address: 'Address',
      phone: 'Phone',
      currentSalary: 'Salary',
      status: 'Status',
      terminationReason: 'Reason for leaving',
      duties: 'Duties',
      now: 'now',
    },
    awards: { year: 'Year', description: 'Description' },
    skills: { strength: 'Strengths', weakness: 'Weaknesses' },
    family: {
      name: 'Full name',
      relationship: 'Relationship',
      birthYear: 'Year of birth',
      occupation: 'Occupation',
    },
    commitments: {
      vietnameseCitizen: 'I am a Vietnamese citizen',
      fullCapacity: 'I have full civil capacity',
      healthy: 'I am healthy enough to work',
      noCriminalRecord: 'I have no criminal record',
      informationTrue: 'The information above is true',
      agreed: 'Agreed',
      notAgreed: 'Not agreed',
    },
    salary: (v: string) => `${v} million VND/month`,
    options: {
      gender: { female: 'Female', male: 'Male', other: 'Other' },
      maritalStatus: {
        single: 'Single',
        married: 'Married',
        divorced: 'Divorced',
        widowed: 'Widowed',
      },
      academicLevel: {
        high_school: 'High school',
        intermediate: 'Vocational (intermediate)',
        college: 'College',
        university: 'University',
        master: 'Master',
        doctorate: 'Doctorate',
        other: 'Other',
      },
      grade: {
        excellent: 'Excellent',
        very_good: 'Very good',
        good: 'Good',
        fairly_good: 'Fairly good',
        average: 'Average',
      },
      trainingType: {
        regular: 'Full-time',
        in_service: 'Part-time (work and study)',
        distance: 'Distance learning',
        transfer: 'Bridging programme',
        second_degree: 'Second degree',
        other: 'Other',
      },
      concernLevel: { low: 'Low', medium: 'Medium', high: 'High' },
      status: { doing: 'Current', ended: 'Ended' },
    },
  },
} as const;

/** Vietnamese comma decimals, English point decimals (spec §9). */
const num = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value,
  );

/** MM/YYYY of a YYYY-MM month. */
const month = (value: string | undefined) =>
  value ? `${value.slice(5, 7)}/${value.slice(0, 4)}` : '';

export interface CvDocumentInput {
  locale: Locale;
  cv: CvData;
  /** The account's name, email and phone: used where the CV leaves them empty. */
  member: { fullName: string; email: string; phone: string };
  /** When the CV was last saved (or sent). */
  date: Date;
}

export interface CvDocument {
  title: string;
  meta: string;
  blocks: (TextBlock | PdfTable)[];
}

/** The CV's document: what the PDF prints (tests read it without parsing a PDF). */
export function cvDocument({ locale, cv, member, date }: CvDocumentInput): CvDocument {
  const t = TEXT[locale];
  const o = t.options;
  const blocks: (TextBlock | PdfTable)[] = [];
  const heading = (key: CvSectionKey) => blocks.push({ kind: 'heading', text: t.sections[key] });
  /** A label and value grid of the filled-in rows; "not filled in" when none is. */
  const grid = (rows: [string, string | undefined][]) => {
    const filled = rows.filter((row): row is [string, string] => !!row[1]);
    if (filled.length === 0) {
      blocks.push({ kind: 'paragraph', text: t.empty });
      return;
    }
    blocks.push({
      kind: 'table',
      labelColumn: true,
      columns: [{ width: 0.34 }, { width: 0.66 }],
      rows: filled,
    });
  };
  const opt = <K extends string>(labels: Record<K, string>, value: K | undefined) =>
    value ? labels[value] : undefined;
  const date8601 = (value: string | undefined) => (value ? formatDate(value) : undefined);

  const p = cv.personal ?? {};
  heading('personal');
  grid([
    [t.personal.fullName, p.fullName ?? member.fullName],
    [t.personal.dateOfBirth, date8601(p.dateOfBirth)],
    [t.personal.gender, opt(o.gender, p.gender)],
    [t.personal.idNumber, p.idNumber],
    [t.personal.idIssueDate, date8601(p.idIssueDate)],
    [t.personal.idIssuePlace, p.idIssuePlace],
    [t.personal.permanentResidence, p.permanentResidence],
    [t.personal.hometown, p.hometown],
    [t.personal.nativePlace, p.nativePlace],
    [t.personal.nationality, p.nationality],
    [t.personal.maritalStatus, opt(o.maritalStatus, p.maritalStatus)],
    [t.personal.heightCm, p.heightCm !== undefined ? `${num(p.heightCm, locale)} cm` : undefined],
    [t.personal.weightKg, p.weightKg !== undefined ? `${num(p.weightKg, locale)} kg` : undefined],
    [t.personal.city, p.city],
    [t.personal.notificationAddress, p.notificationAddress],
    [t.personal.bankAccountNumber, p.bankAccountNumber],
    [t.personal.phone, p.phone ?? member.phone],
    [t.personal.email, p.email ?? member.email],
  ]);

  const e = cv.education ?? {};
  heading('education');
  grid([
    [t.education.academicLevel, opt(o.academicLevel, e.academicLevel)],
    [t.education.major, e.major],
    [t.education.institution, e.institution],
    [t.education.grade, opt(o.grade, e.grade)],
    [t.education.trainingSystem, e.trainingSystem],
    [t.education.trainingType, opt(o.trainingType, e.trainingType)],
  ]);

  heading('languages');
  const languages = cv.languages ?? [];
  if (languages.length === 0) blocks.push({ kind: 'paragraph', text: t.empty });
  else {
    const score = (v: number | undefined) => (v === undefined ? '' : num(v, locale));
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.languages.language, width: 0.32 },
        { label: t.languages.listening, width: 0.17 },
        { label: t.languages.speaking, width: 0.17 },
        { label: t.languages.reading, width: 0.17 },
        { label: t.languages.writing, width: 0.17 },
      ],
      rows: languages.map((l) => [
        l.language ?? '',
        score(l.listening),
        score(l.speaking),
        score(l.reading),
        score(l.writing),
      ]),
    });
    blocks.push({ kind: 'paragraph', text: t.languages.scale });
  }

  const c = cv.career ?? {};
  heading('career');
  grid([
    [t.career.interestedPosition, c.interestedPosition],
    [t.career.desiredRank, c.desiredRank],
    [t.career.desiredPlace, c.desiredPlace],
    [
      t.career.desiredSalary,
      c.desiredSalary !== undefined ? t.salary(num(c.desiredSalary, locale)) : undefined,
    ],
    [t.career.concernLevel, opt(o.concernLevel, c.concernLevel)],
    [t.career.careerGoal, c.careerGoal],
    [t.career.recentJob, c.recentJob],
    [t.career.profession, c.profession],
    [t.career.experience, c.experience],
  ]);

  heading('workProcess');
  const work = cv.workProcess ?? [];
  if (work.length === 0) blocks.push({ kind: 'paragraph', text: t.empty });
  else {
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.work.time, width: 0.2 },
        { label: t.work.company, width: 0.28 },
        { label: t.work.position, width: 0.52 },
      ],
      rows: work.map((w) => {
        const end = w.endMonth ? month(w.endMonth) : w.status === 'doing' ? t.work.now : '';
        const details = [
          w.status ? `${t.work.status}: ${o.status[w.status]}` : '',
          w.currentSalary !== undefined
            ? `${t.work.currentSalary}: ${t.salary(num(w.currentSalary, locale))}`
            : '',
          w.duties ? `${t.work.duties}: ${w.duties}` : '',
          w.terminationReason ? `${t.work.terminationReason}: ${w.terminationReason}` : '',
        ].filter(Boolean);
        const company = [
          w.company ?? '',
          w.address ? `${t.work.address}: ${w.address}` : '',
          w.phone ? `${t.work.phone}: ${w.phone}` : '',
        ].filter(Boolean);
        return [
          [month(w.startMonth), end].filter(Boolean).join(' – '),
          company.join('\n'),
          details.join('\n'),
        ];
      }),
    });
  }

  heading('awards');
  const awards = cv.awards ?? [];
  if (awards.length === 0) blocks.push({ kind: 'paragraph', text: t.empty });
  else {
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.awards.year, width: 0.15 },
        { label: t.awards.description, width: 0.85 },
      ],
      rows: awards.map((aw) => [
        aw.year !== undefined ? String(aw.year) : '',
        aw.description ?? '',
      ]),
    });
  }

  const s = cv.skills ?? {};
  heading('skills');
  grid([
    [t.skills.strength, s.strength],
    [t.skills.weakness, s.weakness],
  ]);

  heading('family');
  const family = cv.family ?? [];
  if (family.length === 0) blocks.push({ kind: 'paragraph', text: t.empty });
  else {
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.family.name, width: 0.34 },
        { label: t.family.relationship, width: 0.2 },
        { label: t.family.birthYear, width: 0.16 },
        { label: t.family.occupation, width: 0.3 },
      ],
      rows: family.map((f) => [
        f.name ?? '',
        f.relationship ?? '',
        f.birthYear !== undefined ? String(f.birthYear) : '',
        f.occupation ?? '',
      ]),
    });
  }

  heading('commitments');
  const agreed = cv.commitments ?? {};
  for (const key of CV_COMMITMENTS) {
    blocks.push({
      kind: 'item',
      marker: '•',
      text: `${t.commitments[key]} (${agreed[key] ? t.commitments.agreed : t.commitments.notAgreed})`,
    });
  }

  return {
    title: `${t.title}: ${p.fullName ?? member.fullName}`,
    meta: t.meta(formatDate(date)),
    blocks,
  };
}

/** The CV as a PDF, in the request's language. */
export function buildCvPdf(input: CvDocumentInput): Promise<Uint8Array> {
  const { title, meta, blocks } = cvDocument(input);
  return buildDocumentPdf({ title, meta, blocks, locale: input.locale, date: input.date });
}
