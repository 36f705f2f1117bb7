import { describe, expect, it } from 'vitest';
import { ApiRequestError, ApiSchemaError } from './errors';
import { createRecruitmentApi } from './recruitmentApi';
import { createFakeServerClient, type FakeHandler } from './testServer';

const category = { id: 1, code: 'ke-toan', name: 'Kế toán' };
const summary = {
  id: 7,
  slug: 'chuyen-vien-ke-toan',
  title: 'Chuyên viên kế toán',
  summary: 'Hạch toán và báo cáo.',
  department: category,
  career: category,
  form: category,
  level: category,
  workplaces: [{ id: 3, code: 'ha-noi', name: 'Hà Nội', mapId: 'hanoi', openJobs: 4 }],
  salaryMin: 15,
  salaryMax: 25,
  quantity: 2,
  deadline: '2030-07-01',
  publishedAt: '2030-06-01T02:00:00.000Z',
  featured: false,
  expired: false,
  expiringSoon: true,
  translations: [{ locale: 'en', slug: 'accountant' }],
};

function setup(handler: FakeHandler) {
  const { client, server } = createFakeServerClient(handler, {
    // A candidate in recruitment mode: the list carries their token, the quick application not.
    getToken: () => 'candidate-token',
    getLocale: () => 'en',
  });
  return { api: createRecruitmentApi(client), server, last: () => server.requests.at(-1) };
}

const ok = (data: unknown) => ({ status: 200, data: { data } });

describe('recruitmentApi', () => {
  it('lists postings with only the filters that are set, with the token when there is one', async () => {
    const { api, last } = setup(() => ({
      status: 200,
      data: { data: [summary], meta: { page: 2, limit: 10, total: 11, totalPages: 2 } },
    }));
    const page = await api.listJobs({ keyword: '  ke toan ', workplaceId: 3, page: 2 });
    expect(page.data[0]?.title).toBe('Chuyên viên kế toán');
    expect(page.meta.totalPages).toBe(2);
    expect(last()?.url).toBe('recruitments/news');
    expect(last()?.params).toEqual({
      keyword: 'ke toan',
      workplace_id: '3',
      page: '2',
      limit: '10',
      locale: 'en',
    });
    expect(last()?.headers.get('Authorization')).toBe('Bearer candidate-token');
  });

  it('reads the lists, a posting, its related postings, FAQs and posts', async () => {
    const detail = {
      ...summary,
      description: '<p>Mô tả</p>',
      requirements: '<p>Yêu cầu</p>',
      benefits: '<p>Quyền lợi</p>',
      position: null,
    };
    const post = {
      id: 2,
      slug: 'moi-truong',
      title: 'Môi trường',
      summary: 'Trẻ',
      image: null,
      translations: [],
    };
    const { api, last } = setup((request) => {
      switch (request.url) {
        case 'recruitments/workplaces':
          return ok([summary.workplaces[0]]);
        case 'recruitments/news/chuyen%20vien':
          return ok(detail);
        case 'recruitments/news/related/7':
          return ok([summary]);
        case 'recruitments/faqs':
          return ok([{ id: 1, question: 'Q?', answer: 'A.' }]);
        case 'recruitments/about-us-posts':
          return ok([post]);
        case 'recruitments/about-us-posts/moi-truong':
          return ok({ ...post, content: '<p>Nội dung</p>' });
        default:
          return { status: 404, data: { errors: [{ code: 'not_found', message: 'x' }] } };
      }
    });
    expect(await api.getList('workplaces')).toEqual([summary.workplaces[0]]);
    expect((await api.getJob('chuyen vien', { locale: 'vi' })).description).toBe('<p>Mô tả</p>');
    expect(last()?.params).toEqual({ locale: 'vi' });
    expect(await api.getRelatedJobs(7)).toHaveLength(1);
    expect(await api.getFaqs()).toEqual([{ id: 1, question: 'Q?', answer: 'A.' }]);
    expect(await api.getAboutUsPosts()).toEqual([post]);
    expect((await api.getAboutUsPost('moi-truong')).content).toBe('<p>Nội dung</p>');
  });

  it('rejects an unknown posting with the API error and a malformed answer with a schema error', async () => {
    const { api } = setup((request) =>
      request.url === 'recruitments/news/nope'
        ? { status: 404, data: { errors: [{ code: 'job_not_found', message: 'Not found' }] } }
        : ok({ id: 'x' }),
    );
    const missing = await api.getJob('nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiRequestError);
    expect((missing as ApiRequestError).code).toBe('job_not_found');
    await expect(api.getJob('broken')).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('sends the quick application as multipart without a token, and reports upload progress', async () => {
    const { api, last } = setup(() => ({ status: 201, data: { data: { id: 41 } } }));
    const progress: number[] = [];
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const created = await api.submitJoinApplication(
      {
        name: 'Trần Minh Khôi',
        date_of_birth: '1998-04-30',
        email: 'khoi@example.vn',
        phone: '0901234567',
        gender: 'male',
        hometown: 'Huế',
        position_id: 3,
        news_id: undefined,
      },
      file,
      { onUploadProgress: (f) => progress.push(f) },
    );
    expect(created).toEqual({ id: 41 });
    const sent = last();
    expect(sent?.url).toBe('recruitments/join-submissions');
    expect(sent?.headers.has('Authorization')).toBe(false);
    const form = sent?.data as FormData;
    expect(form.get('name')).toBe('Trần Minh Khôi');
    expect(form.get('position_id')).toBe('3');
    expect(form.has('news_id')).toBe(false);
    expect(form.get('cv_file')).toBeInstanceOf(Blob);
    // The fake transport does not upload: the client wired the callback for the transport.
    expect(typeof sent?.onUploadProgress).toBe('function');
    sent?.onUploadProgress?.({ loaded: 50, total: 100 });
    expect(progress).toEqual([0.5]);
  });

  it('gives the server field errors of a refused PDF', async () => {
    const { api } = setup(() => ({
      status: 415,
      data: {
        errors: [{ code: 'file_type_invalid', message: 'Không phải PDF', field: 'cv_file' }],
      },
    }));
    const error = await api
      .submitJoinApplication(
        {
          name: 'A B',
          date_of_birth: '1990-01-01',
          email: 'a@b.vn',
          phone: '0901234567',
          gender: 'male',
          hometown: 'Huế',
          position_id: 1,
        },
        new Blob(['MZ']),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(415);
    expect((error as ApiRequestError).fieldErrors).toEqual({ cv_file: 'Không phải PDF' });
  });
});
