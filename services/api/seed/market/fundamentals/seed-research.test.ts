import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  companyRecommendations,
  contentItemTranslations,
  contentItems,
} from '../../../src/db/schema';
import { openTemplateDatabase } from '../../../src/test/build-test-app';
import { generateMarket } from '../generate';
import { seedMarket } from '../seed';
import { generateCompanyData } from './profiles';
import { RECOMMENDATION_WORDS } from './profiles-recommendations';
import { RESEARCH_CATEGORY_CODE, researchReportSeed } from './seed-research';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const reports = generateCompanyData(generateMarket()).researchReports;

/** The stored analysis reports on the generated reports' (symbol, date), by `symbol|date`. */
async function storedReports(db: Awaited<ReturnType<typeof openTemplateDatabase>>['db']) {
  const categories = await db
    .select({ id: contentItems.id, code: sql<string>`${contentItems.attrs}->>'code'` })
    .from(contentItems)
    .where(eq(contentItems.type, 'analysis_report_category'));
  const codeOf = new Map(categories.map((c) => [c.id, c.code]));
  const rows = (
    await db
      .select({
        id: contentItems.id,
        parentId: contentItems.parentId,
        attrs: contentItems.attrs,
        publishedAt: contentItems.publishedAt,
      })
      .from(contentItems)
      .where(eq(contentItems.type, 'analysis_report'))
      .orderBy(asc(contentItems.id))
  ).map(({ parentId, ...row }) => ({
    ...row,
    parentCode: parentId === null ? null : (codeOf.get(parentId) ?? null),
  }));
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${String(row.attrs.stockSymbol)}|${String(row.attrs.releaseDate)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

describe('the house research reports in the analysis-report content', () => {
  it(
    'are generated for every company, deterministic and bilingual, with slugs of their own',
    { timeout: 60_000 },
    () => {
      expect(reports.length).toBeGreaterThan(50);
      expect(new Set(reports.map((r) => r.symbol)).size).toBe(generateMarket().companies.length);
      const again = generateCompanyData(generateMarket()).researchReports;
      expect(again.map(researchReportSeed)).toEqual(reports.map(researchReportSeed));
      for (const locale of ['vi', 'en'] as const) {
        const slugs = reports.map((r) => researchReportSeed(r)[locale].slug);
        for (const slug of slugs) expect(slug).toMatch(SLUG);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
      const [first] = reports;
      const item = researchReportSeed(first!);
      expect(item).toMatchObject({
        type: 'analysis_report',
        parent: `analysis-category-${RESEARCH_CATEGORY_CODE}`,
        attrs: { stockSymbol: first!.symbol, releaseDate: first!.date, file: null, bgColor: null },
        vi: { title: first!.vi.title, summary: first!.vi.summary },
        en: { title: first!.en.title, summary: first!.en.summary },
      });
      // The body states the call in each language's words, then the key points.
      expect(item.vi.body?.[0]).toContain(RECOMMENDATION_WORDS[first!.view].vi);
      expect(item.en.body?.[0]).toContain(RECOMMENDATION_WORDS[first!.view].en);
      expect(item.vi.body?.[1]).toContain(first!.vi.points[0]);
    },
  );

  it(
    'are stored once each under the company category, on the date of their call',
    { timeout: 90_000 },
    async () => {
      const database = await openTemplateDatabase();
      try {
        const { db } = database;
        const stored = await storedReports(db);
        const calls = await db
          .select({
            symbol: companyRecommendations.symbol,
            date: companyRecommendations.recommendationDate,
            recommendation: companyRecommendations.recommendation,
          })
          .from(companyRecommendations)
          .where(eq(companyRecommendations.categoryCode, 'fundamental'));
        const callOf = new Map(calls.map((c) => [`${c.symbol}|${c.date}`, c.recommendation]));
        for (const report of reports) {
          const key = `${report.symbol}|${report.date}`;
          const rows = stored.get(key) ?? [];
          expect(rows, key).toHaveLength(1);
          const [row] = rows;
          expect(row!.parentCode).toBe(RESEARCH_CATEGORY_CODE);
          expect(row!.attrs).toEqual({
            stockSymbol: report.symbol,
            bgColor: null,
            requiredLogin: report.requiredLogin,
            releaseDate: report.date,
            pages: report.pages,
            file: null,
          });
          expect(row!.publishedAt.toISOString()).toBe(
            new Date(`${report.date}T09:00:00+07:00`).toISOString(),
          );
          // The report's view is its call's, stored in the recommendations table.
          expect(callOf.get(key)).toBe(report.view);
        }
        const ids = [...stored.values()].flat().map((row) => row.id);
        const texts = await db
          .select({
            locale: contentItemTranslations.locale,
            title: contentItemTranslations.title,
            itemId: contentItemTranslations.itemId,
          })
          .from(contentItemTranslations)
          .where(inArray(contentItemTranslations.itemId, ids));
        const fpt = reports.find((r) => r.symbol === 'FPT')!;
        const fptId = stored.get(`FPT|${fpt.date}`)![0]!.id;
        expect(
          texts.filter((t) => t.itemId === fptId).map(({ locale, title }) => ({ locale, title })),
        ).toEqual(
          expect.arrayContaining([
            { locale: 'vi', title: fpt.vi.title },
            { locale: 'en', title: fpt.en.title },
          ]),
        );
        // Seeded: nothing more to add.
        expect(await db.transaction((tx) => seedMarket(tx))).toBe(0);
      } finally {
        await database.close();
      }
    },
  );

  // Generating the demo market takes a few seconds, longer on a busy machine.
  it('are added to content seeded before them, once', { timeout: 90_000 }, async () => {
    const database = await openTemplateDatabase();
    try {
      const { db } = database;
      const stored = await storedReports(db);
      const generatedIds = reports.flatMap(
        (r) => stored.get(`${r.symbol}|${r.date}`)?.map((row) => row.id) ?? [],
      );
      expect(generatedIds).toHaveLength(reports.length);
      // As a database whose content was seeded before: the hand-written reports only.
      await db.delete(contentItems).where(inArray(contentItems.id, generatedIds));
      const before = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(eq(contentItems.type, 'analysis_report'));
      expect(await db.transaction((tx) => seedMarket(tx))).toBe(reports.length);
      const after = await storedReports(db);
      for (const report of reports) {
        expect(after.get(`${report.symbol}|${report.date}`), report.key).toHaveLength(1);
      }
      // The hand-written reports are untouched.
      const handWritten = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(
          and(
            eq(contentItems.type, 'analysis_report'),
            inArray(
              contentItems.id,
              before.map((row) => row.id),
            ),
          ),
        );
      expect(handWritten).toHaveLength(before.length);
      expect(await db.transaction((tx) => seedMarket(tx))).toBe(0);
    } finally {
      await database.close();
    }
  });
});
