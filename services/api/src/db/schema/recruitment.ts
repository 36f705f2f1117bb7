import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  RECRUITMENT_APPLICATION_STATUSES,
  RECRUITMENT_CATEGORY_KINDS,
  RECRUITMENT_GENDERS,
  RECRUITMENT_OTP_PURPOSES,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import { at, createdAt, enumCheck, id, locale, ownerId, sort, status, timestamps } from './columns';

/**
 * The recruitment portal (issue 23, docs/recruitment.md): job postings and their lists, the
 * portal's about-us posts and FAQs, quick applications without an account, and the candidates'
 * accounts, which are separate from the brokerage's customers (spec §6).
 */

/**
 * The lists a posting is filed under (spec §7 `recruitments/workplaces`, `careers`, `forms`,
 * `titles`, `departments`, `positions`): one table, told apart by `kind`. A workplace carries
 * the map id of its province (`@svg-maps/vietnam`'s location id) for the job map.
 */
export const recruitmentCategories = pgTable(
  'recruitment_categories',
  {
    id: id(),
    kind: text('kind', { enum: RECRUITMENT_CATEGORY_KINDS }).notNull(),
    /** Stable, unique per kind (`ha-noi`, `it`, `full-time`…). */
    code: text('code').notNull(),
    /** Workplaces only: the province on the job map. */
    mapId: text('map_id'),
    sort: sort(),
  },
  (t) => [
    uniqueIndex('recruitment_categories_kind_code_uq').on(t.kind, t.code),
    enumCheck('recruitment_categories_kind_ck', t.kind, RECRUITMENT_CATEGORY_KINDS),
  ],
);

export const recruitmentCategoryTranslations = pgTable(
  'recruitment_category_translations',
  {
    id: id(),
    categoryId: ownerId('category_id', () => recruitmentCategories.id),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('recruitment_category_translations_category_locale_uq').on(t.categoryId, t.locale),
  ],
);

/**
 * A job posting (`recruitments/news`). Salary in million VND per month; both null is
 * "negotiable". Past `deadline` (the last day, Vietnam time) the posting is expired: still
 * shown, never applied to.
 */
export const recruitmentNews = pgTable(
  'recruitment_news',
  {
    id: id(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => recruitmentCategories.id),
    careerId: integer('career_id')
      .notNull()
      .references(() => recruitmentCategories.id),
    formId: integer('form_id')
      .notNull()
      .references(() => recruitmentCategories.id),
    titleId: integer('title_id')
      .notNull()
      .references(() => recruitmentCategories.id),
    /** The position a quick application names (`position_id`), if any. */
    positionId: integer('position_id').references(() => recruitmentCategories.id),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    quantity: integer('quantity').notNull().default(1),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** Shown first on the list ("hot"). */
    featured: boolean('featured').notNull().default(false),
    status: status(),
    ...timestamps(),
  },
  (t) => [
    index('recruitment_news_deadline_idx').on(t.deadline),
    index('recruitment_news_published_at_idx').on(t.publishedAt),
    check(
      'recruitment_news_salary_ck',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
  ],
);

export const recruitmentNewsTranslations = pgTable(
  'recruitment_news_translations',
  {
    id: id(),
    newsId: ownerId('news_id', () => recruitmentNews.id),
    locale: locale(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (the content pipeline's allow-list). */
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    benefits: text('benefits').notNull(),
  },
  (t) => [
    uniqueIndex('recruitment_news_translations_news_locale_uq').on(t.newsId, t.locale),
    uniqueIndex('recruitment_news_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

/** The workplaces of a posting (one or more). */
export const recruitmentNewsWorkplaces = pgTable(
  'recruitment_news_workplaces',
  {
    newsId: ownerId('news_id', () => recruitmentNews.id),
    workplaceId: ownerId('workplace_id', () => recruitmentCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.workplaceId] }),
    index('recruitment_news_workplaces_workplace_idx').on(t.workplaceId),
  ],
);

/** Why join us (`recruitments/about-us-posts`, detail page `ly-do-gia-nhap-chi-tiet`). */
export const recruitmentAboutUsPosts = pgTable('recruitment_about_us_posts', {
  id: id(),
  /** A file under the public storage prefix. */
  image: text('image'),
  sort: sort(),
  status: status(),
  ...timestamps(),
});

export const recruitmentAboutUsPostTranslations = pgTable(
  'recruitment_about_us_post_translations',
  {
    id: id(),
    postId: ownerId('post_id', () => recruitmentAboutUsPosts.id),
    locale: locale(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
  },
  (t) => [
    uniqueIndex('recruitment_about_us_post_translations_post_locale_uq').on(t.postId, t.locale),
    uniqueIndex('recruitment_about_us_post_translations_locale_slug_uq').on(t.locale, t.slug),
  ],
);

export const recruitmentFaqs = pgTable('recruitment_faqs', {
  id: id(),
  sort: sort(),
  status: status(),
});

export const recruitmentFaqTranslations = pgTable(
  'recruitment_faq_translations',
  {
    id: id(),
    faqId: ownerId('faq_id', () => recruitmentFaqs.id),
    locale: locale(),
    question: text('question').notNull(),
    /** Plain text; paragraphs split on blank lines. */
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('recruitment_faq_translations_faq_locale_uq').on(t.faqId, t.locale)],
);

/**
 * A quick application without an account (`recruitments/join-submissions`): the form and the
 * PDF it sent (a key under `private/recruitment/`).
 */
export const recruitmentJoinSubmissions = pgTable(
  'recruitment_join_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: RECRUITMENT_GENDERS }).notNull(),
    hometown: text('hometown').notNull(),
    positionId: integer('position_id')
      .notNull()
      .references(() => recruitmentCategories.id),
    /** The posting it was sent from, when sent from one. */
    newsId: integer('news_id').references(() => recruitmentNews.id, { onDelete: 'set null' }),
    cvFileKey: text('cv_file_key').notNull(),
    cvFileSize: integer('cv_file_size').notNull(),
    locale: locale(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('recruitment_join_submissions_created_at_idx').on(t.createdAt),
    enumCheck('recruitment_join_submissions_gender_ck', t.gender, RECRUITMENT_GENDERS),
  ],
);

/**
 * A candidate account. A registration is a row with `verifiedAt` null until its OTP is
 * verified; an unverified row holds its email and phone for no one (a new registration with
 * either replaces it), a verified one for good (duplicates are refused, spec §5).
 */
export const recruitmentMembers = pgTable(
  'recruitment_members',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** Normalised (0 and 9 digits). */
    phone: text('phone').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** Where the registration OTP went: `sms` or `mail`. */
    otpChannel: text('otp_channel').notNull(),
    /** sha256 of the registration key the client holds until it verifies (spec §4). */
    registrationKeyHash: text('registration_key_hash'),
    verifiedAt: at('verified_at'),
    /** Profile (beyond the registration). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: RECRUITMENT_GENDERS }),
    address: text('address'),
    /** The avatar's storage key (`private/recruitment/…`, png or jpeg). */
    avatarKey: text('avatar_key'),
    locale: locale(),
    /** When the password was last set: sessions older than it end (a reset logs out everywhere). */
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('recruitment_members_email_idx').on(t.email),
    index('recruitment_members_phone_idx').on(t.phone),
    uniqueIndex('recruitment_members_verified_email_uq')
      .on(t.email)
      .where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('recruitment_members_verified_phone_uq')
      .on(t.phone)
      .where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('recruitment_members_registration_key_uq').on(t.registrationKeyHash),
    index('recruitment_members_created_at_idx').on(t.createdAt),
    enumCheck('recruitment_members_gender_ck', t.gender, RECRUITMENT_GENDERS),
  ],
);

/** Candidate bearer tokens (design §5): only the sha256 is kept; separate from customers'. */
export const recruitmentSessions = pgTable(
  'recruitment_sessions',
  {
    id: id(),
    memberId: ownerId('member_id', () => recruitmentMembers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recruitment_sessions_token_hash_uq').on(t.tokenHash),
    index('recruitment_sessions_member_idx').on(t.memberId),
    index('recruitment_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One-time codes of the portal (lib/security/otp.ts's store): the registration's and the
 * password reset's. `subject` is `register:<member id>` or `reset:<member id>`.
 */
export const recruitmentOtps = pgTable(
  'recruitment_otps',
  {
    id: id(),
    memberId: ownerId('member_id', () => recruitmentMembers.id),
    purpose: text('purpose', { enum: RECRUITMENT_OTP_PURPOSES }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    resendAt: at('resend_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('recruitment_otps_member_idx').on(t.memberId, t.purpose, t.createdAt),
    enumCheck('recruitment_otps_purpose_ck', t.purpose, RECRUITMENT_OTP_PURPOSES),
  ],
);

/**
 * The online CV (`recruitments/members/cv`): the shared schema's `CvData`, saved as the
 * candidate types, and whether it is complete (every required field of every section).
 */
export const recruitmentCvs = pgTable('recruitment_cvs', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => recruitmentMembers.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  complete: boolean('complete').notNull().default(false),
  ...timestamps(),
});

/** The candidate's uploaded PDF CV (`cv/upload`): one, replaced by the next. */
export const recruitmentCvFiles = pgTable('recruitment_cv_files', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => recruitmentMembers.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  /** The name the candidate's file had (shown, never used as a path). */
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  pages: integer('pages').notNull(),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});

/**
 * An application (`apply?via_cv_online=`): one per candidate and posting. What was sent is
 * kept as it was then: the online CV's data, or a copy of the PDF under its own key.
 */
export const recruitmentApplications = pgTable(
  'recruitment_applications',
  {
    id: id(),
    memberId: ownerId('member_id', () => recruitmentMembers.id),
    newsId: integer('news_id')
      .notNull()
      .references(() => recruitmentNews.id),
    viaCvOnline: boolean('via_cv_online').notNull(),
    cvData: jsonb('cv_data').$type<Record<string, unknown>>(),
    cvFileKey: text('cv_file_key'),
    status: text('status', { enum: RECRUITMENT_APPLICATION_STATUSES })
      .notNull()
      .default('submitted'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recruitment_applications_member_news_uq').on(t.memberId, t.newsId),
    index('recruitment_applications_news_idx').on(t.newsId),
    enumCheck('recruitment_applications_status_ck', t.status, RECRUITMENT_APPLICATION_STATUSES),
    check(
      'recruitment_applications_cv_ck',
      sql`(${t.viaCvOnline} and ${t.cvData} is not null) or (not ${t.viaCvOnline} and ${t.cvFileKey} is not null)`,
    ),
  ],
);

/** Saved (liked) postings (`like-recruitment-news`). */
export const recruitmentLikes = pgTable(
  'recruitment_likes',
  {
    memberId: ownerId('member_id', () => recruitmentMembers.id),
    newsId: ownerId('news_id', () => recruitmentNews.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.newsId] }),
    index('recruitment_likes_news_idx').on(t.newsId),
  ],
);

/**
 * "Remind me 3 days before it closes" (`toggle-news-expire-soon-subscription`). The reminder
 * job sends those whose `remindAt` has come and marks `sentAt` in the same statement that
 * claims them, so a reminder is sent once whatever restarts or replicas do.
 */
export const recruitmentReminders = pgTable(
  'recruitment_reminders',
  {
    memberId: ownerId('member_id', () => recruitmentMembers.id),
    newsId: ownerId('news_id', () => recruitmentNews.id),
    remindAt: at('remind_at').notNull(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.newsId] }),
    index('recruitment_reminders_due_idx')
      .on(t.remindAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
