import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { KhcnSpecialist } from '@brokerage/shared/validation/khcn.ts';
import {
  InvestmentConsultingStore,
  type InvestmentConsultingSource,
} from './InvestmentConsultingStore';

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

const source: InvestmentConsultingSource = {
  getAreas: async () => [
    { id: 1, code: 'north', name: 'Miền Bắc' },
    { id: 2, code: 'south', name: 'Miền Nam' },
  ],
  getDepartments: async (areaId) => [
    {
      id: areaId * 10,
      areaId,
      name: `Phòng ${areaId}`,
      address: 'x',
      phone: '1',
      specialistCount: 1,
    },
  ],
  getSpecialists: async (departmentId) => [person(departmentId + 1, departmentId)],
  getSpecialist: async (id): Promise<KhcnSpecialist> => ({
    ...person(id, 10),
    departmentName: 'Phòng 1',
    areaId: 1,
    areaName: 'Miền Bắc',
    phone: '1',
    email: 'a@example.vn',
    bio: 'bio',
    certificates: [],
  }),
  rateSpecialist: async (_id, body) => ({
    rating: {
      star: Number(body.star),
      name: body.name,
      phone: body.phone,
      email: body.email ?? null,
      message: body.message ?? null,
      updatedAt: '2026-10-02T03:00:00.000Z',
    },
    averageRating: 4.5,
    ratingCount: 2,
  }),
  getMyRating: async () => null,
};

describe('InvestmentConsultingStore', () => {
  it('opens the first area and desk, then follows the selection', async () => {
    const store = new InvestmentConsultingStore(source);
    await store.load('vi');
    expect(store.selectedAreaId).toBe(1);
    expect(store.selectedDepartment?.id).toBe(10);
    expect(store.specialists.map((s) => s.id)).toEqual([11]);
    await store.selectArea(2);
    expect(store.selectedDepartmentId).toBe(20);
    expect(store.specialists.map((s) => s.id)).toEqual([21]);
    await store.openSpecialist(21);
    expect(store.specialist?.id).toBe(21);
    store.closeSpecialist();
    expect(store.specialist).toBeNull();
  });

  it('keeps a failure per level and retries it', async () => {
    let fail = true;
    const store = new InvestmentConsultingStore({
      ...source,
      getDepartments: async (areaId, locale, signal) => {
        if (fail) throw new Error('boom');
        return source.getDepartments(areaId, locale, signal);
      },
    });
    await store.load('en');
    expect(store.departmentsFailure).toBe('server');
    fail = false;
    await store.retryDepartments();
    expect(store.departmentsFailure).toBeNull();
    expect(store.specialists).toHaveLength(1);
  });

  it('puts an accepted rating’s average and count on the card and the detail at once', async () => {
    const store = new InvestmentConsultingStore(source);
    await store.load('vi');
    await store.openSpecialist(11);
    const outcome = await store.rating.submit(
      11,
      { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' },
      'vi',
    );
    expect(outcome).toBe('rated');
    expect(store.specialist).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect(store.specialists.find((s) => s.id === 11)).toMatchObject({
      averageRating: 4.5,
      ratingCount: 2,
    });
    expect(store.rating.myRatingFor(11)?.star).toBe(4);
  });

  it('tells a missing login and a field error apart from a plain failure', async () => {
    const refuse = (status: number, field?: string) => async () => {
      throw new ApiRequestError({
        status,
        errors: [{ code: 'x', message: 'Sai', ...(field ? { field } : {}) }],
      });
    };
    const draft = { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' };
    const outcome = async (rate: InvestmentConsultingSource['rateSpecialist']) => {
      const store = new InvestmentConsultingStore({ ...source, rateSpecialist: rate });
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
    const rateSpecialist = vi.fn(source.rateSpecialist);
    const getRecaptchaToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('tok');
    const store = new InvestmentConsultingStore(
      { ...source, rateSpecialist },
      { getRecaptchaToken },
    );
    const draft = { star: 4, name: 'Lê Thị Bình', phone: '0987654321', email: '', message: '' };
    expect(await store.rating.submit(11, draft, 'vi')).toBe('rated');
    expect(rateSpecialist).toHaveBeenLastCalledWith(
      11,
      { ...draft, grecaptcha_token: 'tok' },
      'vi',
    );

    getRecaptchaToken.mockResolvedValueOnce(null);
    expect(await store.rating.submit(11, draft, 'vi')).toBe('rated');
    expect(rateSpecialist).toHaveBeenLastCalledWith(11, draft, 'vi');
  });
});
