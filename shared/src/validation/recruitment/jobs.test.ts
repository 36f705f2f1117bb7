import { describe, expect, it } from 'vitest';
import {
  JobDetailSchema,
  JobListQuerySchema,
  JobSummarySchema,
  JoinSubmissionFieldsSchema,
  RECRUITMENT_JOB_FORM_ERROR_CODES,
  joinSubmissionSchema,
  joinSubmissionAgeProblem,
} from './jobs';

const TODAY = '2026-06-15';

const valid = {
  name: '  Trần   Minh Khôi ',
  date_of_birth: '1998-04-30',
  email: ' khoi@example.vn ',
  phone: '090 123 4567',
  gender: 'male',
  hometown: 'Bà Rịa - Vũng Tàu',
  position_id: '3',
};

/** field → message code of the first issue on it */
function errors(input: unknown, today = TODAY): Record<string, string> {
  const result = joinSubmissionSchema(today).safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('joinSubmissionSchema', () => {
  it('trims, collapses and coerces the multipart strings', () => {
    expect(joinSubmissionSchema(TODAY).parse({ ...valid, news_id: '12' })).toEqual({
      name: 'Trần Minh Khôi',
      date_of_birth: '1998-04-30',
      email: 'khoi@example.vn',
      phone: '0901234567',
      gender: 'male',
      hometown: 'Bà Rịa - Vũng Tàu',
      position_id: 3,
      news_id: 12,
    });
  });

  it('takes an empty news_id and grecaptcha_token as absent', () => {
    const parsed = joinSubmissionSchema(TODAY).parse({
      ...valid,
      news_id: '',
      grecaptcha_token: '',
    });
    expect(parsed.news_id).toBeUndefined();
    expect(parsed.grecaptcha_token).toBeUndefined();
  });

  it('says "required" on each missing field', () => {
    expect(errors({})).toEqual({
      name: 'required',
      date_of_birth: 'required',
      email: 'required',
      phone: 'required',
      gender: 'required',
      hometown: 'required',
      position_id: 'required',
    });
    expect(errors({ ...valid, gender: '', position_id: '' })).toEqual({
      gender: 'required',
      position_id: 'required',
    });
  });

  it('refuses names and hometowns with digits or special characters', () => {
    expect(errors({ ...valid, name: 'Khôi 2', hometown: 'Hà Nội 1' })).toEqual({
      name: 'name_invalid',
      hometown: 'hometown_invalid',
    });
    expect(errors({ ...valid, hometown: 'Huế <b>' })).toEqual({ hometown: 'hometown_invalid' });
    expect(errors({ ...valid, hometown: 'Thừa Thiên Huế' })).toEqual({});
  });

  it('refuses bad emails, phones, genders and ids', () => {
    expect(
      errors({ ...valid, email: 'khoi@', phone: '12345', gender: 'x', position_id: 'abc' }),
    ).toEqual({
      email: 'email_invalid',
      phone: 'phone_invalid',
      gender: 'option_invalid',
      position_id: 'option_invalid',
    });
    expect(errors({ ...valid, news_id: '-1' })).toEqual({ news_id: 'option_invalid' });
  });

  it('needs a real date from 1940 on, and an age of 18', () => {
    expect(errors({ ...valid, date_of_birth: '30/04/1998' })).toEqual({
      date_of_birth: 'date_invalid',
    });
    expect(errors({ ...valid, date_of_birth: '1998-02-30' })).toEqual({
      date_of_birth: 'date_invalid',
    });
    expect(errors({ ...valid, date_of_birth: '1939-12-31' })).toEqual({
      date_of_birth: 'date_too_early',
    });
    expect(errors({ ...valid, date_of_birth: '1940-01-01' })).toEqual({});
    // The 18th birthday is the first day that passes.
    expect(errors({ ...valid, date_of_birth: '2008-06-16' })).toEqual({
      date_of_birth: 'age_under_18',
    });
    expect(errors({ ...valid, date_of_birth: '2008-06-15' })).toEqual({});
    expect(errors({ ...valid, date_of_birth: '2030-01-01' })).toEqual({
      date_of_birth: 'age_under_18',
    });
  });

  it('leaves the age to the server in the date-free route schema', () => {
    expect(
      JoinSubmissionFieldsSchema.safeParse({ ...valid, date_of_birth: '2020-01-01' }).success,
    ).toBe(true);
    expect(joinSubmissionAgeProblem('2020-01-01', TODAY)).toBe('age_under_18');
    expect(joinSubmissionAgeProblem('1990-01-01', TODAY)).toBeUndefined();
  });

  it('uses only codes listed for the sites to translate', () => {
    const seen = new Set<string>();
    for (const input of [
      {},
      { ...valid, name: '1', hometown: '1', email: 'x', phone: 'x', gender: 'x', position_id: 'x' },
      { ...valid, date_of_birth: '1900-01-01' },
      { ...valid, date_of_birth: '2020-01-01' },
      { ...valid, date_of_birth: 'x' },
      { ...valid, name: 'a'.repeat(200), hometown: 'a'.repeat(200) },
    ]) {
      for (const code of Object.values(errors(input))) seen.add(code);
    }
    for (const code of seen) expect(RECRUITMENT_JOB_FORM_ERROR_CODES).toContain(code);
  });
});

describe('JobListQuerySchema', () => {
  it('defaults to page 1 of 10 and reads the filters as numbers', () => {
    expect(JobListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(
      JobListQuerySchema.parse({
        keyword: '  kế toán ',
        career_id: '2',
        workplace_id: '3',
        form_id: '4',
        title_id: '5',
        department_id: '6',
        page: '2',
        limit: '50',
      }),
    ).toEqual({
      keyword: 'kế toán',
      career_id: 2,
      workplace_id: 3,
      form_id: 4,
      title_id: 5,
      department_id: 6,
      page: 2,
      limit: 50,
    });
  });

  it('takes empty filters as none, and refuses a limit over 50 or a bad id', () => {
    expect(JobListQuerySchema.parse({ keyword: ' ', career_id: '', workplace_id: '' })).toEqual({
      page: 1,
      limit: 10,
    });
    expect(JobListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(JobListQuerySchema.safeParse({ career_id: 'it' }).success).toBe(false);
    expect(JobListQuerySchema.safeParse({ keyword: 'a'.repeat(101) }).success).toBe(false);
  });
});

describe('job answers', () => {
  const category = { id: 1, code: 'it', name: 'Công nghệ thông tin' };
  const summary = {
    id: 7,
    slug: 'chuyen-vien-moi-gioi',
    title: 'Chuyên viên môi giới',
    summary: 'Tư vấn khách hàng cá nhân.',
    department: category,
    career: category,
    form: category,
    level: category,
    workplaces: [{ ...category, mapId: 'hanoi', openJobs: 3 }],
    salaryMin: null,
    salaryMax: null,
    quantity: 2,
    deadline: '2026-07-01',
    publishedAt: '2026-06-01T02:00:00.000Z',
    featured: true,
    expired: false,
    expiringSoon: false,
    translations: [{ locale: 'en', slug: 'brokerage-specialist' }],
  };

  it('parse a summary with or without the candidate flags, and a detail', () => {
    expect(JobSummarySchema.parse(summary)).toEqual(summary);
    const flagged = { ...summary, liked: true, applied: false, reminderSet: true };
    expect(JobSummarySchema.parse(flagged)).toEqual(flagged);
    const detail = {
      ...summary,
      description: '<p>Mô tả</p>',
      requirements: '<ul><li>Yêu cầu</li></ul>',
      benefits: '<ul><li>Quyền lợi</li></ul>',
      position: null,
    };
    expect(JobDetailSchema.parse(detail)).toEqual(detail);
    expect(JobDetailSchema.safeParse(summary).success).toBe(false);
  });
});
