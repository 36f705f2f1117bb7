import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApplyQuerySchema,
  CV_FORM_ERROR_CODES,
  CV_SECTION_KEYS,
  CvDraftSchema,
  cvCompleteness,
} from './cv';
import { completeCv } from './cvFixture';

/** field path → message code of the first issue on it */
function errors(input: unknown): Record<string, string> {
  const result = CvDraftSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('CvDraftSchema', () => {
  it('accepts an empty CV and drops blank fields and blank list entries (autosave)', () => {
    expect(CvDraftSchema.parse({})).toEqual({});
    expect(
      CvDraftSchema.parse({
        personal: { fullName: '  ', idNumber: null, heightCm: '' },
        languages: [{ language: '', listening: null }],
        commitments: null,
      }),
    ).toEqual({ personal: {}, languages: [] });
  });

  it('accepts a complete CV and normalises what was typed', () => {
    const cv = CvDraftSchema.parse({
      ...completeCv,
      personal: {
        ...completeCv.personal,
        fullName: '  Nguyễn   Thị Thu Hà ',
        idNumber: '0011 9501 2345',
        heightCm: '162',
        phone: '+84 912 345 678',
      },
      languages: [
        { language: 'Tiếng Anh', listening: '7,5', speaking: 6, reading: 8, writing: 6.5 },
      ],
    });
    expect(cv.personal).toMatchObject({
      fullName: 'Nguyễn Thị Thu Hà',
      idNumber: '001195012345',
      heightCm: 162,
      phone: '0912345678',
    });
    expect(cv.languages?.[0]).toMatchObject({ listening: 7.5, writing: 6.5 });
  });

  it('keeps markup in free text as typed (shown escaped, never interpreted)', () => {
    const cv = CvDraftSchema.parse({ skills: { strength: '<b>bold</b> <script>x()</script>' } });
    expect(cv.skills?.strength).toBe('<b>bold</b> <script>x()</script>');
  });

  it('refuses markup, digits and special characters in names and places', () => {
    expect(
      errors({
        personal: { fullName: '<b>An</b>', hometown: 'Hà Nội 2', idIssuePlace: 'Hà Nội!' },
        family: [{ name: 'Bố 1' }],
      }),
    ).toEqual({
      'personal.fullName': 'name_invalid',
      'personal.hometown': 'place_invalid',
      'personal.idIssuePlace': 'place_invalid',
      'family.0.name': 'name_invalid',
    });
  });

  it('refuses control characters in any text', () => {
    expect(errors({ skills: { strength: 'a\u0000b' }, career: { desiredRank: 'a\nb' } })).toEqual({
      'skills.strength': 'invalid_characters',
      'career.desiredRank': 'invalid_characters',
    });
  });

  it('checks dates: real, from 1940, not in the future, issue after birth', () => {
    expect(errors({ personal: { dateOfBirth: '1995-02-30' } })).toEqual({
      'personal.dateOfBirth': 'date_invalid',
    });
    expect(errors({ personal: { dateOfBirth: '1939-12-31' } })).toEqual({
      'personal.dateOfBirth': 'date_invalid',
    });
    expect(errors({ personal: { dateOfBirth: '2026-03-11' } })).toEqual({
      'personal.dateOfBirth': 'date_future',
    });
    expect(errors({ personal: { dateOfBirth: '2000-01-01', idIssueDate: '1999-01-01' } })).toEqual({
      'personal.idIssueDate': 'date_before_birth',
    });
  });

  it('checks years 1940..current year, months, and end after start', () => {
    expect(errors({ awards: [{ year: 1939 }], family: [{ birthYear: 2027 }] })).toEqual({
      'awards.0.year': 'year_invalid',
      'family.0.birthYear': 'year_invalid',
    });
    expect(errors({ awards: [{ year: '2026' }], family: [{ birthYear: 1940 }] })).toEqual({});
    expect(
      errors({
        workProcess: [
          { startMonth: '2020-13' },
          { startMonth: '2026-04' },
          { startMonth: '2022-05', endMonth: '2021-01' },
        ],
      }),
    ).toEqual({
      'workProcess.0.startMonth': 'month_invalid',
      'workProcess.1.startMonth': 'date_future',
      'workProcess.2.endMonth': 'end_before_start',
    });
  });

  it('checks scores, numbers, ID number, bank account, phone, email and options', () => {
    expect(
      errors({
        languages: [{ listening: 11, speaking: 'abc', reading: 6.25 }],
        personal: {
          heightCm: 'tall',
          idNumber: '12345',
          bankAccountNumber: '12345abc',
          phone: '12345',
          email: 'not-an-email',
          gender: 'unknown',
          permanentResidence: 'Số 1 "Phố" Huế Hà Nội',
          notificationAddress: 'ngắn',
        },
        career: { desiredSalary: -1 },
      }),
    ).toEqual({
      'languages.0.listening': 'out_of_range',
      'languages.0.speaking': 'number_invalid',
      'languages.0.reading': 'number_invalid',
      'personal.heightCm': 'number_invalid',
      'personal.idNumber': 'id_length',
      'personal.bankAccountNumber': 'digits_only',
      'personal.phone': 'phone_invalid',
      'personal.email': 'email_invalid',
      'personal.gender': 'option_invalid',
      'personal.permanentResidence': 'quotes_not_allowed',
      'personal.notificationAddress': 'too_short',
      'career.desiredSalary': 'out_of_range',
    });
    expect(errors({ personal: { bankAccountNumber: '123456789' } })).toEqual({
      'personal.bankAccountNumber': 'too_short',
    });
  });

  it('bounds lengths and list sizes', () => {
    expect(errors({ skills: { strength: 'a'.repeat(2001) } })).toEqual({
      'skills.strength': 'too_long',
    });
    expect(errors({ awards: Array.from({ length: 21 }, () => ({ year: 2020 })) })).toEqual({
      awards: 'too_many',
    });
  });

  it('answers every issue with a code the site translates', () => {
    const result = CvDraftSchema.safeParse({
      personal: { fullName: 1, dateOfBirth: 5, gender: 3, heightCm: [] },
      languages: 'x',
      commitments: { healthy: 'yes' },
      workProcess: [{ startMonth: 4 }],
    });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      expect(CV_FORM_ERROR_CODES).toContain(issue.message);
    }
  });
});

describe('cvCompleteness', () => {
  it('names every section of an empty CV but the optional lists', () => {
    expect(cvCompleteness(CvDraftSchema.parse({}))).toEqual({
      complete: false,
      missing: ['personal', 'education', 'career', 'skills', 'commitments'],
    });
    expect(cvCompleteness(null).complete).toBe(false);
  });

  it('is complete with every required field', () => {
    expect(cvCompleteness(CvDraftSchema.parse(completeCv))).toEqual({
      complete: true,
      missing: [],
    });
  });

  it('needs all five commitments agreed', () => {
    const cv = CvDraftSchema.parse({
      ...completeCv,
      commitments: { ...completeCv.commitments, noCriminalRecord: false },
    });
    expect(cvCompleteness(cv).missing).toEqual(['commitments']);
  });

  it('needs the required fields of each list entry given, and the end of an ended job', () => {
    const cv = CvDraftSchema.parse({
      ...completeCv,
      workProcess: [{ company: 'SSI', startMonth: '2020-01', status: 'ended' }],
      family: [{ name: 'Nguyễn Văn An' }],
    });
    expect(cvCompleteness(cv).missing).toEqual(['workProcess', 'family']);
    expect(CV_SECTION_KEYS).toContain('workProcess');
  });
});

describe('ApplyQuerySchema', () => {
  it('reads via_cv_online as a boolean and refuses anything else', () => {
    expect(ApplyQuerySchema.parse({ via_cv_online: 'true' }).via_cv_online).toBe(true);
    expect(ApplyQuerySchema.parse({ via_cv_online: 'false' }).via_cv_online).toBe(false);
    expect(ApplyQuerySchema.safeParse({ via_cv_online: 'yes' }).success).toBe(false);
    expect(ApplyQuerySchema.safeParse({}).success).toBe(false);
  });
});
