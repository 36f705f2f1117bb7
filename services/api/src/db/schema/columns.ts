import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Og, Seo } from '@brokerage/shared/validation/content.ts';

/** Column builders the tables share (one builder per call: drizzle builders are not reusable). */

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A point in time, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const locale = () => text('locale').notNull();

/** The owning row of a child row, which goes when its owner goes. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A sort position, 0 unless set. */
export const sort = () => integer('sort').notNull().default(0);

/** Published rows are public; drafts are seen only by preview. */
export const STATUSES = ['published', 'draft'] as const;
export const status = () => text('status', { enum: STATUSES }).notNull().default('published');

/** The texts a translation row of a page or content item starts with. */
export const pageTexts = () => ({
  locale: locale(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary'),
});

export const seo = () => jsonb('seo').$type<Seo>().notNull();
export const og = () => jsonb('og').$type<Og>().notNull();

/**
 * A check that keeps a text enum column to the values of its enum (drizzle's text enums are a
 * TypeScript type only); the column and the check take the same constant.
 */
export const enumCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
