import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { createRecruitCvApi } from './recruitCvApi';
import { createFakeServerClient, type FakeHandler } from './testServer';

const category = (id: number, name: string) => ({ id, code: `c${id}`, name });
const jobSummary = {
  id: 7,
  slug: 'chuyen-vien-moi-gioi',
  title: 'Chuyên viên môi giới',
  summary: 'Tư vấn khách hàng',
  department: category(1, 'Khối Môi giới'),
  career: category(2, 'Môi giới'),
  form: category(3, 'Toàn thời gian'),
  level: category(4, 'Chuyên viên'),
  workplaces: [category(5, 'Hà Nội')],
  salaryMin: 15,
  salaryMax: 25,
  quantity: 2,
  deadline: '2030-02-01',
  publishedAt: '2030-01-01T00:00:00Z',
  featured: false,
  expired: false,
  expiringSoon: false,
  translations: [{ locale: 'en', slug: 'brokerage-specialist' }],
  liked: true,
};

const cvAnswer = {
  cv: { personal: { fullName: 'Nguyễn Văn An' } },
  complete: false,
  missing: ['education'],
  updatedAt: '2030-01-01T00:00:00Z',
  hasAvatar: false,
};

function setup(handler: FakeHandler, token: string | null = 'member-token') {
  const { client, server } = createFakeServerClient(handler, {
    // In customer mode the session's token is the customer's: the CV calls must not use it.
    getToken: () => 'customer-token',
    getLocale: () => 'en',
  });
  const api = createRecruitCvApi(client, { getToken: () => token });
  const last = () => server.requests.at(-1);
  return { api, server, last };
}

const ok = (data: unknown, status = 200) => ({ status, data: { data } });

describe('recruitCvApi', () => {
  it('reads and saves the CV with the candidate token, the body as cv_data', async () => {
    const { api, last } = setup(() => ok(cvAnswer));
    await expect(api.getCv()).resolves.toEqual(cvAnswer);
    expect(last()?.url).toBe('recruitments/members/cv');
    expect(last()?.headers.get('Authorization')).toBe('Bearer member-token');
    await api.saveCv({ personal: { fullName: '<b>An</b>' } });
    expect(last()?.method).toBe('post');
    expect(JSON.parse(String(last()?.data))).toEqual({
      cv_data: { personal: { fullName: '<b>An</b>' } },
    });
  });

  it('uploads the PDF as cv_file and reports progress; refusals keep their code and field', async () => {
    const uploaded = {
      fileName: 'cv.pdf',
      size: 1234,
      pages: 1,
      uploadedAt: '2030-01-01T00:00:00Z',
    };
    const { api, last } = setup((request) =>
      (request.data as FormData).get('cv_file') instanceof Blob
        ? ok(uploaded)
        : { status: 400, data: { errors: [{ code: 'file_required', message: 'x' }] } },
    );
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await expect(api.uploadCv(file, { onUploadProgress: () => undefined })).resolves.toEqual(
      uploaded,
    );
    expect(last()?.url).toBe('recruitments/members/cv/upload');
    expect(typeof last()?.onUploadProgress).toBe('function');

    const refusing = setup(() => ({
      status: 415,
      data: { errors: [{ code: 'file_type_invalid', message: 'Not a PDF', field: 'cv_file' }] },
    }));
    const error = (await refusing.api.uploadCv(file).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe('file_type_invalid');
    expect(error.fieldErrors).toEqual({ cv_file: 'Not a PDF' });
  });

  it('reads no uploaded PDF as null', async () => {
    const { api } = setup(() => ok(null));
    await expect(api.getUploadedCv()).resolves.toBeNull();
  });

  it('applies with via_cv_online in the query and news_id in the body', async () => {
    const application = {
      id: 3,
      news: jobSummary,
      viaCvOnline: false,
      status: 'submitted',
      createdAt: '2030-01-02T00:00:00Z',
    };
    const { api, last } = setup(() => ok(application, 201));
    await expect(api.apply({ newsId: 7, viaCvOnline: false })).resolves.toEqual(application);
    expect(last()?.url).toBe('recruitments/members/apply');
    expect(last()?.params).toEqual({ via_cv_online: 'false', locale: 'en' });
    expect(JSON.parse(String(last()?.data))).toEqual({ news_id: 7 });
  });

  it('toggles the like and the reminder, and lists saved postings', async () => {
    const { api, last } = setup((request) => {
      if (request.url?.endsWith('like-recruitment-news')) return ok({ liked: false });
      if (request.url?.endsWith('subscription'))
        return ok({ subscribed: true, remindAt: '2030-01-29T02:00:00Z' });
      return ok([jobSummary]);
    });
    await expect(api.toggleLike(7)).resolves.toEqual({ liked: false });
    expect(JSON.parse(String(last()?.data))).toEqual({ news_id: 7 });
    await expect(api.toggleReminder(7)).resolves.toEqual({
      subscribed: true,
      remindAt: '2030-01-29T02:00:00Z',
    });
    await expect(api.getLikedJobs()).resolves.toEqual([jobSummary]);
    expect(last()?.url).toBe('recruitments/members/all-recruitment-news-liked');
  });

  it('gets the PDF sent with an application as a file, 404 as an error', async () => {
    const { api, last } = setup((request) =>
      request.url?.includes('/9/')
        ? {
            status: 404,
            data: new Blob([JSON.stringify({ errors: [{ code: 'not_found', message: 'x' }] })]),
          }
        : {
            status: 200,
            data: new Blob(['%PDF-1.4']),
            headers: { 'content-disposition': 'inline; filename="cv.pdf"' },
          },
    );
    const file = await api.getApplicationCv(3);
    expect(file.fileName).toBe('cv.pdf');
    expect(last()?.method).toBe('get');
    expect(last()?.headers.get('Authorization')).toBe('Bearer member-token');
    const error = (await api.getApplicationCv(9).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
  });
});
