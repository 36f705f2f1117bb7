import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  SpecialistRating,
  SpecialistRatingBody,
} from '@brokerage/shared/validation/customers.ts';
import type {
  KhcnArea,
  KhcnDepartment,
  KhcnSpecialist,
  KhcnSpecialistSummary,
} from '@brokerage/shared/validation/khcn.ts';
import type { Db } from '../db/client';
import {
  khcnAreaTranslations,
  khcnAreas,
  khcnDepartmentTranslations,
  khcnDepartments,
  khcnSpecialistTranslations,
  khcnSpecialists,
  specialistRatings,
} from '../db/schema';
import { bindDb } from './bind-db';

export interface Paging {
  page: number;
  limit: number;
}

const offset = ({ page, limit }: Paging) => (page - 1) * limit;

/** Areas named in the locale; a list and its count both read it so the total matches the list. */
const areaRows = <S extends SelectedFields>(db: Db, locale: Locale, fields: S) =>
  db
    .select(fields)
    .from(khcnAreas)
    .innerJoin(
      khcnAreaTranslations,
      and(eq(khcnAreaTranslations.areaId, khcnAreas.id), eq(khcnAreaTranslations.locale, locale)),
    );

async function listAreas(
  db: Db,
  locale: Locale,
  paging: Paging,
): Promise<{ items: KhcnArea[]; total: number }> {
  const [{ total } = { total: 0 }] = await areaRows(db, locale, { total: count() });
  const items = await areaRows(db, locale, {
    id: khcnAreas.id,
    code: khcnAreas.code,
    name: khcnAreaTranslations.name,
  })
    .orderBy(asc(khcnAreas.sort), asc(khcnAreas.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items, total };
}

/** Whether `table` has the row `id` (a list of an unknown parent is a 404, an empty one is not). */
async function hasRow(db: Db, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

const areaExists = (db: Db, id: number) => hasRow(db, khcnAreas, id);
const departmentExists = (db: Db, id: number) => hasRow(db, khcnDepartments, id);

/** An area's departments named in the locale; shared by the list and its count. */
const departmentRows = <S extends SelectedFields>(
  db: Db,
  locale: Locale,
  areaId: number,
  fields: S,
) =>
  db
    .select(fields)
    .from(khcnDepartments)
    .innerJoin(
      khcnDepartmentTranslations,
      // The area filter rides on the inner join's condition (same rows as a WHERE).
      and(
        eq(khcnDepartmentTranslations.departmentId, khcnDepartments.id),
        eq(khcnDepartmentTranslations.locale, locale),
        eq(khcnDepartments.areaId, areaId),
      ),
    );

async function listDepartments(
  db: Db,
  locale: Locale,
  areaId: number,
  paging: Paging,
): Promise<{ items: KhcnDepartment[]; total: number }> {
  const [{ total } = { total: 0 }] = await departmentRows(db, locale, areaId, { total: count() });
  const specialistCount = db.$count(
    khcnSpecialists,
    eq(khcnSpecialists.departmentId, khcnDepartments.id),
  );
  const items = await departmentRows(db, locale, areaId, {
    id: khcnDepartments.id,
    areaId: khcnDepartments.areaId,
    name: khcnDepartmentTranslations.name,
    address: khcnDepartmentTranslations.address,
    phone: khcnDepartments.phone,
    specialistCount,
  })
    .orderBy(asc(khcnDepartments.sort), asc(khcnDepartments.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items, total };
}

/**
 * A specialist's customer ratings: the mean to one decimal (0 without ratings) and how many.
 * Correlated subqueries over the (specialist_id) index, so a page of cards stays one query.
 */
const ratingOf = (specialistId: SQL | typeof khcnSpecialists.id) => ({
  averageRating: sql<number>`(select coalesce(round(avg(r.star), 1), 0)::float8
    from ${specialistRatings} r where r.specialist_id = ${specialistId})`.mapWith(Number),
  ratingCount: sql<number>`(select count(*)::int
    from ${specialistRatings} r where r.specialist_id = ${specialistId})`.mapWith(Number),
});

const summaryColumns = {
  id: khcnSpecialists.id,
  departmentId: khcnSpecialists.departmentId,
  fullName: khcnSpecialists.fullName,
  title: khcnSpecialistTranslations.title,
  avatar: khcnSpecialists.avatar,
  experienceYears: khcnSpecialists.experienceYears,
  ...ratingOf(khcnSpecialists.id),
};

const specialistText = (locale: Locale) =>
  and(
    eq(khcnSpecialistTranslations.specialistId, khcnSpecialists.id),
    eq(khcnSpecialistTranslations.locale, locale),
  );

/** Specialists (of one department, if given) with text in the locale; list and count share it. */
const specialistRows = <S extends SelectedFields>(
  db: Db,
  locale: Locale,
  departmentId: number | undefined,
  fields: S,
) => {
  // The department filter rides on the inner join's condition (same rows as a WHERE).
  const inDepartment: SQL | undefined =
    departmentId === undefined ? undefined : eq(khcnSpecialists.departmentId, departmentId);
  return db
    .select(fields)
    .from(khcnSpecialists)
    .innerJoin(khcnSpecialistTranslations, and(specialistText(locale), inDepartment));
};

async function listSpecialists(
  db: Db,
  locale: Locale,
  paging: Paging,
  departmentId?: number,
): Promise<{ items: KhcnSpecialistSummary[]; total: number }> {
  const [{ total } = { total: 0 }] = await specialistRows(db, locale, departmentId, {
    total: count(),
  });
  const rows = await specialistRows(db, locale, departmentId, summaryColumns)
    .orderBy(asc(khcnSpecialists.departmentId), asc(khcnSpecialists.sort), asc(khcnSpecialists.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { items: rows, total };
}

async function findSpecialist(db: Db, locale: Locale, id: number): Promise<KhcnSpecialist | null> {
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
  return row ?? null;
}

const specialistExists = (db: Db, id: number) => hasRow(db, khcnSpecialists, id);

const ratingColumns = {
  star: specialistRatings.star,
  name: specialistRatings.name,
  phone: specialistRatings.phone,
  email: specialistRatings.email,
  message: specialistRatings.message,
  updatedAt: specialistRatings.updatedAt,
};

const toRating = (row: { updatedAt: Date } & Omit<SpecialistRating, 'updatedAt'>) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The customer's own rating of a specialist, or null. */
async function findRating(
  db: Db,
  customerId: number,
  specialistId: number,
): Promise<SpecialistRating | null> {
  const [row] = await db
    .select(ratingColumns)
    .from(specialistRatings)
    .where(
      and(
        eq(specialistRatings.customerId, customerId),
        eq(specialistRatings.specialistId, specialistId),
      ),
    );
  return row ? toRating(row) : null;
}

/**
 * Writes the customer's rating, replacing an earlier one (one row per customer and specialist,
 * one upsert so two quick posts cannot make two rows), and reads the specialist's new average.
 */
async function saveRating(
  db: Db,
  input: { customerId: number; specialistId: number; now: Date } & Omit<
    SpecialistRatingBody,
    'grecaptcha_token'
  >,
): Promise<{ rating: SpecialistRating; averageRating: number; ratingCount: number }> {
  const values = {
    star: input.star,
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    message: input.message ?? null,
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(specialistRatings)
    .values({
      ...values,
      customerId: input.customerId,
      specialistId: input.specialistId,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [specialistRatings.customerId, specialistRatings.specialistId],
      set: values,
    })
    .returning(ratingColumns);
  const [summary] = await db
    .select(ratingOf(sql`${input.specialistId}::int`))
    .from(sql`(select 1) as one`);
  return {
    rating: toRating(row!),
    averageRating: summary?.averageRating ?? 0,
    ratingCount: summary?.ratingCount ?? 0,
  };
}

/** The individual-customer specialists (KHCN): areas, departments, specialists, ratings. */
export const khcnRepository = (db: Db) =>
  bindDb(db, {
    listAreas,
    areaExists,
    departmentExists,
    listDepartments,
    listSpecialists,
    findSpecialist,
    specialistExists,
    findRating,
    saveRating,
  });
