import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { KhcnSpecialist } from '@brokerage/shared/validation/khcn.ts';
import { fakeContentClient, type FakeAnswer } from '../../../lib/catalog/testing/fakeContentClient';
import { InvestmentConsultingStore } from './InvestmentConsultingStore';

const person = (id: number, departmentId: number) => ({
  id,
  departmentId,
  fullName: `Người ${id}`,
  title: 'Chuyên viên',
  avatar: null,
  experienceYears: 5,
  averageRating: 0,
  ratingCount: 0,
});

const specialist = (id: number): KhcnSpecialist => ({
  ...person(id, 10),
  departmentName: 'Phòng 1',
  areaId: 1,
  areaName: 'Miền Bắc',
  phone: '1',
  email: 'a@example.vn',
  bio: 'bio',
  certificates: [],
});

const department = (areaId: number) => ({
  id: areaId * 10,
  areaId,
  name: `Phòng ${areaId}`,
  address: 'x',
  phone: '1',
  specialistCount: 1,
});

const routes = (): Record<string, FakeAnswer> => ({
  'khcn/areas': [
    { id: 1, code: 'north', name: 'Miền Bắc' },
    { id: 2, code: 'south', name: 'Miền Nam' },
  ],
  'khcn/departments/area/1': [department(1)],
  'khcn/departments/area/2': [department(2)],
  'khcn/specialists/department/10': [person(11, 10)],
  'khcn/specialists/department/20': [person(21, 20)],
  'khcn/specialists/11': specialist(11),
  'khcn/specialists/21': specialist(21),
});

/** The API's answer to a rating: the rating as sent, and the new average. */
const rated = (_url: string, body: unknown) => {
  const sent = body as {
    star: number;
    name: string;
    phone: string;
    email?: string;
    message?: string;
  };
  return {
    rating: {
      star: Number(sent.star),
      name: sent.name,
      phone: sent.phone,
      email: sent.email ?? null,
      message: sent.message ?? null,
      updatedAt: '2026-10-02T03:00:00.000Z',
    },
    averageRating: 4.5,
    ratingCount: 2,
  };
};

const RATING_URL = 'khcn/specialists/11/rating';

describe('InvestmentConsultingStore', () => {
  it('opens the first area and desk, then follows the selection', async () => {
    const store = new InvestmentConsultingStore(fakeContentClient(routes()));
    await store.load('vi');
    expect(store.selectedAreaId).toBe(1);
    expect(store.selectedDepartment?.id).toBe(10);
    expect(store.specialists.items.map((s) => s.id)).toEqual([11]);
    await store.selectArea(2);
    expect(store.selectedDepartmentId).toBe(20);
    expect(store.specialists.items.map((s) => s.id)).toEqual([21]);
    await store.openSpecialist(21);
    expect(store.specialist?.id).toBe(21);
    store.closeSpecialist();
    expect(store.specialist).toBeNull();
  });

  it('keeps a failure per level and retries it', async () => {
    let fail = true;
    const store = new InvestmentConsultingStore(
      fakeContentClient({
        ...routes(),
        'khcn/departments/area/1': () => {
          if (fail) throw new Error('boom');
          return [department(1)];
        },
      }),
    );
    await store.load('en');
    expect(store.departments.failure).toBe('server');
    fail = false;
    await store.retryDepartments();
    expect(store.departments.failure).toBeNull();
    expect(store.specialists.items).toHaveLength(1);
  });

  it('puts an accepted rating’s average and count on the card and the detail at once', async () => {
    const store = new InvestmentConsultingStore(fakeContentClient(routes(), { postData: rated }));
    await store.load('vi');
    await store.openSpecialist(11);
    const outcome = await store.rating.submit(
      11,
      { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' },
      'vi',
    );
    expect(outcome).toBe('rated');
    expect(store.specialist).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect(store.specialists.items.find((s) => s.id === 11)).toMatchObject({
      averageRating: 4.5,
      ratingCount: 2,
    });
    expect(store.rating.myRatingFor(11)?.star).toBe(4);
  });

  it('tells a missing login and a field error apart from a plain failure', async () => {
    const refuse = (status: number, field?: string) => () => {
      throw new ApiRequestError({
        status,
        errors: [{ code: 'x', message: 'Sai', ...(field ? { field } : {}) }],
      });
    };
    const draft = { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' };
    const outcome = async (rate: () => never) => {
      const store = new InvestmentConsultingStore(fakeContentClient(routes(), { postData: rate }));
      const result = await store.rating.submit(11, draft, 'vi');
      return { result, fieldErrors: store.rating.fieldErrors };
    };
    expect((await outcome(refuse(401))).result).toBe('loginRequired');
    expect(await outcome(refuse(400, 'phone'))).toEqual({
      result: 'invalid',
      fieldErrors: { phone: 'Sai' },
    });
    // A rejected reCAPTCHA names no field of the form.
    expect((await outcome(refuse(400, 'grecaptcha_token'))).result).toBe('failed');
    expect((await outcome(refuse(500))).result).toBe('failed');
  });

  it('sends the reCAPTCHA token with a rating when there is one, and no field otherwise', async () => {
    const client = fakeContentClient(routes(), { postData: rated });
    const getRecaptchaToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('tok');
    const store = new InvestmentConsultingStore(client, { getRecaptchaToken });
    const draft = { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' };
    expect(await store.rating.submit(11, draft, 'vi')).toBe('rated');
    expect(client.requests.at(-1)).toEqual({
      method: 'post',
      url: RATING_URL,
      params: { locale: 'vi' },
      body: { ...draft, grecaptcha_token: 'tok' },
    });

    getRecaptchaToken.mockResolvedValueOnce(null);
    expect(await store.rating.submit(11, draft, 'vi')).toBe('rated');
    expect(client.requests.at(-1)).toEqual({
      method: 'post',
      url: RATING_URL,
      params: { locale: 'vi' },
      body: draft,
    });
  });
});
