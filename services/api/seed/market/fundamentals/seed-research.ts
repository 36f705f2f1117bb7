import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../src/db/client';
import {
  companyRecommendations,
  contentItemTranslations,
  contentItems,
} from '../../../src/db/schema';
import { insertContentItem, prepareContent } from '../../content';
import type { ContentSeed } from '../../data/content-types';
import { categoryKey, reportBody, reportKeywords } from '../../data/content/news-analysis';
import { seed, slugify, vnTime } from '../../data/content/news-helpers';
import {
  CMS_REPORT_CALLS,
  RECOMMENDATION_WORDS,
  type ResearchReport,
} from './profiles-recommendations';

/**
 * The house's company research reports (`generateCompanyData().researchReports`, one for each
 * fundamental call of the last two years that has no hand-written report) as analysis-report
 * content, filed under the `company` category the CMS seed made (news-analysis.ts). They carry
 * no PDF: drawing one for each of them would add seconds to every fresh seed and test run, and a
 * report without a file is one the API and the sites already know (no download offered).
 */

/** The category code of the company reports (`analysis_report_category.attrs.code`). */
export const RESEARCH_CATEGORY_CODE = 'company';

/** The content item of one generated report, written like the CMS seed's company reports. */
export function researchReportSeed(report: ResearchReport): ContentSeed {
  const text = (locale: 'vi' | 'en') => ({
    title: report[locale].title,
    // A company's calls share their few titles: the date makes each slug its own.
    slug: `${slugify(report[locale].title)}-${report.date}`,
    summary: report[locale].summary,
    body: reportBody(RECOMMENDATION_WORDS[report.view][locale], report[locale].points, locale),
    keywords: reportKeywords(report.symbol, report.category, locale),
  });
  return seed<'analysis_report'>({
    key: `analysis-report-${report.key}`,
    type: 'analysis_report',
    parent: categoryKey(report.category),
    publishedAt: vnTime(report.date, '09:00'),
    attrs: {
      stockSymbol: report.symbol,
      bgColor: null,
      requiredLogin: report.requiredLogin,
      releaseDate: report.date,
      pages: report.pages,
      file: null,
    },
    vi: text('vi'),
    en: text('en'),
  });
}

/** The id of the company reports' category, or null when the content has none. */
async function companyCategoryId(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.type, 'analysis_report_category'),
        sql`${contentItems.attrs}->>'code' = ${RESEARCH_CATEGORY_CODE}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Whether the content already holds the house's generated reports: an analysis report on the
 * date of a stored fundamental call that is not one of the hand-written reports' calls.
 */
async function hasGeneratedReports(tx: Tx): Promise<boolean> {
  const handWritten = CMS_REPORT_CALLS.map((call) => `${call.symbol}|${call.date}`);
  const [row] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .innerJoin(
      companyRecommendations,
      and(
        sql`${companyRecommendations.symbol} = ${contentItems.attrs}->>'stockSymbol'`,
        sql`${companyRecommendations.recommendationDate}::text = ${contentItems.attrs}->>'releaseDate'`,
      ),
    )
    .where(
      and(
        eq(contentItems.type, 'analysis_report'),
        eq(companyRecommendations.categoryCode, 'fundamental'),
        sql`${companyRecommendations.symbol} || '|' || ${companyRecommendations.recommendationDate}::text <> all(${sql.param(handWritten)}::text[])`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * True when the generated reports should be added: the content has the company category, the
 * house's calls are stored, and no report of theirs is there yet (a database seeded before the
 * reports were written into the content).
 */
export async function researchReportsMissing(tx: Tx): Promise<boolean> {
  if ((await companyCategoryId(tx)) === null) return false;
  const [call] = await tx
    .select({ id: companyRecommendations.id })
    .from(companyRecommendations)
    .where(eq(companyRecommendations.categoryCode, 'fundamental'))
    .limit(1);
  return call !== undefined && !(await hasGeneratedReports(tx));
}

/**
 * Writes the generated reports under the company category, skipping any whose slug is already
 * taken, and returns how many it wrote; nothing without the category (content not seeded).
 */
export async function insertResearchReports(
  tx: Tx,
  reports: readonly ResearchReport[],
): Promise<number> {
  const parentId = await companyCategoryId(tx);
  if (parentId === null || reports.length === 0) return 0;
  const items = reports.map(researchReportSeed);
  const taken = new Set(
    (
      await tx
        .select({ slug: contentItemTranslations.slug })
        .from(contentItemTranslations)
        .where(
          and(
            eq(contentItemTranslations.type, 'analysis_report'),
            eq(contentItemTranslations.locale, 'vi'),
            inArray(
              contentItemTranslations.slug,
              items.map((item) => item.vi.slug),
            ),
          ),
        )
    ).map((row) => row.slug),
  );
  let added = 0;
  for (const item of items) {
    if (taken.has(item.vi.slug)) continue;
    await insertContentItem(tx, item, prepareContent(item, new Set()), parentId);
    added += 1;
  }
  return added;
}
