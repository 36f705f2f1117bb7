import { type ContentType, contentAttrsSchema } from '@brokerage/shared/validation/contentItems.ts';
import { CONTENT_TYPES } from '@brokerage/shared/validation/contentTypes.ts';
import { ICON_NAMES } from '@brokerage/shared/validation/icons.ts';
import { SAFE_FILE_NAME } from '../../../src/lib/files/files';
import { ABOUT_PAGES } from '../pages-about';
import { SERVICE_PAGES } from '../pages-services';
import type { ContentSeed } from '../content-types';
import { CORPORATE_CONTENT, CORPORATE_PDFS } from './corporate';
import { DEAL_ROLES } from './corporate-deals';
import { LEADER_POSITIONS } from './corporate-org';

const items = CORPORATE_CONTENT;
const ofType = (type: ContentType) => items.filter((item) => item.type === type);
const attrsOf = (item: ContentSeed) => item.attrs as Record<string, unknown>;
const pdfNames = new Set(CORPORATE_PDFS.map((pdf) => pdf.name));
const FILES_PREFIX = '/api/v1/files/';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Letters only Vietnamese uses (tones and the ă â đ ê ô ơ ư vowels), either case. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const textOf = (t: { title: string; summary?: string; body?: string[] }) =>
  [t.title, t.summary ?? '', ...(t.body ?? [])].join(' ');

/** Opening and closing tags balance in one HTML fragment (void elements aside). */
function unbalancedTags(html: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const [, closing, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (selfClosing || ['br', 'hr', 'img'].includes(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(`</${name}>`);
  }
  return [...problems, ...stack.map((name) => `<${name}> not closed`)];
}

describe('corporate content seed', () => {
  it('parses every item’s attrs with its type’s schema', () => {
    for (const item of items) {
      expect(CONTENT_TYPES, item.key).toContain(item.type);
      const parsed = contentAttrsSchema(item.type).safeParse(item.attrs);
      expect(parsed.success, `${item.key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('has unique keys and parents that come earlier', () => {
    const seen = new Map<string, ContentSeed>();
    for (const item of items) {
      expect(seen.has(item.key), `duplicate key ${item.key}`).toBe(false);
      if (item.parent) expect(seen.has(item.parent), `${item.key} → ${item.parent}`).toBe(true);
      seen.set(item.key, item);
    }
    const parentType: Partial<Record<ContentType, ContentType>> = {
      khcn_service: 'khcn_service_category',
      instruct: 'instruct_category',
      faq: 'faq_category',
      leader: 'department',
      branch: 'region',
    };
    for (const item of items) {
      const expected = parentType[item.type];
      if (expected) expect(seen.get(item.parent ?? '')?.type, item.key).toBe(expected);
      else expect(item.parent, item.key).toBeUndefined();
    }
  });

  it('has well-formed slugs, unique per type and language, one item per slug', () => {
    const owners = new Map<string, string>();
    for (const item of items) {
      for (const locale of ['vi', 'en'] as const) {
        const { slug } = item[locale];
        expect(slug, `${item.key} ${locale}`).toMatch(SLUG);
        expect(slug.length, slug).toBeLessThanOrEqual(80);
        // A route looks items up by a slug of either language: one slug, one item.
        const id = `${item.type}:${slug}`;
        const owner = owners.get(id);
        expect(
          owner === undefined || owner === item.key,
          `${id} used by ${owner} and ${item.key}`,
        ).toBe(true);
        owners.set(id, item.key);
      }
    }
  });

  it('writes Vietnamese with diacritics and English without', () => {
    for (const item of items) {
      expect(item.vi.title, item.key).toMatch(VIETNAMESE);
      expect(textOf(item.vi), item.key).toMatch(VIETNAMESE);
      if (item.type !== 'leader') expect(item.vi.title, item.key).not.toBe(item.en.title);
      // Leaders' names are the same in both languages; everything else is translated.
      if (item.type !== 'leader') expect(item.en.title, item.key).not.toMatch(VIETNAMESE);
      if (item.en.summary && item.type !== 'branch') {
        expect(item.en.summary, item.key).not.toMatch(VIETNAMESE);
      }
    }
  });

  it('keeps both languages’ bodies in step and their HTML balanced', () => {
    const longForm: ContentType[] = [
      'khcn_service',
      'khtc_service',
      'nhdt_service',
      'nhdt_business',
      'fee',
      'instruct',
      'department',
      'leader',
      'branch',
      'recent_deal',
      'bond_product',
    ];
    for (const item of items) {
      const vi = item.vi.body ?? [];
      const en = item.en.body ?? [];
      expect(en.length, item.key).toBe(vi.length);
      if (longForm.includes(item.type)) {
        expect(vi.length, item.key).toBeGreaterThanOrEqual(3);
        expect(vi.length, item.key).toBeLessThanOrEqual(8);
      }
      for (const fragment of [...vi, ...en]) {
        expect(fragment.trim(), item.key).not.toBe('');
        expect(unbalancedTags(fragment), `${item.key}: ${fragment.slice(0, 60)}`).toEqual([]);
      }
    }
  });

  it('marks fees and bond products as illustrative', () => {
    for (const item of ofType('fee')) {
      expect(item.vi.body?.join(' '), item.key).toContain('Biểu phí minh họa');
      expect(item.en.body?.join(' '), item.key).toMatch(/illustrative/i);
    }
    for (const item of ofType('bond_product')) {
      expect(item.vi.summary, item.key).toMatch(/minh họa/);
      expect(item.en.summary, item.key).toMatch(/illustrative/i);
    }
  });

  it('publishes on fixed dates in 2025–2026, not after today', () => {
    for (const item of items) {
      expect(item.publishedAt, item.key).toMatch(/^202[56]-\d{2}-\d{2}T\d{2}:\d{2}:00\+07:00$/);
      expect(Date.parse(item.publishedAt), item.key).toBeLessThanOrEqual(
        Date.parse('2026-11-21T00:00:00+07:00'),
      );
    }
  });

  it('names only icons the sites can draw', () => {
    const icons: readonly string[] = ICON_NAMES;
    for (const item of items) {
      const { icon } = attrsOf(item);
      if (icon !== undefined && icon !== null) expect(icons, item.key).toContain(icon);
    }
  });

  it('links only PDFs the seed writes', () => {
    const files = items.map((item) => attrsOf(item).file).filter((f) => typeof f === 'string');
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) {
      const name = String(file).replace(FILES_PREFIX, '');
      expect(pdfNames, String(file)).toContain(name);
    }
    const bodyLinks = items.flatMap((item) =>
      [...(item.vi.body ?? []), ...(item.en.body ?? [])].flatMap((html) =>
        [...html.matchAll(/href="\/api\/v1\/files\/([^"]+)"/g)].map((m) => m[1]),
      ),
    );
    expect(bodyLinks.length).toBeGreaterThan(0);
    for (const name of bodyLinks) expect(pdfNames, name).toContain(name);
  });

  it('has PDFs with safe, unique names and some text', () => {
    expect(pdfNames.size).toBe(CORPORATE_PDFS.length);
    for (const pdf of CORPORATE_PDFS) {
      expect(pdf.name).toMatch(SAFE_FILE_NAME);
      expect(pdf.name.endsWith('.pdf')).toBe(true);
      expect(pdf.title).toMatch(VIETNAMESE);
      expect(pdf.lines.filter((line) => line.trim()).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has exactly one head office, in Hanoi, and at least three offices per region', () => {
    const branches = ofType('branch');
    const heads = branches.filter((b) => attrsOf(b).isHeadOffice === true);
    expect(heads).toHaveLength(1);
    expect(String(attrsOf(heads[0] as ContentSeed).address)).toContain('Hà Nội');
    const regions = ofType('region');
    expect(regions.map((r) => attrsOf(r).code).sort()).toEqual(['central', 'north', 'south']);
    for (const region of regions) {
      const children = branches.filter((b) => b.parent === region.key);
      expect(children.length, region.key).toBeGreaterThanOrEqual(3);
      for (const child of children) {
        const attrs = attrsOf(child);
        expect(attrs.regionCode, child.key).toBe(attrsOf(region).code);
        // Roughly inside Vietnam.
        expect(attrs.lat as number).toBeGreaterThan(8);
        expect(attrs.lat as number).toBeLessThan(23.5);
        expect(attrs.lng as number).toBeGreaterThan(102);
        expect(attrs.lng as number).toBeLessThan(110);
        expect(String(attrs.address), child.key).toMatch(VIETNAMESE);
      }
    }
  });

  it('uses the position and role codes the site translates', () => {
    const positions: readonly string[] = LEADER_POSITIONS;
    for (const leader of ofType('leader')) {
      expect(positions, leader.key).toContain(attrsOf(leader).position);
      expect(attrsOf(leader).photo).toBeNull();
      expect(leader.vi.slug).toBe(leader.en.slug);
      expect(leader.vi.title).toBe(leader.en.title);
      expect(leader.vi.summary && leader.en.summary, leader.key).toBeTruthy();
    }
    const roles: readonly string[] = DEAL_ROLES;
    for (const deal of ofType('recent_deal')) {
      expect(roles, deal.key).toContain(attrsOf(deal).role);
      expect(attrsOf(deal).valueVnd as number).toBeGreaterThan(0);
    }
    for (const bond of ofType('bond_product')) {
      expect(attrsOf(bond).parValueVnd).toBe(100_000);
    }
  });

  it('has fee tables whose rows fit their columns', () => {
    for (const fee of ofType('fee')) {
      const { columns, rows } = attrsOf(fee) as { columns: string[]; rows: string[][] };
      expect(rows.length, fee.key).toBeGreaterThan(0);
      for (const row of rows) expect(row.length, fee.key).toBe(columns.length);
    }
    expect(ofType('fee').filter((fee) => attrsOf(fee).file).length).toBeGreaterThanOrEqual(1);
  });

  it('gives each language its own fee table', () => {
    const vietnamese = /[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i;
    for (const fee of ofType('fee')) {
      const tables = fee.localizedAttrs as Record<
        'vi' | 'en',
        { columns: string[]; rows: string[][] }
      >;
      const en = [...tables.en.columns, ...tables.en.rows.flat()];
      const vi = [...tables.vi.columns, ...tables.vi.rows.flat()];
      for (const cell of en) expect(cell, fee.key).not.toMatch(vietnamese);
      for (const cell of [...en, ...vi]) expect(cell, fee.key).not.toContain(' / ');
      expect(
        vi.some((cell) => vietnamese.test(cell)),
        fee.key,
      ).toBe(true);
      expect(
        en.filter((cell) => /\d,\d{2}%/.test(cell)),
        fee.key,
      ).toEqual([]);
    }
  });

  it('meets the minimum counts', () => {
    const minimum: Partial<Record<ContentType, number>> = {
      khcn_service_category: 4,
      khcn_service: 12,
      khtc_service: 5,
      nhdt_service: 5,
      nhdt_business: 4,
      fee: 4,
      instruct_category: 5,
      instruct: 14,
      faq_category: 5,
      faq: 24,
      department: 3,
      leader: 12,
      region: 3,
      branch: 9,
      recent_deal: 8,
      bond_product: 5,
    };
    for (const [type, count] of Object.entries(minimum)) {
      expect(ofType(type as ContentType).length, type).toBeGreaterThanOrEqual(count);
    }
    for (const type of [
      'khcn_service_category',
      'instruct_category',
      'faq_category',
      'department',
    ] as const) {
      for (const parent of ofType(type)) {
        expect(
          items.some((item) => item.parent === parent.key),
          parent.key,
        ).toBe(true);
      }
    }
    expect(pdfNames.size).toBeGreaterThanOrEqual(2);
  });
});

describe('about and service pages', () => {
  const pageKeys = new Set([...ABOUT_PAGES, ...SERVICE_PAGES].map((page) => page.key));

  it('keeps vi and en blocks in the same order and size', () => {
    for (const page of [...ABOUT_PAGES, ...SERVICE_PAGES]) {
      const vi = page.blocks?.vi ?? [];
      const en = page.blocks?.en ?? [];
      expect(
        en.map((b) => b.type),
        page.key,
      ).toEqual(vi.map((b) => b.type));
      vi.forEach((block, i) => {
        const other = en[i];
        expect(other?.items.length, `${page.key} ${block.type}`).toBe(block.items.length);
        block.items.forEach((item, j) => {
          const twin = other?.items[j];
          expect(twin?.icon, `${page.key} ${block.type} ${j}`).toBe(item.icon);
          expect(JSON.stringify(twin?.link)).toBe(JSON.stringify(item.link));
        });
      });
    }
  });

  it('gives each about template the blocks its screen draws', () => {
    const blocksOf = (template: string) =>
      ABOUT_PAGES.find((page) => page.templateCode === template)?.blocks?.vi.map((b) => b.type);
    expect(blocksOf('ABOUT_GENERAL')).toEqual(['links']);
    expect(blocksOf('ABOUT_OVERVIEW')).toEqual(['stats', 'timeline']);
    expect(blocksOf('ABOUT_ACHIEVEMENT')).toEqual(['timeline']);
    expect(blocksOf('ABOUT_VALUE')).toEqual(['values']);
    expect(blocksOf('ABOUT_POLICY')).toEqual(['documents']);
  });

  it('links the general page to the other about pages', () => {
    const general = ABOUT_PAGES.find((page) => page.templateCode === 'ABOUT_GENERAL');
    const links = general?.blocks?.vi[0]?.items ?? [];
    const targets = links.flatMap((item) =>
      item.link && 'page' in item.link ? [item.link.page] : [],
    );
    for (const page of ABOUT_PAGES.filter(
      (p) => p.key !== general?.key && p.templateCode !== 'CONTACT',
    )) {
      expect(targets).toContain(page.key);
    }
    for (const target of targets) expect(pageKeys).toContain(target);
    for (const item of links) expect(item.icon).toBeTruthy();
  });

  it('lists policy documents that link to seeded PDFs', () => {
    const policy = ABOUT_PAGES.find((page) => page.templateCode === 'ABOUT_POLICY');
    for (const locale of ['vi', 'en'] as const) {
      const docs = policy?.blocks?.[locale].find((b) => b.type === 'documents')?.items ?? [];
      expect(docs.length).toBeGreaterThanOrEqual(4);
      for (const doc of docs) {
        const url = doc.link && 'url' in doc.link ? doc.link.url : '';
        expect(url.startsWith(FILES_PREFIX), url).toBe(true);
        expect(pdfNames).toContain(url.slice(FILES_PREFIX.length));
        expect(doc.description).toBeTruthy();
      }
    }
  });

  it('draws the organisational chart as a nested list', () => {
    const chart = ABOUT_PAGES.find((page) => page.templateCode === 'ABOUT_ORGANIZATIONAL_CHART');
    for (const locale of ['vi', 'en'] as const) {
      const html = chart?.[locale].body.join('') ?? '';
      expect(html).toContain('<ul class="org-chart">');
      expect(unbalancedTags(html)).toEqual([]);
    }
  });
});
