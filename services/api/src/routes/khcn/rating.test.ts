import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { SpecialistRatingResultSchema } from '@brokerage/shared/validation/customers.ts';
import {
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
} from '@brokerage/shared/validation/khcn.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { AN, BINH, MINH_LONG, bearer, freshAddress, sessionToken } from '../../../test/customers';
import { errorsOf } from '../../test/responses';

const FORM = { star: 4, name: 'Nguyễn Văn An', phone: '0901 000 001' };

describe('specialist ratings', () => {
  const app = useTestApp();
  let specialistId = 0;
  let otherId = 0;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    const list = listEnvelope(KhcnSpecialistSummarySchema).parse(
      (await app.inject('/api/v1/khcn/specialists?limit=2')).json(),
    ).data;
    specialistId = list[0]!.id;
    otherId = list[1]!.id;
    for (const account of [AN, BINH, MINH_LONG])
      tokens[account] = await sessionToken(app, 'direct', account);
  });

  const rate = (
    body: Record<string, unknown>,
    {
      token = tokens[AN],
      id = specialistId,
      query = '',
    }: { token?: string | null; id?: number | string; query?: string } = {},
  ) =>
    post(app, `/api/v1/khcn/specialists/${id}/rating${query}`, body, {
      headers: token ? bearer(token) : {},
      remoteAddress: freshAddress(),
    });

  const summary = async (id: number) => {
    const detail = dataEnvelope(KhcnSpecialistSchema).parse(
      (await app.inject(`/api/v1/khcn/specialists/${id}`)).json(),
    ).data;
    const listed = listEnvelope(KhcnSpecialistSummarySchema)
      .parse((await app.inject('/api/v1/khcn/specialists?limit=100')).json())
      .data.find((s) => s.id === id);
    expect(listed?.averageRating).toBe(detail.averageRating);
    expect(listed?.ratingCount).toBe(detail.ratingCount);
    return { averageRating: detail.averageRating, ratingCount: detail.ratingCount };
  };

  it('starts every specialist at no ratings', async () => {
    expect(await summary(specialistId)).toEqual({ averageRating: 0, ratingCount: 0 });
  });

  it('asks for a login with the §8 message when there is no token', async () => {
    const vi = await rate(FORM, { token: null });
    expect(vi.statusCode).toBe(401);
    expect(errorsOf(vi)).toEqual([
      {
        code: 'rating_login_required',
        message: 'Đánh giá chuyên gia thất bại, vui lòng đăng nhập để đánh giá',
      },
    ]);
    const en = await rate(FORM, { token: null, query: '?locale=en' });
    expect(errorsOf(en)[0]?.message).toBe('Rating the expert failed, please log in to rate');
    // Before the form: an empty one from a stranger is still a login question.
    expect(errorsOf(await rate({}, { token: null }))[0]?.code).toBe('rating_login_required');
  });

  it('answers the token codes for a token that does not work', async () => {
    const res = await rate(FORM, { token: 'z'.repeat(43) });
    expect(res.statusCode).toBe(401);
    expect(errorsOf(res)[0]?.code).toBe('token_invalid');
  });

  it.each<[string, unknown, string]>([
    ['0 stars', 0, 'star_required'],
    ['no star', undefined, 'star_required'],
    ['6 stars', 6, 'star_invalid'],
    ['-1 stars', -1, 'star_invalid'],
    ['2.5 stars', 2.5, 'star_invalid'],
    ['a word', 'many', 'star_invalid'],
  ])('refuses %s on the star field', async (_, star, code) => {
    const res = await rate({ ...FORM, star });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ code, field: 'star' })]);
  });

  it('says what is wrong with the stars in both languages', async () => {
    expect(errorsOf(await rate({ ...FORM, star: 0 }))[0]?.message).toBe(
      'Vui lòng chọn số sao đánh giá.',
    );
    expect(errorsOf(await rate({ ...FORM, star: 9 }, { query: '?locale=en' }))[0]?.message).toBe(
      'The rating must be from 1 to 5 stars.',
    );
  });

  it('needs a name and a phone, and a valid email when one is given', async () => {
    const missing = await rate({ star: 5 });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing).map((e) => [e.field, e.code])).toEqual([
      ['name', 'required'],
      ['phone', 'required'],
    ]);
    const bad = await rate({ ...FORM, email: 'not-an-email', phone: '12345' });
    expect(errorsOf(bad).map((e) => [e.field, e.code])).toEqual([
      ['phone', 'phone_invalid'],
      ['email', 'email_invalid'],
    ]);
  });

  it('answers 404 for an unknown specialist', async () => {
    const res = await rate(FORM, { id: 999999 });
    expect(res.statusCode).toBe(404);
    expect((await rate(FORM, { id: 'abc' })).statusCode).toBe(400);
  });

  it('keeps one rating per customer and specialist and averages them', async () => {
    const first = await rate({ ...FORM, email: '', message: '  Tư vấn tận tình  ' });
    expect(first.statusCode).toBe(200);
    const { data } = dataEnvelope(SpecialistRatingResultSchema).parse(first.json());
    expect(data).toEqual({
      rating: {
        star: 4,
        name: 'Nguyễn Văn An',
        phone: '0901000001',
        email: null,
        message: 'Tư vấn tận tình',
        updatedAt: expect.any(String),
      },
      averageRating: 4,
      ratingCount: 1,
    });

    // A second rating by the same customer replaces the first.
    const again = await rate({ ...FORM, star: 2, email: 'an.nguyen@example.com' });
    expect(again.json().data).toMatchObject({
      rating: { star: 2, email: 'an.nguyen@example.com', message: null },
      averageRating: 2,
      ratingCount: 1,
    });

    await rate({ ...FORM, star: 5, name: 'Trần Thị Bình' }, { token: tokens[BINH] });
    const third = await rate({ ...FORM, star: 5, name: 'Minh Long' }, { token: tokens[MINH_LONG] });
    // (2 + 5 + 5) / 3 = 4, then one decimal: (2 + 5 + 4) / 3 = 3.7.
    expect(third.json().data).toMatchObject({ averageRating: 4, ratingCount: 3 });
    const changed = await rate({ ...FORM, star: 4 }, { token: tokens[MINH_LONG] });
    expect(changed.json().data).toMatchObject({ averageRating: 3.7, ratingCount: 3 });
    expect(await summary(specialistId)).toEqual({ averageRating: 3.7, ratingCount: 3 });
    // Another specialist is untouched.
    expect(await summary(otherId)).toEqual({ averageRating: 0, ratingCount: 0 });
  });

  it('answers the customer’s own rating, or null', async () => {
    const own = (id: number, token?: string) =>
      app.inject({
        url: `/api/v1/khcn/specialists/${id}/rating`,
        headers: token ? bearer(token) : {},
      });
    const mine = await own(specialistId, tokens[BINH]);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ star: 5, name: 'Trần Thị Bình' });
    expect((await own(otherId, tokens[BINH])).json()).toEqual({ data: null });
    const anonymous = await own(specialistId);
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)[0]?.code).toBe('token_missing');
    expect((await own(999999, tokens[AN])).statusCode).toBe(404);
  });
});

describe('specialist ratings with reCAPTCHA', () => {
  it('needs the token when a secret is set', async () => {
    const app = await buildTestApp({ env: { RECAPTCHA_SECRET: 'test-secret' } });
    try {
      const token = await sessionToken(app, 'direct');
      const res = await post(app, '/api/v1/khcn/specialists/1/rating', FORM, {
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)[0]).toMatchObject({
        code: 'grecaptcha_token',
        field: 'grecaptcha_token',
      });
    } finally {
      await app.close();
    }
  });
});
