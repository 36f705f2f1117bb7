import { RECRUITMENT_GENDERS } from '@brokerage/shared/validation/recruitment/codes.ts';
import {
  CV_ACADEMIC_LEVELS,
  CV_COMMITMENTS,
  CV_CONCERN_LEVELS,
  CV_GRADES,
  CV_MARITAL_STATUSES,
  CV_REQUIRED_FIELDS,
  CV_TRAINING_TYPES,
  CV_WORK_STATUSES,
  type CvSectionKey,
} from '@brokerage/shared/validation/recruitment/cv.ts';

/** The option lists of the selects, by the `cv.options.<list>` texts that name them. */
export const CV_OPTION_LISTS = {
  gender: RECRUITMENT_GENDERS,
  maritalStatus: CV_MARITAL_STATUSES,
  academicLevel: CV_ACADEMIC_LEVELS,
  grade: CV_GRADES,
  trainingType: CV_TRAINING_TYPES,
  concernLevel: CV_CONCERN_LEVELS,
  workStatus: CV_WORK_STATUSES,
} as const;
export type CvOptionList = keyof typeof CV_OPTION_LISTS;

export type CvFieldKind =
  | { type: 'text'; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }
  | { type: 'textarea' }
  | { type: 'date' }
  | { type: 'month' }
  | { type: 'number'; score?: boolean }
  | { type: 'year' }
  | { type: 'select'; list: CvOptionList };

export interface CvFieldDef {
  /** The key in the section (or in each entry of a list section). */
  key: string;
  /** The `cv.fields.<label>` text; the key unless two sections share a word. */
  label?: string;
  kind: CvFieldKind;
  /** Takes the whole row (long texts). */
  wide?: boolean;
  /** Work entries: shown only once the job has ended. */
  whenEnded?: boolean;
}

const text = (key: string, extra: Partial<CvFieldDef> = {}): CvFieldDef => ({
  key,
  kind: { type: 'text' },
  ...extra,
});
const area = (key: string): CvFieldDef => ({ key, kind: { type: 'textarea' }, wide: true });
const select = (key: string, list: CvOptionList): CvFieldDef => ({
  key,
  kind: { type: 'select', list },
});
const score = (key: string): CvFieldDef => ({ key, kind: { type: 'number', score: true } });

/** The editor's sections in CV order (spec §3 "Candidate/CV labels"). */
export const CV_FORM: Record<Exclude<CvSectionKey, 'commitments'>, CvFieldDef[]> = {
  personal: [
    text('fullName', { kind: { type: 'text', autoComplete: 'name' } }),
    { key: 'dateOfBirth', kind: { type: 'date' } },
    select('gender', 'gender'),
    text('idNumber', { kind: { type: 'text', inputMode: 'numeric' } }),
    { key: 'idIssueDate', kind: { type: 'date' } },
    text('idIssuePlace'),
    text('permanentResidence', { wide: true }),
    text('hometown'),
    text('nativePlace'),
    text('nationality'),
    select('maritalStatus', 'maritalStatus'),
    { key: 'heightCm', kind: { type: 'number' } },
    { key: 'weightKg', kind: { type: 'number' } },
    text('city'),
    text('notificationAddress', { wide: true }),
    text('bankAccountNumber', { kind: { type: 'text', inputMode: 'numeric' } }),
    text('phone', { kind: { type: 'text', inputMode: 'tel', autoComplete: 'tel' } }),
    text('email', { kind: { type: 'text', inputMode: 'email', autoComplete: 'email' } }),
  ],
  education: [
    select('academicLevel', 'academicLevel'),
    text('major'),
    text('institution'),
    select('grade', 'grade'),
    text('trainingSystem'),
    select('trainingType', 'trainingType'),
  ],
  languages: [
    text('language'),
    score('listening'),
    score('speaking'),
    score('reading'),
    score('writing'),
  ],
  career: [
    { key: 'desiredSalary', kind: { type: 'number' } },
    text('desiredRank'),
    text('desiredPlace'),
    text('interestedPosition'),
    select('concernLevel', 'concernLevel'),
    text('recentJob'),
    text('profession'),
    area('careerGoal'),
    area('experience'),
  ],
  workProcess: [
    text('company'),
    text('phone', { label: 'companyPhone', kind: { type: 'text', inputMode: 'tel' } }),
    text('address', { wide: true }),
    { key: 'startMonth', kind: { type: 'month' } },
    select('status', 'workStatus'),
    { key: 'endMonth', kind: { type: 'month' }, whenEnded: true },
    { key: 'currentSalary', kind: { type: 'number' } },
    { ...area('terminationReason'), whenEnded: true },
    area('duties'),
  ],
  awards: [{ key: 'year', kind: { type: 'year' } }, area('description')],
  skills: [area('strength'), area('weakness')],
  family: [
    text('name', { label: 'memberName' }),
    text('relationship'),
    { key: 'birthYear', kind: { type: 'year' } },
    text('occupation'),
  ],
};

export const LIST_SECTIONS = ['languages', 'workProcess', 'awards', 'family'] as const;
export type CvListSection = (typeof LIST_SECTIONS)[number];
export const isListSection = (key: CvSectionKey): key is CvListSection =>
  (LIST_SECTIONS as readonly string[]).includes(key);

export const COMMITMENT_KEYS = CV_COMMITMENTS;

export function isRequired(section: CvSectionKey, key: string): boolean {
  return (CV_REQUIRED_FIELDS[section] as readonly string[]).includes(key);
}

/** Spec §9: the years of the pickers, newest first, 1940 to this year. */
export function pickerYears(today = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= 1940; year -= 1) years.push(year);
  return years;
}

/** The anchor of a section in the editor (the completeness links go there). */
export const sectionAnchor = (section: CvSectionKey) => `cv-section-${section}`;
