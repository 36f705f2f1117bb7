import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '@brokerage/shared/routing/core';
import type {
  KhcnArea,
  KhcnDepartment,
  KhcnSpecialist,
  KhcnSpecialistSummary,
} from '@brokerage/shared/validation';
import type { Db } from '../../db/client';
import {
  khcnAreaTranslations,
  khcnAreas,
  khcnDepartmentTranslations,
  khcnDepartments,
  khcnSpecialistTranslations,
  khcnSpecialists,
} from '../../db/schema';

export interface Paging {
  page: number;
  limit: number;
}

const offset = ({ page, limit }: Paging) => (page - 1) * limit;

export async function listAreas(
  db: Db,
  locale: Locale,
  paging: Paging,
): Promise<{ items: KhcnArea[]; total: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(khcnAreas);
  const items = await db
    .select({ id: khcnAreas.id, code: khcnAreas.code, name: khcnAreaTranslations.name })
    .from(khcnAreas)
    .innerJoin(
      khcnAreaTranslations,
      and(eq(khcnAreaTranslations.areaId, khcnAreas.id), eq(khcnAreaTranslations.locale, locale)),
    )
    .orderBy(asc(khcnAreas.sort), asc(khcnAreas.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items, total };
}

export async function areaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: khcnAreas.id }).from(khcnAreas).where(eq(khcnAreas.id, id));
  return row !== undefined;
}

export async function departmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: khcnDepartments.id })
    .from(khcnDepartments)
    .where(eq(khcnDepartments.id, id));
  return row !== undefined;
}

export async function listDepartments(
  db: Db,
  locale: Locale,
  areaId: number,
  paging: Paging,
): Promise<{ items: KhcnDepartment[]; total: number }> {
  const where = eq(khcnDepartments.areaId, areaId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(khcnDepartments)
    .where(where);
  const specialistCount = db.$count(
    khcnSpecialists,
    eq(khcnSpecialists.departmentId, khcnDepartments.id),
  );
  const items = await db
    .select({
      id: khcnDepartments.id,
      areaId: khcnDepartments.areaId,
      name: khcnDepartmentTranslations.name,
      address: khcnDepartmentTranslations.address,
      phone: khcnDepartments.phone,
      specialistCount,
    })
    .from(khcnDepartments)
    .innerJoin(
      khcnDepartmentTranslations,
      and(
        eq(khcnDepartmentTranslations.departmentId, khcnDepartments.id),
        eq(khcnDepartmentTranslations.locale, locale),
      ),
    )
    .where(where)
    .orderBy(asc(khcnDepartments.sort), asc(khcnDepartments.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items, total };
}

/** Ratings arrive with the customer-accounts feature; until then every specialist has none. */
const NO_RATING = { averageRating: 0, ratingCount: 0 } as const;

const summaryColumns = {
  id: khcnSpecialists.id,
  departmentId: khcnSpecialists.departmentId,
  fullName: khcnSpecialists.fullName,
  title: khcnSpecialistTranslations.title,
  avatar: khcnSpecialists.avatar,
  experienceYears: khcnSpecialists.experienceYears,
};

const specialistText = (locale: Locale) =>
  and(
    eq(khcnSpecialistTranslations.specialistId, khcnSpecialists.id),
    eq(khcnSpecialistTranslations.locale, locale),
  );

export async function listSpecialists(
  db: Db,
  locale: Locale,
  paging: Paging,
  departmentId?: number,
): Promise<{ items: KhcnSpecialistSummary[]; total: number }> {
  const where: SQL | undefined =
    departmentId === undefined ? undefined : eq(khcnSpecialists.departmentId, departmentId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(khcnSpecialists)
    .where(where);
  const rows = await db
    .select(summaryColumns)
    .from(khcnSpecialists)
    .innerJoin(khcnSpecialistTranslations, specialistText(locale))
    .where(where)
    .orderBy(asc(khcnSpecialists.departmentId), asc(khcnSpecialists.sort), asc(khcnSpecialists.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items: rows.map((row) => ({ ...row, ...NO_RATING })), total };
}

export async function findSpecialist(
  db: Db,
  locale: Locale,
  id: number,
): Promise<KhcnSpecialist | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      phone: khcnSpecialists.phone,
      email: khcnSpecialists.email,
      bio: khcnSpecialistTranslations.bio,
      certificates: khcnSpecialistTranslations.certificates,
      departmentName: khcnDepartmentTranslations.name,
      areaId: khcnAreas.id,
      areaName: khcnAreaTranslations.name,
    })
    .from(khcnSpecialists)
    .innerJoin(khcnSpecialistTranslations, specialistText(locale))
    .innerJoin(khcnDepartments, eq(khcnDepartments.id, khcnSpecialists.departmentId))
    .innerJoin(
      khcnDepartmentTranslations,
      and(
        eq(khcnDepartmentTranslations.departmentId, khcnDepartments.id),
        eq(khcnDepartmentTranslations.locale, locale),
      ),
    )
    .innerJoin(khcnAreas, eq(khcnAreas.id, khcnDepartments.areaId))
    .innerJoin(
      khcnAreaTranslations,
      and(eq(khcnAreaTranslations.areaId, khcnAreas.id), eq(khcnAreaTranslations.locale, locale)),
    )
    .where(eq(khcnSpecialists.id, id));
  return row ? { ...row, ...NO_RATING } : null;
}
