import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, locale, ownerId, sort } from './columns';

/** Regions of the individual-customer (KHCN) network: north, central, south. */
export const khcnAreas = pgTable('khcn_areas', {
  id: id(),
  code: text('code').notNull().unique(),
  sort: sort(),
});

export const khcnAreaTranslations = pgTable(
  'khcn_area_translations',
  {
    id: id(),
    areaId: ownerId('area_id', () => khcnAreas.id),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('khcn_area_translations_area_locale_uq').on(t.areaId, t.locale)],
);

/** Investment-advisory desks and branches, each in one area. */
export const khcnDepartments = pgTable(
  'khcn_departments',
  {
    id: id(),
    areaId: ownerId('area_id', () => khcnAreas.id),
    phone: text('phone').notNull(),
    sort: sort(),
  },
  (t) => [index('khcn_departments_area_idx').on(t.areaId)],
);

export const khcnDepartmentTranslations = pgTable(
  'khcn_department_translations',
  {
    id: id(),
    departmentId: ownerId('department_id', () => khcnDepartments.id),
    locale: locale(),
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    uniqueIndex('khcn_department_translations_department_locale_uq').on(t.departmentId, t.locale),
  ],
);

export const khcnSpecialists = pgTable(
  'khcn_specialists',
  {
    id: id(),
    departmentId: ownerId('department_id', () => khcnDepartments.id),
    /** A personal name, the same in both languages. */
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    experienceYears: integer('experience_years').notNull(),
    sort: sort(),
  },
  (t) => [index('khcn_specialists_department_idx').on(t.departmentId)],
);

export const khcnSpecialistTranslations = pgTable(
  'khcn_specialist_translations',
  {
    id: id(),
    specialistId: ownerId('specialist_id', () => khcnSpecialists.id),
    locale: locale(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    certificates: jsonb('certificates').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('khcn_specialist_translations_specialist_locale_uq').on(t.specialistId, t.locale),
  ],
);
