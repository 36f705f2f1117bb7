import { and, eq } from 'drizzle-orm';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  KhcnAreaSchema,
  KhcnDepartmentSchema,
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
} from '@brokerage/shared/validation/khcn.ts';
import {
  khcnAreaTranslations,
  khcnDepartmentTranslations,
  khcnSpecialistTranslations,
} from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getJson, getOk } from '../../test/requests';

describe('khcn', () => {
  const app = useTestApp();

  const get = (url: string) => getJson(app, url);
  const areas = (locale = 'vi') =>
    getOk(app, `/api/v1/khcn/areas?locale=${locale}`, listEnvelope(KhcnAreaSchema));

  it('lists the three regions in the request language', async () => {
    const vi = await areas();
    expect(vi.data.map((a) => a.name)).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam']);
    expect(vi.meta).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const en = await areas('en');
    expect(en.data.map((a) => a.code)).toEqual(['north', 'central', 'south']);
    expect(en.data[0]?.name).toBe('Northern region');
  });

  it('walks areas → departments → specialists → detail, 12 specialists in all', async () => {
    let count = 0;
    for (const area of (await areas()).data) {
      const departments = (
        await getOk(
          app,
          `/api/v1/khcn/departments/area/${area.id}`,
          listEnvelope(KhcnDepartmentSchema),
        )
      ).data;
      expect(departments.length).toBeGreaterThan(0);
      for (const department of departments) {
        expect(department.areaId).toBe(area.id);
        const specialists = (
          await getOk(
            app,
            `/api/v1/khcn/specialists/department/${department.id}?locale=en`,
            listEnvelope(KhcnSpecialistSummarySchema),
          )
        ).data;
        expect(specialists).toHaveLength(department.specialistCount);
        count += specialists.length;
        for (const s of specialists) {
          expect(s).toMatchObject({
            departmentId: department.id,
            averageRating: 0,
            ratingCount: 0,
          });
          const image = await app.inject(s.avatar ?? '');
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe('image/svg+xml');
        }
      }
    }
    expect(count).toBe(12);
    const all = listEnvelope(KhcnSpecialistSummarySchema).parse(
      (await get('/api/v1/khcn/specialists?limit=100')).body,
    );
    expect(all.meta.total).toBe(12);
  });

  it('gives a specialist in both languages', async () => {
    const [first] = listEnvelope(KhcnSpecialistSummarySchema).parse(
      (await get('/api/v1/khcn/specialists')).body,
    ).data;
    const vi = dataEnvelope(KhcnSpecialistSchema).parse(
      (await get(`/api/v1/khcn/specialists/${first?.id}`)).body,
    ).data;
    const en = dataEnvelope(KhcnSpecialistSchema).parse(
      (await get(`/api/v1/khcn/specialists/${first?.id}?locale=en`)).body,
    ).data;
    expect(vi.fullName).toBe('Nguyễn Thị Hương');
    expect(vi.areaName).toBe('Miền Bắc');
    expect(vi.email).toMatch(/@anphat\.example\.vn$/);
    expect(vi.certificates.length).toBeGreaterThan(0);
    expect(en.fullName).toBe(vi.fullName);
    expect(en.bio).not.toBe(vi.bio);
    expect(en.title).toBe('Head of Investment Advisory');
  });

  it.each([
    '/api/v1/khcn/specialists/99999',
    '/api/v1/khcn/departments/area/99999',
    '/api/v1/khcn/specialists/department/99999',
  ])('answers 404 not_found for %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(404);
    expect(body).toMatchObject({ errors: [{ code: 'not_found' }] });
  });

  it.each([
    ['/api/v1/khcn/specialists/abc', 'id'],
    ['/api/v1/khcn/specialists/0', 'id'],
    ['/api/v1/khcn/departments/area/1.5', 'id'],
    ['/api/v1/khcn/areas?page=0', 'page'],
    ['/api/v1/khcn/areas?limit=abc', 'limit'],
    ['/api/v1/khcn/specialists?page=-1', 'page'],
    ['/api/v1/khcn/specialists?page=50', 'page'],
  ])('answers 400 for %s on %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field }] });
  });

  // Last: it removes English text from the copy of the database.
  it('counts only rows that have text in the request language', async () => {
    const [north] = (await areas()).data;
    const departments = listEnvelope(KhcnDepartmentSchema).parse(
      (await get(`/api/v1/khcn/departments/area/${north?.id}`)).body,
    ).data;
    const [department] = departments;
    const [specialist] = listEnvelope(KhcnSpecialistSummarySchema).parse(
      (await get(`/api/v1/khcn/specialists/department/${department?.id}`)).body,
    ).data;
    // Take the English text away from one specialist, its department and its area.
    for (const [table, owner, id] of [
      [khcnSpecialistTranslations, khcnSpecialistTranslations.specialistId, specialist!.id],
      [khcnDepartmentTranslations, khcnDepartmentTranslations.departmentId, department!.id],
      [khcnAreaTranslations, khcnAreaTranslations.areaId, north!.id],
    ] as const) {
      await app.db.delete(table).where(and(eq(table.locale, 'en'), eq(owner, id)));
    }

    const list = async (url: string) => {
      const body = (await get(url)).body as { data: unknown[]; meta: { total: number } };
      return { length: body.data.length, total: body.meta.total };
    };
    expect(await list('/api/v1/khcn/areas?locale=en')).toEqual({ length: 2, total: 2 });
    expect(await list(`/api/v1/khcn/departments/area/${north?.id}?locale=en`)).toEqual({
      length: departments.length - 1,
      total: departments.length - 1,
    });
    expect(await list('/api/v1/khcn/specialists?locale=en&limit=100')).toEqual({
      length: 11,
      total: 11,
    });
    expect((await list('/api/v1/khcn/specialists?limit=100')).total).toBe(12);
  });
});
