import { sql } from 'drizzle-orm';
import { parse5Parser } from '@brokerage/shared/format/html/parse5Parser.ts';
import { sanitizeHtml } from '@brokerage/shared/format/html/sanitizeHtml.ts';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import type { Tx } from '../../src/db/client';
import {
  recruitmentAboutUsPostTranslations,
  recruitmentAboutUsPosts,
  recruitmentCategories,
  recruitmentCategoryTranslations,
  recruitmentFaqTranslations,
  recruitmentFaqs,
  recruitmentNews,
  recruitmentNewsTranslations,
  recruitmentNewsWorkplaces,
} from '../../src/db/schema';
import { publicFileUrl } from '../../src/lib/files/files';
import { insertId } from '../insert-id';
import { ABOUT_US_POSTS, RECRUITMENT_FAQS } from './recruitment-content';
import { RECRUITMENT_CATEGORIES, WORKPLACES } from './recruitment-lists';
import {
  FORM_BENEFITS,
  ROLES,
  type RoleSeed,
  type RoleTexts,
  deadlineOffset,
  publishedDaysAgo,
} from './recruitment-postings';

/**
 * The recruitment portal's demo data (docs/recruitment.md "Demo data"): the lists, the job
 * postings, the why-join-us posts and the FAQs. Everything is fixed but the dates, which count
 * from the reference day the seed runs on (Vietnam's calendar day), so a fresh demo always has
 * open, closing and expired postings.
 */

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A URL slug: no diacritics (đ → d), lower case, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const html = (fragments: string[]) =>
  sanitizeHtml(
    fragments.map((f) => (f.startsWith('<') ? f : `<p>${f}</p>`)).join('\n'),
    parse5Parser,
  );
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bullets = (items: string[]) =>
  `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;

export interface PostingSeed {
  role: RoleSeed;
  workplaces: string[];
  featured: boolean;
  /** Days after the reference day. */
  deadlineOffset: number;
  publishedDaysAgo: number;
  texts: Record<Locale, RoleTexts & { slug: string }>;
}

/** Every posting of the seed, in order, with its texts in both languages. */
export function postingSeeds(): PostingSeed[] {
  const cityName = new Map(WORKPLACES.map((w) => [w.code, w]));
  const seeds: PostingSeed[] = [];
  for (const role of ROLES) {
    for (const posting of role.postings) {
      const index = seeds.length;
      const several = role.postings.length > 1;
      const texts = Object.fromEntries(
        LOCALES.map((locale) => {
          const own = role[locale];
          const city = cityName.get(posting.workplaces[0]!)![locale];
          const title = several ? `${own.title} – ${city}` : own.title;
          return [locale, { ...own, title, slug: slugify(title) }];
        }),
      ) as PostingSeed['texts'];
      seeds.push({
        role,
        workplaces: posting.workplaces,
        featured: posting.featured ?? false,
        deadlineOffset: deadlineOffset(index),
        publishedDaysAgo: publishedDaysAgo(index),
        texts,
      });
    }
  }
  return seeds;
}

/**
 * Fills the portal's tables when they are empty (a database seeded before the portal gets them
 * on its next start). `today` is the reference day (YYYY-MM-DD, Vietnam); returns the postings
 * added.
 */
export async function seedRecruitmentJobs(
  tx: Tx,
  today: string,
  knownFiles: ReadonlySet<string>,
): Promise<number> {
  const [existing] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(recruitmentCategories);
  if ((existing?.count ?? 0) > 0) return 0;

  const ids = new Map<string, number>();
  for (const [sort, category] of RECRUITMENT_CATEGORIES.entries()) {
    const id = await insertId(tx, recruitmentCategories, {
      kind: category.kind,
      code: category.code,
      mapId: category.mapId ?? null,
      sort,
    });
    ids.set(`${category.kind}:${category.code}`, id);
    await tx
      .insert(recruitmentCategoryTranslations)
      .values(LOCALES.map((locale) => ({ categoryId: id, locale, name: category[locale] })));
  }
  const idOf = (kind: string, code: string) => {
    const id = ids.get(`${kind}:${code}`);
    if (id === undefined) throw new Error(`recruitment seed: no ${kind} "${code}"`);
    return id;
  };

  const postings = postingSeeds();
  for (const posting of postings) {
    const { role } = posting;
    const publishedAt = new Date(`${addDays(today, -posting.publishedDaysAgo)}T02:00:00Z`);
    const newsId = await insertId(tx, recruitmentNews, {
      departmentId: idOf('department', role.department),
      careerId: idOf('career', role.career),
      formId: idOf('form', role.form),
      titleId: idOf('title', role.title),
      positionId: idOf('position', role.position),
      salaryMin: role.salary?.[0] ?? null,
      salaryMax: role.salary?.[1] ?? null,
      quantity: role.quantity,
      deadline: addDays(today, posting.deadlineOffset),
      publishedAt,
      featured: posting.featured,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    await tx.insert(recruitmentNewsTranslations).values(
      LOCALES.map((locale) => {
        const text = posting.texts[locale];
        const benefits = [...(text.perks ?? []), ...FORM_BENEFITS[role.form]![locale]];
        return {
          newsId,
          locale,
          slug: text.slug,
          title: text.title,
          summary: text.summary,
          description: html([escape(text.intro), bullets(text.duties)]),
          requirements: html([bullets(text.requirements)]),
          benefits: html([bullets(benefits)]),
        };
      }),
    );
    await tx
      .insert(recruitmentNewsWorkplaces)
      .values(posting.workplaces.map((code) => ({ newsId, workplaceId: idOf('workplace', code) })));
  }

  for (const [sort, post] of ABOUT_US_POSTS.entries()) {
    if (post.image && !knownFiles.has(post.image)) {
      throw new Error(`recruitment seed: the post image "${post.image}" is not a seed file`);
    }
    const postId = await insertId(tx, recruitmentAboutUsPosts, {
      image: post.image ? publicFileUrl(post.image) : null,
      sort,
    });
    await tx.insert(recruitmentAboutUsPostTranslations).values(
      LOCALES.map((locale) => ({
        postId,
        locale,
        slug: post[locale].slug,
        title: post[locale].title,
        summary: post[locale].summary,
        content: html(post[locale].content),
      })),
    );
  }

  for (const [sort, faq] of RECRUITMENT_FAQS.entries()) {
    const faqId = await insertId(tx, recruitmentFaqs, { sort });
    await tx
      .insert(recruitmentFaqTranslations)
      .values(LOCALES.map((locale) => ({ faqId, locale, ...faq[locale] })));
  }
  return postings.length;
}
