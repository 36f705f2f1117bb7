import type { FastifyInstance } from 'fastify';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import { RedirectSchema } from '@brokerage/shared/validation/content.ts';
import { redirects } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { expectApiError } from '../../test/responses';

const show = (app: FastifyInstance, path: string, locale = 'vi') =>
  app.inject({ url: '/api/v1/systems/redirects/show', query: { path, locale } });

describe('GET systems/redirects/show', () => {
  const app = useTestApp();

  it('resolves an internal target', async () => {
    const res = await show(app, '/gioi-thieu');
    expect(res.statusCode).toBe(200);
    expect(dataEnvelope(RedirectSchema).parse(res.json()).data).toEqual({
      path: '/gioi-thieu',
      target: '/gioi-thieu-an-phat',
      targetType: 'internal',
      locale: 'vi',
      statusCode: 301,
    });
  });

  it.each([
    {
      does: 'follows a chain server-side',
      path: '/gioi-thieu-cong-ty',
      answer: { path: '/gioi-thieu-cong-ty', target: '/gioi-thieu-an-phat', locale: 'vi' },
    },
    {
      does: 'normalises the asked path',
      path: 'Gioi-Thieu/?utm_source=x',
      answer: { target: '/gioi-thieu-an-phat' },
    },
    {
      does: 'reports the language of a cross-language target',
      path: '/investor-relations',
      answer: { target: '/en/annual-reports', targetType: 'internal', locale: 'en' },
    },
  ])('$does', async ({ path, answer }) => {
    const { data } = (await show(app, path)).json();
    expect(data).toMatchObject(answer);
  });

  it('returns stored files and absolute links as they are', async () => {
    const file = (await show(app, '/tai-lieu/bieu-phi-giao-dich')).json().data;
    expect(file).toMatchObject({ targetType: 'file', locale: null, statusCode: 302 });
    expect(file.target).toMatch(/^\/api\/v1\/files\/.+\.pdf$/);
    const pdf = await app.inject(file.target);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    const external = (await show(app, '/hnx')).json().data;
    expect(external).toMatchObject({
      target: 'https://www.hnx.vn/',
      targetType: 'external',
      locale: null,
    });
  });

  it('answers a loop with 404 redirect_loop', async () => {
    const res = await show(app, '/vong-lap-a', 'en');
    expectApiError(res, 404, {
      code: 'redirect_loop',
      message: 'The redirect for this path loops or takes too many steps.',
    });
  });

  it('gives up after five hops', async () => {
    await app.db.insert(redirects).values(
      [1, 2, 3, 4, 5, 6].map((n) => ({
        path: `/hop-${n}`,
        target: `/hop-${n + 1}`,
        targetType: 'internal' as const,
        locale: 'vi',
      })),
    );
    expect((await show(app, '/hop-2')).json().data.target).toBe('/hop-7');
    const res = await show(app, '/hop-1');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('redirect_loop');
  });

  it('answers 404 redirect_not_found for an unknown path', async () => {
    const res = await show(app, '/khong-ton-tai');
    expectApiError(res, 404, {
      code: 'redirect_not_found',
      message: 'Không có chuyển hướng cho đường dẫn này.',
    });
  });

  it('requires the path', async () => {
    const res = await app.inject('/api/v1/systems/redirects/show?locale=en');
    expectApiError(res, 400, {
      code: 'required',
      message: 'This field is required.',
      field: 'path',
    });
  });
});
