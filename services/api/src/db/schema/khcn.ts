import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Regions of the individual-customer (KHCN) network: north, central, south. */
export const khcnAreas = pgTable('khcn_areas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const khcnAreaTranslations = pgTable(
  'khcn_area_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer('area_id')
      .notNull()
      .references(() => khcnAreas.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('khcn_area_translations_area_locale_uq').on(t.areaId, t.locale)],
);

/** Investment-advisory desks and branches, each in one area. */
export const khcnDepartments = pgTable(
  'khcn_departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    areaId: integer('area_id')
      .notNull()
      .references(() => khcnAreas.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('khcn_departments_area_idx').on(t.areaId)],
);

export const khcnDepartmentTranslations = pgTable(
  'khcn_department_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => khcnDepartments.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => khcnDepartments.id, { onDelete: 'cascade' }),
    /** A personal name, the same in both languages. */
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    experienceYears: integer('experience_years').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('khcn_specialists_department_idx').on(t.departmentId)],
);

export const khcnSpecialistTranslations = pgTable(
  'khcn_specialist_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => khcnSpecialists.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    certificates: jsonb('certificates').$type<string[]>().notNull(),
  },
  (t) => [
    uniqueIndex('khcn_specialist_translations_specialist_locale_uq').on(t.specialistId, t.locale),
  ],
);
