import { type SQL, and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { RecruitmentCategoryKind } from '@brokerage/shared/validation/recruitment/codes.ts';
import type {
  AboutUsPost,
  AboutUsPostDetail,
  Category,
  Faq,
  JobDetail,
  JobSummary,
  RecruitmentTranslation,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import type { Db } from '../db/client';
import {
  recruitmentAboutUsPostTranslations,
  recruitmentAboutUsPosts,
  recruitmentApplications,
  recruitmentCategories,
  recruitmentCategoryTranslations,
  recruitmentFaqTranslations,
  recruitmentFaqs,
  recruitmentJoinSubmissions,
  recruitmentLikes,
  recruitmentNews,
  recruitmentNewsTranslations,
  recruitmentNewsWorkplaces,
  recruitmentReminders,
} from '../db/schema';
import { bindDb } from './bind-db';
import { escapeLike } from './search';
import { likeFolded } from './search-sources';

/**
 * The recruitment portal's public data (docs/recruitment.md "Public"): job postings and their
 * lists, why-join-us posts, FAQs, and the quick applications sent without an account.
 *
 * "Today" is the caller's (Vietnam's calendar day of `app.now()`, YYYY-MM-DD): a posting is
 * expired after its deadline, and expiring soon when the deadline is within 3 days.
 */

/** A deadline within this many days after today (0, 1, 2) is "expiring soon". */
const EXPIRING_SOON_DAYS = 3;
const RELATED_LIMIT = 4;

const n = recruitmentNews;
const nt = recruitmentNewsTranslations;

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const published = eq(n.status, 'published');
const openOn = (today: string) => sql`${n.deadline} >= ${today}::date`;
/** Open postings first (featured first, then newest), expired ones last. */
const listOrder = (today: string) => [
  sql`case when ${n.deadline} < ${today}::date then 1 else 0 end`,
  desc(n.featured),
  desc(n.publishedAt),
  desc(n.id),
];

/** The name in `locale`, else Vietnamese, else the code. */
function pickName(names: Map<string, string>, locale: Locale, code: string) {
  return names.get(locale) ?? names.get('vi') ?? code;
}

/** Every list entry in `locale`, by id (a small table: one query a call). */
async function categoryMap(db: Db, locale: Locale): Promise<Map<number, Category>> {
  const rows = await db
    .select({
      id: recruitmentCategories.id,
      kind: recruitmentCategories.kind,
      code: recruitmentCategories.code,
      mapId: recruitmentCategories.mapId,
      locale: recruitmentCategoryTranslations.locale,
      name: recruitmentCategoryTranslations.name,
    })
    .from(recruitmentCategories)
    .leftJoin(
      recruitmentCategoryTranslations,
      eq(recruitmentCategoryTranslations.categoryId, recruitmentCategories.id),
    );
  const names = new Map<number, Map<string, string>>();
  const bases = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    bases.set(row.id, row);
    const own = names.get(row.id) ?? new Map<string, string>();
    if (row.locale && row.name) own.set(row.locale, row.name);
    names.set(row.id, own);
  }
  const out = new Map<number, Category>();
  for (const [id, row] of bases) {
    const category: Category = {
      id,
      code: row.code,
      name: pickName(names.get(id)!, locale, row.code),
    };
    if (row.kind === 'workplace') category.mapId = row.mapId;
    out.set(id, category);
  }
  return out;
}

/** `GET workplaces` … `positions`: one list in its order; workplaces with their open postings. */
async function listCategories(
  db: Db,
  kind: RecruitmentCategoryKind,
  locale: Locale,
  today: string,
): Promise<Category[]> {
  const [rows, all] = await Promise.all([
    db
      .select({ id: recruitmentCategories.id })
      .from(recruitmentCategories)
      .where(eq(recruitmentCategories.kind, kind))
      .orderBy(asc(recruitmentCategories.sort), asc(recruitmentCategories.id)),
    categoryMap(db, locale),
  ]);
  const categories = rows.map((row) => all.get(row.id)!);
  if (kind !== 'workplace') return categories;
  const counts = await db
    .select({
      workplaceId: recruitmentNewsWorkplaces.workplaceId,
      open: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(recruitmentNewsWorkplaces)
    .innerJoin(n, eq(n.id, recruitmentNewsWorkplaces.newsId))
    .where(and(published, openOn(today)))
    .groupBy(recruitmentNewsWorkplaces.workplaceId);
  const open = new Map(counts.map((c) => [c.workplaceId, c.open]));
  return categories.map((c) => ({ ...c, openJobs: open.get(c.id) ?? 0 }));
}

type NewsRow = typeof n.$inferSelect;
type NewsTextRow = typeof nt.$inferSelect;

/** Postings as the answers show them, in the order of `ids`; `detail` adds the long texts. */
async function hydrate(
  db: Db,
  ids: number[],
  locale: Locale,
  today: string,
  detail: true,
): Promise<JobDetail[]>;
async function hydrate(
  db: Db,
  ids: number[],
  locale: Locale,
  today: string,
  detail?: false,
): Promise<JobSummary[]>;
async function hydrate(
  db: Db,
  ids: number[],
  locale: Locale,
  today: string,
  detail = false,
): Promise<JobSummary[] | JobDetail[]> {
  if (ids.length === 0) return [];
  const [rows, texts, links, categories] = await Promise.all([
    db.select().from(n).where(inArray(n.id, ids)),
    db.select().from(nt).where(inArray(nt.newsId, ids)),
    db
      .select()
      .from(recruitmentNewsWorkplaces)
      .where(inArray(recruitmentNewsWorkplaces.newsId, ids)),
    categoryMap(db, locale),
  ]);
  const byId = new Map<number, NewsRow>(rows.map((row) => [row.id, row]));
  const textsOf = new Map<number, NewsTextRow[]>();
  for (const text of texts) textsOf.set(text.newsId, [...(textsOf.get(text.newsId) ?? []), text]);
  const workplacesOf = new Map<number, Category[]>();
  for (const link of links) {
    const workplace = categories.get(link.workplaceId);
    if (workplace)
      workplacesOf.set(link.newsId, [...(workplacesOf.get(link.newsId) ?? []), workplace]);
  }
  const category = (id: number): Category =>
    categories.get(id) ?? { id, code: String(id), name: String(id) };
  const out: JobDetail[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const own = textsOf.get(id) ?? [];
    const text =
      own.find((t) => t.locale === locale) ?? own.find((t) => t.locale === 'vi') ?? own[0];
    if (!row || !text) continue;
    const expired = row.deadline < today;
    const translations: RecruitmentTranslation[] = own
      .filter((t) => t.locale === 'vi' || t.locale === 'en')
      .map((t) => ({ locale: t.locale as Locale, slug: t.slug }))
      .sort((a, b) => a.locale.localeCompare(b.locale));
    const summary: JobSummary = {
      id,
      slug: text.slug,
      title: text.title,
      summary: text.summary,
      department: category(row.departmentId),
      career: category(row.careerId),
      form: category(row.formId),
      level: category(row.titleId),
      workplaces: (workplacesOf.get(id) ?? []).sort((a, b) => a.id - b.id),
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      quantity: row.quantity,
      deadline: row.deadline,
      publishedAt: row.publishedAt.toISOString(),
      featured: row.featured,
      expired,
      expiringSoon: !expired && daysBetween(today, row.deadline) < EXPIRING_SOON_DAYS,
      translations,
    };
    out.push(
      detail
        ? {
            ...summary,
            description: text.description,
            requirements: text.requirements,
            benefits: text.benefits,
            position: row.positionId === null ? null : category(row.positionId),
          }
        : (summary as JobDetail),
    );
  }
  return out;
}

export interface JobListFilters {
  keyword?: string;
  careerId?: number;
  workplaceId?: number;
  formId?: number;
  titleId?: number;
  departmentId?: number;
}

/** `GET news`: one page, open first (featured, newest), expired last. */
async function listNews(
  db: Db,
  options: JobListFilters & { locale: Locale; today: string; page: number; limit: number },
): Promise<{ items: JobSummary[]; total: number }> {
  const { locale, today, page, limit } = options;
  const where: (SQL | undefined)[] = [published];
  if (options.careerId !== undefined) where.push(eq(n.careerId, options.careerId));
  if (options.formId !== undefined) where.push(eq(n.formId, options.formId));
  if (options.titleId !== undefined) where.push(eq(n.titleId, options.titleId));
  if (options.departmentId !== undefined) where.push(eq(n.departmentId, options.departmentId));
  if (options.workplaceId !== undefined) {
    where.push(
      sql`exists (select 1 from ${recruitmentNewsWorkplaces} w
        where w.news_id = ${n.id} and w.workplace_id = ${options.workplaceId})`,
    );
  }
  if (options.keyword) {
    const pattern = `%${escapeLike(options.keyword)}%`;
    where.push(
      or(
        likeFolded(nt.title, pattern),
        likeFolded(nt.summary, pattern),
        sql`exists (select 1 from ${recruitmentCategoryTranslations} ct
          where ct.category_id = ${n.departmentId} and ct.locale = ${locale}
            and ${likeFolded(sql`ct.name`, pattern)})`,
      ),
    );
  }
  const rows = await db
    .select({ id: n.id, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(n)
    .innerJoin(nt, and(eq(nt.newsId, n.id), eq(nt.locale, locale)))
    .where(and(...where))
    .orderBy(...listOrder(today))
    .limit(limit)
    .offset((page - 1) * limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(n)
      .innerJoin(nt, and(eq(nt.newsId, n.id), eq(nt.locale, locale)))
      .where(and(...where));
    total = count?.total ?? 0;
  }
  return {
    items: await hydrate(
      db,
      rows.map((r) => r.id),
      locale,
      today,
    ),
    total,
  };
}

/** A posting's id from its id or its slug (either language's; the request's first). */
async function resolveNewsId(db: Db, idOrSlug: string, locale: Locale): Promise<number | null> {
  if (/^\d{1,9}$/.test(idOrSlug)) {
    const [row] = await db
      .select({ id: n.id })
      .from(n)
      .where(and(eq(n.id, Number(idOrSlug)), published));
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: n.id })
    .from(nt)
    .innerJoin(n, eq(n.id, nt.newsId))
    .where(and(eq(nt.slug, idOrSlug), published))
    .orderBy(sql`case when ${nt.locale} = ${locale} then 0 else 1 end`)
    .limit(1);
  return row?.id ?? null;
}

/** `GET news/{id or slug}`: the posting, or null. */
async function findNews(
  db: Db,
  idOrSlug: string,
  locale: Locale,
  today: string,
): Promise<JobDetail | null> {
  const id = await resolveNewsId(db, idOrSlug, locale);
  if (id === null) return null;
  const [detail] = await hydrate(db, [id], locale, today, true);
  return detail ?? null;
}

/** `GET news/related/{id}`: other open postings, same career first; null for no such posting. */
async function relatedNews(
  db: Db,
  id: number,
  locale: Locale,
  today: string,
): Promise<JobSummary[] | null> {
  const [own] = await db
    .select({ careerId: n.careerId })
    .from(n)
    .where(and(eq(n.id, id), published));
  if (!own) return null;
  const rows = await db
    .select({ id: n.id })
    .from(n)
    .where(and(published, ne(n.id, id), openOn(today)))
    .orderBy(
      sql`case when ${n.careerId} = ${own.careerId} then 0 else 1 end`,
      desc(n.featured),
      desc(n.publishedAt),
      desc(n.id),
    )
    .limit(RELATED_LIMIT);
  return hydrate(
    db,
    rows.map((r) => r.id),
    locale,
    today,
  );
}

/** The posting a quick application or a candidate action names: its deadline and title. */
async function findNewsForAction(
  db: Db,
  id: number,
  locale: Locale,
): Promise<{ id: number; deadline: string; title: string } | null> {
  const [row] = await db
    .select({ id: n.id, deadline: n.deadline, title: nt.title, locale: nt.locale })
    .from(n)
    .leftJoin(nt, eq(nt.newsId, n.id))
    .where(and(eq(n.id, id), published))
    .orderBy(
      sql`case when ${nt.locale} = ${locale} then 0 when ${nt.locale} = 'vi' then 1 else 2 end`,
    )
    .limit(1);
  return row ? { id: row.id, deadline: row.deadline, title: row.title ?? '' } : null;
}

/** A list entry of `kind`, in `locale`, or null. */
async function findCategory(
  db: Db,
  kind: RecruitmentCategoryKind,
  id: number,
  locale: Locale,
): Promise<Category | null> {
  const [row] = await db
    .select({ id: recruitmentCategories.id })
    .from(recruitmentCategories)
    .where(and(eq(recruitmentCategories.id, id), eq(recruitmentCategories.kind, kind)));
  if (!row) return null;
  return (await categoryMap(db, locale)).get(row.id) ?? null;
}

/** Whether the candidate saved, applied to, or set a reminder for each of `newsIds`. */
async function candidateFlags(
  db: Db,
  memberId: number,
  newsIds: number[],
): Promise<Map<number, { liked: boolean; applied: boolean; reminderSet: boolean }>> {
  const flags = new Map(
    newsIds.map((id) => [id, { liked: false, applied: false, reminderSet: false }]),
  );
  if (newsIds.length === 0) return flags;
  const [likes, applications, reminders] = await Promise.all([
    db
      .select({ newsId: recruitmentLikes.newsId })
      .from(recruitmentLikes)
      .where(
        and(eq(recruitmentLikes.memberId, memberId), inArray(recruitmentLikes.newsId, newsIds)),
      ),
    db
      .select({ newsId: recruitmentApplications.newsId })
      .from(recruitmentApplications)
      .where(
        and(
          eq(recruitmentApplications.memberId, memberId),
          inArray(recruitmentApplications.newsId, newsIds),
        ),
      ),
    db
      .select({ newsId: recruitmentReminders.newsId })
      .from(recruitmentReminders)
      .where(
        and(
          eq(recruitmentReminders.memberId, memberId),
          inArray(recruitmentReminders.newsId, newsIds),
        ),
      ),
  ]);
  for (const { newsId } of likes) flags.get(newsId)!.liked = true;
  for (const { newsId } of applications) flags.get(newsId)!.applied = true;
  for (const { newsId } of reminders) flags.get(newsId)!.reminderSet = true;
  return flags;
}

/** `GET faqs` in their order. */
async function listFaqs(db: Db, locale: Locale): Promise<Faq[]> {
  const rows = await db
    .select({
      id: recruitmentFaqs.id,
      locale: recruitmentFaqTranslations.locale,
      question: recruitmentFaqTranslations.question,
      answer: recruitmentFaqTranslations.answer,
    })
    .from(recruitmentFaqs)
    .innerJoin(recruitmentFaqTranslations, eq(recruitmentFaqTranslations.faqId, recruitmentFaqs.id))
    .where(eq(recruitmentFaqs.status, 'published'))
    .orderBy(asc(recruitmentFaqs.sort), asc(recruitmentFaqs.id));
  const out = new Map<number, Faq & { locale: string }>();
  for (const row of rows) {
    const seen = out.get(row.id);
    // The request's language wins; Vietnamese fills in a missing translation.
    if (!seen || (seen.locale !== locale && (row.locale === locale || row.locale === 'vi'))) {
      out.set(row.id, row);
    }
  }
  return [...out.values()].map(({ id, question, answer }) => ({ id, question, answer }));
}

const ap = recruitmentAboutUsPosts;
const apt = recruitmentAboutUsPostTranslations;

async function aboutUsPosts(db: Db, locale: Locale, ids?: number[]): Promise<AboutUsPostDetail[]> {
  const posts = await db
    .select()
    .from(ap)
    .where(and(eq(ap.status, 'published'), ids ? inArray(ap.id, ids) : undefined))
    .orderBy(asc(ap.sort), asc(ap.id));
  if (posts.length === 0) return [];
  const texts = await db
    .select()
    .from(apt)
    .where(
      inArray(
        apt.postId,
        posts.map((p) => p.id),
      ),
    );
  return posts.flatMap((post) => {
    const own = texts.filter((t) => t.postId === post.id);
    const text =
      own.find((t) => t.locale === locale) ?? own.find((t) => t.locale === 'vi') ?? own[0];
    if (!text) return [];
    return [
      {
        id: post.id,
        slug: text.slug,
        title: text.title,
        summary: text.summary,
        image: post.image,
        translations: own
          .map((t) => ({ locale: t.locale as Locale, slug: t.slug }))
          .sort((a, b) => a.locale.localeCompare(b.locale)),
        content: text.content,
      },
    ];
  });
}

/** `GET about-us-posts` in their order (without the content). */
async function listAboutUsPosts(db: Db, locale: Locale): Promise<AboutUsPost[]> {
  return (await aboutUsPosts(db, locale)).map(({ content: _content, ...post }) => post);
}

/** `GET about-us-posts/{id or slug}`, or null. */
async function findAboutUsPost(
  db: Db,
  idOrSlug: string,
  locale: Locale,
): Promise<AboutUsPostDetail | null> {
  let id: number | undefined;
  if (/^\d{1,9}$/.test(idOrSlug)) id = Number(idOrSlug);
  else {
    const [row] = await db
      .select({ id: apt.postId })
      .from(apt)
      .where(eq(apt.slug, idOrSlug))
      .orderBy(sql`case when ${apt.locale} = ${locale} then 0 else 1 end`)
      .limit(1);
    id = row?.id;
  }
  if (id === undefined) return null;
  const [post] = await aboutUsPosts(db, locale, [id]);
  return post ?? null;
}

export type JoinSubmissionValues = typeof recruitmentJoinSubmissions.$inferInsert;

/** Stores a quick application; returns its id. */
async function createJoinSubmission(db: Db, values: JoinSubmissionValues): Promise<number> {
  const [row] = await db
    .insert(recruitmentJoinSubmissions)
    .values(values)
    .returning({ id: recruitmentJoinSubmissions.id });
  if (!row) throw new Error('recruitment_join_submissions: the insert returned nothing');
  return row.id;
}

/** The recruitment portal's job postings, their lists, about-us posts, FAQs and quick applications. */
export function recruitmentJobsRepository(db: Db) {
  return bindDb(db, {
    listCategories,
    listNews,
    findNews,
    relatedNews,
    findNewsForAction,
    findCategory,
    candidateFlags,
    listFaqs,
    listAboutUsPosts,
    findAboutUsPost,
    createJoinSubmission,
    /** Postings as the answers show them, in the order of `ids` (saved and applied jobs). */
    summaries: (db: Db, ids: number[], locale: Locale, today: string) =>
      hydrate(db, ids, locale, today),
  });
}
