import { contentAttrsSchema, type ContentType } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentSeed } from '../content-types';
import { STATIC_PAGES } from '../pages-static';
import { CALENDAR_EVENT_TYPES } from './news-calendar';
import {
  DEMO_VIDEOS,
  PDF_DEMO_MARK,
  SLUG_MAX,
  embedPlayerUrl,
  videoFileName,
} from './news-helpers';
import { NEWS_CONTENT, NEWS_PDFS, RESEARCH_PDFS } from './news';

const LOCALES = ['vi', 'en'] as const;
/** Letters only Vietnamese uses (lower case; texts are lower-cased before the test). */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_VN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;
const WEBM_FILES: readonly string[] = DEMO_VIDEOS.map(videoFileName);
const PDF_NAMES = new Set(NEWS_PDFS.map((p) => p.name));
/** Analysis-report PDFs: private files, apart from the public ones. */
const RESEARCH_NAMES = new Set(RESEARCH_PDFS.map((p) => p.name));

const ofType = <T extends ContentType>(type: T) =>
  NEWS_CONTENT.filter((item): item is Extract<ContentSeed, { type: T }> => item.type === type);
const attrsOf = (item: ContentSeed) => item.attrs as Record<string, unknown>;
const count = (type: ContentType) => ofType(type).length;

describe('news seed data', () => {
  it('has attrs that parse with the type’s schema', () => {
    for (const item of NEWS_CONTENT) {
      const result = contentAttrsSchema(item.type).safeParse(item.attrs);
      expect(result.success, `${item.key}: ${result.error?.message}`).toBe(true);
    }
  });

  it('has unique keys and parents that come earlier', () => {
    const seen = new Set<string>();
    for (const item of NEWS_CONTENT) {
      expect(seen.has(item.key), `duplicate key ${item.key}`).toBe(false);
      if (item.parent) expect(seen.has(item.parent), `${item.key} → ${item.parent}`).toBe(true);
      seen.add(item.key);
    }
  });

  it('points children at parents of the right type', () => {
    const byKey = new Map(NEWS_CONTENT.map((item) => [item.key, item]));
    const parentType: Partial<Record<ContentType, ContentType>> = {
      disclosure: 'disclosure_category',
      sgdck_news: 'sgdck_category',
      analysis_report: 'analysis_report_category',
    };
    for (const item of NEWS_CONTENT) {
      const expected = parentType[item.type];
      if (!expected) continue;
      expect(item.parent, item.key).toBeDefined();
      expect(byKey.get(item.parent ?? '')?.type, item.key).toBe(expected);
    }
  });

  it('has slugs that are lower-case ASCII, short and unique per type and language', () => {
    const seen = new Set<string>();
    for (const item of NEWS_CONTENT) {
      for (const locale of LOCALES) {
        const { slug } = item[locale];
        expect(slug, `${item.key} ${locale}`).toMatch(SLUG);
        expect(slug.length, `${item.key} ${locale}`).toBeLessThanOrEqual(SLUG_MAX);
        const id = `${item.type}/${locale}/${slug}`;
        expect(seen.has(id), `duplicate slug ${id}`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('dates everything in Vietnam time, no later than the demo’s today', () => {
    for (const item of NEWS_CONTENT) {
      expect(item.publishedAt, item.key).toMatch(ISO_VN);
      expect(item.publishedAt < '2026-11-21', item.key).toBe(true);
    }
  });

  it('names only generated PDFs or demo videos as files', () => {
    for (const item of NEWS_CONTENT) {
      const file = attrsOf(item).file;
      if (file === undefined || file === null) continue;
      expect(typeof file).toBe('string');
      // Research PDFs are private (SSO download), every other file a public one.
      const names = item.type === 'analysis_report' ? RESEARCH_NAMES : PDF_NAMES;
      expect(names.has(file as string), `${item.key}: ${String(file)}`).toBe(true);
    }
    for (const video of ofType('video')) {
      const { urlLink, linkType } = video.attrs;
      const allowed = linkType === 5 ? DEMO_VIDEOS.map(embedPlayerUrl) : WEBM_FILES;
      expect(allowed, video.key).toContain(urlLink);
      expect(video.attrs.thumbnail).toBe('');
    }
  });

  it('generates each PDF once, marked as a demo document, and uses every one', () => {
    expect(PDF_NAMES.size).toBe(NEWS_PDFS.length);
    expect(RESEARCH_NAMES.size).toBe(RESEARCH_PDFS.length);
    expect([...RESEARCH_NAMES].filter((name) => PDF_NAMES.has(name))).toEqual([]);
    const used = new Set(NEWS_CONTENT.map((item) => attrsOf(item).file).filter(Boolean));
    for (const doc of [...NEWS_PDFS, ...RESEARCH_PDFS]) {
      expect(doc.name, doc.name).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(doc.lines, doc.name).toContain(PDF_DEMO_MARK);
      expect(doc.lines.length, doc.name).toBeGreaterThan(4);
      expect(VIETNAMESE.test(doc.title.toLowerCase()), doc.name).toBe(true);
      expect(used.has(doc.name), `${doc.name} is not used`).toBe(true);
    }
  });

  it('meets the minimum counts', () => {
    const news = ofType('news');
    const perProduct = (product: string) => news.filter((n) => n.attrs.product === product);
    const minimums = { company: 12, stock: 9, bond: 8, derivative: 8, fund: 8 };
    expect(news.length).toBeGreaterThanOrEqual(45);
    for (const [product, min] of Object.entries(minimums)) {
      expect(perProduct(product).length, product).toBeGreaterThanOrEqual(min);
      expect(
        perProduct(product).filter((n) => n.outstanding).length,
        product,
      ).toBeGreaterThanOrEqual(2);
    }

    expect(count('disclosure_category')).toBe(4);
    expect(count('disclosure')).toBeGreaterThanOrEqual(22);
    // The home's lists take ten outstanding items each (spec §7; test/seeded/home-lists.test.ts).
    expect(perProduct('company').filter((n) => n.outstanding).length).toBeGreaterThanOrEqual(10);
    expect(ofType('disclosure').filter((d) => d.outstanding).length).toBeGreaterThanOrEqual(10);
    const withFile = ofType('disclosure').filter((d) => d.attrs.file !== null).length;
    expect(withFile / count('disclosure')).toBeGreaterThan(0.35);
    expect(withFile / count('disclosure')).toBeLessThan(0.65);

    expect(count('sgdck_category')).toBe(4);
    expect(count('sgdck_news')).toBeGreaterThanOrEqual(22);
    expect(ofType('sgdck_news').filter((n) => n.outstanding).length).toBeGreaterThanOrEqual(10);

    expect(count('video')).toBe(8);
    expect(count('analysis_report_category')).toBeGreaterThanOrEqual(5);
    expect(count('analysis_report')).toBeGreaterThanOrEqual(26);
    expect(count('calendar_event')).toBeGreaterThanOrEqual(12);
  });

  it('spreads the news between August and 20 November 2026, each a full article', () => {
    for (const item of ofType('news')) {
      expect(item.publishedAt >= '2026-08-01' && item.publishedAt < '2026-11-21', item.key).toBe(
        true,
      );
      for (const locale of LOCALES) {
        const text = item[locale];
        expect(text.summary, item.key).toBeTruthy();
        expect(text.keywords, item.key).toBeTruthy();
        expect(text.body?.length, item.key).toBeGreaterThanOrEqual(3);
        expect(text.body?.length, item.key).toBeLessThanOrEqual(6);
      }
    }
  });

  it('marks market articles and research as illustrative', () => {
    const market = ofType('news').filter((n) => n.attrs.product !== 'company');
    for (const item of [...market, ...ofType('analysis_report')]) {
      expect(item.vi.body?.join(' '), item.key).toContain('Số liệu minh họa');
      expect(item.en.body?.join(' '), item.key).toContain('Illustrative figures');
    }
  });

  it('has exactly one live video, in the embedded player, and both kinds of player', () => {
    const videos = ofType('video');
    const live = videos.filter((v) => v.attrs.isLive);
    expect(live).toHaveLength(1);
    expect(live[0]?.attrs.linkType).toBe(5);
    expect(videos.filter((v) => v.attrs.linkType === 5).length).toBeGreaterThan(1);
    expect(videos.filter((v) => v.attrs.linkType !== 5).length).toBeGreaterThan(1);
  });

  it('covers every report period', () => {
    const annualYears = ofType('annual_report').map((r) => r.attrs.year);
    expect(annualYears.sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);

    const periods = ofType('financial_report').map(
      (r) => `${r.attrs.year}-${r.attrs.quarter ?? 'FY'}`,
    );
    for (const p of [
      '2025-1',
      '2025-2',
      '2025-3',
      '2025-4',
      '2026-1',
      '2026-2',
      '2026-3',
      '2023-FY',
      '2024-FY',
      '2025-FY',
    ]) {
      expect(periods, p).toContain(p);
    }
    for (const r of ofType('financial_report'))
      expect(r.attrs.audited).toBe(r.attrs.quarter === null);

    const halves = ofType('governance_report').map((r) => `${r.attrs.year}-${r.attrs.half ?? 'Y'}`);
    for (const p of ['2023-1', '2023-Y', '2024-1', '2024-Y', '2025-1', '2025-Y', '2026-1']) {
      expect(halves, p).toContain(p);
    }
    for (const type of ['annual_report', 'financial_report', 'governance_report'] as const) {
      for (const r of ofType(type)) {
        expect(r.attrs.file, r.key).not.toBeNull();
        expect(r.publishedAt.slice(0, 10), r.key).toBe(r.attrs.releaseDate);
      }
    }
  });

  it('shapes the analysis reports as the report cards expect', () => {
    const categories = new Map(
      ofType('analysis_report_category').map((c) => [c.key, c.attrs.code]),
    );
    expect([...categories.values()]).toEqual(['company', 'industry', 'macro', 'strategy', 'daily']);
    const reports = ofType('analysis_report');
    for (const r of reports) {
      const isCompany = categories.get(r.parent ?? '') === 'company';
      expect(r.attrs.stockSymbol !== null, r.key).toBe(isCompany);
      if (r.attrs.bgColor !== null) expect(r.attrs.bgColor, r.key).toMatch(/^#[0-9A-F]{6}$/);
      expect(
        r.attrs.releaseDate >= '2026-09-01' && r.attrs.releaseDate <= '2026-11-20',
        r.key,
      ).toBe(true);
      expect(r.vi.summary, r.key).toBeTruthy();
    }
    const share = (n: number) => n / reports.length;
    expect(share(reports.filter((r) => r.attrs.requiredLogin).length)).toBeGreaterThan(0.25);
    expect(share(reports.filter((r) => r.attrs.requiredLogin).length)).toBeLessThan(0.45);
    expect(reports.filter((r) => r.attrs.bgColor !== null).length).toBeGreaterThanOrEqual(3);
    expect(share(reports.filter((r) => r.attrs.bgColor === null).length)).toBeGreaterThan(0.5);
    const withoutFile = reports.filter((r) => r.attrs.file === null).length;
    expect(withoutFile).toBeGreaterThanOrEqual(1);
    expect(share(withoutFile)).toBeLessThan(0.25);
  });

  it('keeps disclosures about An Phát and calendar events in their window with known types', () => {
    for (const d of ofType('disclosure')) {
      expect([null, 'APS'], d.key).toContain(d.attrs.stockSymbol);
      expect(d.publishedAt.slice(0, 10), d.key).toBe(d.attrs.implementDate);
    }
    for (const n of ofType('sgdck_news'))
      expect(n.publishedAt.slice(0, 10), n.key).toBe(n.attrs.releaseDate);
    for (const e of ofType('calendar_event')) {
      expect(CALENDAR_EVENT_TYPES, e.key).toContain(e.attrs.eventType);
      expect(e.attrs.eventDate >= '2026-11-01' && e.attrs.eventDate <= '2027-01-31', e.key).toBe(
        true,
      );
    }
  });

  it('is written in both languages: Vietnamese with diacritics, English without', () => {
    let differing = 0;
    for (const item of NEWS_CONTENT) {
      const vi = [item.vi.title, item.vi.summary ?? '', ...(item.vi.body ?? [])]
        .join(' ')
        .toLowerCase();
      const en = [item.en.title, item.en.summary ?? '', ...(item.en.body ?? [])]
        .join(' ')
        .toLowerCase();
      expect(VIETNAMESE.test(vi), `${item.key} vi`).toBe(true);
      expect(VIETNAMESE.test(en), `${item.key} en: ${en.match(VIETNAMESE)?.[0]}`).toBe(false);
      if (item.vi.title !== item.en.title) differing += 1;
    }
    expect(differing / NEWS_CONTENT.length).toBeGreaterThan(0.95);
  });
});

describe('home page list blocks', () => {
  it('lists research, news, disclosures, exchange news and videos in both languages', () => {
    const home = STATIC_PAGES.find((page) => page.key === 'home');
    const listTypes = ['report', 'news', 'news_disclosure', 'news_sgdck', 'video'];
    const vi = home?.blocks?.vi ?? [];
    const en = home?.blocks?.en ?? [];
    expect(vi.map((b) => b.type)).toEqual(en.map((b) => b.type));
    expect(vi.map((b) => b.type).slice(0, 3)).toEqual(['banner', 'customer_service', 'utilities']);
    expect(vi.map((b) => b.type).slice(3)).toEqual(listTypes);
    for (const block of [...vi, ...en].filter((b) => listTypes.includes(b.type))) {
      expect(block.title).toBeTruthy();
      // The site fetches the lists; a block carries at most its "see all" link.
      expect(block.items.length).toBeLessThanOrEqual(1);
      for (const item of block.items) expect(item.link).toBeDefined();
    }
  });
});
