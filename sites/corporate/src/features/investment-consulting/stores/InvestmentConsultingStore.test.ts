import { describe, expect, it } from 'vitest';
import type { KhcnSpecialist } from '@brokerage/shared/validation';
import { InvestmentConsultingStore, type InvestmentConsultingSource } from './InvestmentConsultingStore';

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
    { id: areaId * 10, areaId, name: `Phòng ${areaId}`, address: 'x', phone: '1', specialistCount: 1 },
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
});
