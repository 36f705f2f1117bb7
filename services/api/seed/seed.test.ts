import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, isNotNull, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { vi } from 'vitest';
import { ICON_NAMES } from '@brokerage/shared/validation/icons.ts';
import { publicFilesDir, reportFilesDir } from '../src/lib/files/files';
import { verifyPassword } from '../src/lib/security/passwords';
import { openTemplateDatabase } from '../src/test/build-test-app';
import {
  contentItemTranslations,
  contentItems,
  customers,
  menuItems,
  pageBlockItems,
  pages,
} from '../src/db/schema';
import { seedDatabase } from '.';
import { ContentSeedError, checkContentSeeds, prepareContent, seedContent } from './content';
import { CONTENT_SEEDS, REPORT_FILE_PDFS } from './data/content';
import { DEMO_CUSTOMERS, DEMO_CUSTOMER_PASSWORD } from './data/customers';
import { generateCompanyData } from './market/fundamentals/profiles';
import { generateMarket } from './market/generate';
import type { ContentSeed } from './data/content-types';
import {
  FEE_SCHEDULE_PDF,
  buildPdf,
  contentArtFiles,
  ensurePublicFiles,
  ensureReportFiles,
  issuerMark,
  nameInitials,
  publicFileSources,
  publicFiles,
  reportFileSources,
} from './files';

describe('seed', () => {
  it('does nothing on a seeded database', async () => {
    const database = await openTemplateDatabase();
    try {
      const before = await database.db.select({ n: count() }).from(pages);
      expect(await seedDatabase(database.db)).toBe(false);
      const after = await database.db.select({ n: count() }).from(pages);
      expect(after).toEqual(before);
      // The extensions the search relies on are installed.
      const [row] = await database.db
        .select({
          plain: sql<string>`unaccent('Chứng khoán An Phát')`,
          similarity: sql<number>`similarity('an phat', 'an phap')`,
        })
        .from(pages)
        .limit(1);
      expect(row?.plain).toBe('Chung khoan An Phat');
      expect(Number(row?.similarity)).toBeGreaterThan(0.3);
    } finally {
      await database.close();
    }
  });

  it('names only icons the sites can draw', async () => {
    const database = await openTemplateDatabase();
    try {
      // Every Tabler `icon` column (site locales' `icon` is a flag picture URL, not a name).
      const used = [
        ...(await database.db
          .selectDistinct({ icon: menuItems.icon })
          .from(menuItems)
          .where(isNotNull(menuItems.icon))),
        ...(await database.db
          .selectDistinct({ icon: pageBlockItems.icon })
          .from(pageBlockItems)
          .where(isNotNull(pageBlockItems.icon))),
      ].map((row) => row.icon);
      expect(used.length).toBeGreaterThan(10);
      const supported: readonly (string | null)[] = ICON_NAMES;
      expect(used.filter((icon) => !supported.includes(icon))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('seeds the demo customers with argon2id hashes of the demo password', async () => {
    const database = await openTemplateDatabase();
    try {
      const rows = await database.db.select().from(customers).orderBy(customers.accountNumber);
      expect(
        rows.map(({ accountNumber, fullName, email, phone, customerType, idNumber }) => ({
          accountNumber,
          fullName,
          email,
          phone,
          customerType,
          ...(idNumber === null ? {} : { idNumber }),
        })),
      ).toEqual(DEMO_CUSTOMERS);
      for (const row of rows) {
        expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect(row.ssoSubject).toBeNull();
        expect(await verifyPassword(row.passwordHash!, DEMO_CUSTOMER_PASSWORD)).toBe(true);
        expect(await verifyPassword(row.passwordHash!, 'anphat@26')).toBe(false);
      }
      // Each hash has its own salt.
      expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(rows.length);
      // A database seeded before customers existed gets them on its next start.
      await database.db.delete(customers);
      expect(await seedDatabase(database.db)).toBe(true);
      expect(await database.db.select({ n: count() }).from(customers)).toEqual([
        { n: DEMO_CUSTOMERS.length },
      ]);
    } finally {
      await database.close();
    }
  });

  it('generates the same files every time', () => {
    expect(publicFiles()).toEqual(publicFiles());
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = buildPdf(['Title', 'line']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
  });
});

describe('content seed', () => {
  const KNOWN = new Set([FEE_SCHEDULE_PDF, 'demo-app-guide.webm', 'flag-vi.svg']);
  const base = {
    publishedAt: '2026-03-01T09:00:00+07:00',
    vi: { slug: 'muc-a', title: 'Mục A' },
    en: { slug: 'item-a', title: 'Item A' },
  };
  const category: ContentSeed = { ...base, key: 'cat', type: 'disclosure_category', attrs: {} };
  // Deliberately loose: the cases below feed the seeder data its types would refuse.
  const disclosure = (over: Record<string, unknown> = {}): ContentSeed =>
    ({
      ...base,
      key: 'disc',
      type: 'disclosure',
      parent: 'cat',
      attrs: { implementDate: '2026-03-01', stockSymbol: null, file: FEE_SCHEDULE_PDF },
      ...over,
    }) as ContentSeed;

  it('turns bare file names into public URLs and keeps paths and URLs', () => {
    expect(prepareContent(disclosure(), KNOWN).attrs.file).toBe(
      `/api/v1/files/${FEE_SCHEDULE_PDF}`,
    );
    const path = disclosure({
      attrs: { implementDate: '2026-03-01', stockSymbol: null, file: '/x/report.pdf' },
    });
    expect(prepareContent(path, KNOWN).attrs.file).toBe('/x/report.pdf');
    const video: ContentSeed = {
      ...base,
      key: 'clip',
      type: 'video',
      attrs: {
        thumbnail: '',
        urlLink: 'demo-app-guide.webm',
        linkType: 1,
        isLive: false,
        durationSeconds: 5,
      },
    };
    expect(prepareContent(video, KNOWN)).toEqual({
      image: '/api/v1/files/art-clip.svg',
      attrs: {
        thumbnail: '/api/v1/files/art-clip.svg',
        urlLink: '/api/v1/files/demo-app-guide.webm',
        linkType: 1,
        isLive: false,
        durationSeconds: 5,
      },
      localizedAttrs: {},
    });
    const leader: ContentSeed = {
      ...base,
      key: 'boss',
      type: 'leader',
      attrs: { position: 'CEO', photo: null },
    };
    expect(prepareContent(leader, KNOWN).attrs.photo).toBe('/api/v1/files/avatar-boss.svg');
    const withPhoto: ContentSeed = { ...leader, attrs: { position: 'CEO', photo: 'flag-vi.svg' } };
    expect(prepareContent(withPhoto, KNOWN).attrs.photo).toBe('/api/v1/files/flag-vi.svg');
    // Generated art for news-like items without a picture, none when they bring one.
    expect(prepareContent(disclosure(), KNOWN).image).toBe('/api/v1/files/art-disc.svg');
    expect(prepareContent(disclosure({ image: 'flag-vi.svg' }), KNOWN).image).toBe(
      '/api/v1/files/flag-vi.svg',
    );
  });

  it.each([
    [
      'a file the seed does not write',
      disclosure({
        attrs: { implementDate: '2026-03-01', stockSymbol: null, file: 'missing.pdf' },
      }),
      /"disc".*missing\.pdf/,
    ],
    [
      'invalid attrs',
      disclosure({ attrs: { implementDate: '1 March', stockSymbol: null, file: null } }),
      /"disc" \(disclosure\) has invalid attrs: implementDate/,
    ],
    [
      'an unknown attribute',
      disclosure({
        attrs: { implementDate: '2026-03-01', stockSymbol: null, file: null, colour: 'red' },
      }),
      /invalid attrs.*colour/,
    ],
    [
      'a missing attribute',
      disclosure({ attrs: { implementDate: '2026-03-01', stockSymbol: null } }),
      /invalid attrs: file/,
    ],
  ])('refuses %s, naming the item', (_, item, message) => {
    expect(() => prepareContent(item, KNOWN)).toThrow(ContentSeedError);
    expect(() => prepareContent(item, KNOWN)).toThrow(message);
  });

  it.each([
    [
      'an unknown parent',
      [disclosure({ parent: 'nope' })],
      /"disc" \(disclosure\) has an unknown parent "nope"/,
    ],
    ['a child before its parent', [disclosure(), category], /comes before its parent "cat"/],
    [
      'a duplicate key',
      [category, { ...category, vi: { slug: 'b', title: 'B' }, en: { slug: 'b', title: 'B' } }],
      /Duplicate content key "cat"/,
    ],
    [
      'a duplicate slug of a type and language',
      [
        category,
        disclosure(),
        disclosure({ key: 'disc-2', en: { slug: 'other', title: 'Other' } }),
      ],
      /"disc-2".*vi slug "muc-a"/,
    ],
    [
      'an invalid slug',
      [{ ...category, vi: { slug: 'Mục A', title: 'Mục A' } }],
      /invalid vi slug/,
    ],
    [
      'a slug that reads as an id',
      [{ ...category, en: { slug: '2026', title: '2026' } }],
      /invalid en slug "2026"/,
    ],
    ['an invalid date', [{ ...category, publishedAt: 'yesterday' }], /invalid publishedAt/],
  ])('refuses %s before writing anything', async (_, items, message) => {
    expect(() => checkContentSeeds(items)).toThrow(message);
    const database = await openTemplateDatabase();
    try {
      const before = await database.db.select({ n: count() }).from(contentItems);
      await expect(database.db.transaction((tx) => seedContent(tx, items, KNOWN))).rejects.toThrow(
        ContentSeedError,
      );
      expect(await database.db.select({ n: count() }).from(contentItems)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('seeds the whole demo content and gives it to a database seeded before it', async () => {
    // The CMS seed's items and the house's generated research reports (seed-research.ts).
    const items =
      CONTENT_SEEDS.length + generateCompanyData(generateMarket()).researchReports.length;
    const database = await openTemplateDatabase();
    try {
      const [seeded] = await database.db.select({ n: count() }).from(contentItems);
      expect(seeded?.n).toBe(items);
      await database.db.delete(contentItems);
      expect(await seedDatabase(database.db)).toBe(CONTENT_SEEDS.length > 0);
      const [again] = await database.db.select({ n: count() }).from(contentItems);
      expect(again?.n).toBe(items);
      const [text] = await database.db.select({ n: count() }).from(contentItemTranslations);
      expect(text?.n).toBe(items * 2);
    } finally {
      await database.close();
    }
  });

  it('draws the content art the same way every time', () => {
    const items: ContentSeed[] = [
      disclosure(),
      { ...base, key: 'boss', type: 'leader', attrs: { position: 'CEO', photo: null } },
      {
        ...base,
        key: 'deal',
        type: 'recent_deal',
        attrs: {
          issuer: 'Ngân hàng TMCP Phát triển (HDB)',
          role: 'x',
          valueVnd: 1,
          dealDate: '2026-01-01',
          logo: null,
        },
      },
    ];
    const art = contentArtFiles(items);
    expect(Object.keys(art)).toEqual(['art-disc.svg', 'avatar-boss.svg', 'logo-deal.svg']);
    expect(contentArtFiles(items)).toEqual(art);
    expect(art['avatar-boss.svg']).toContain('>MA<');
    expect(art['logo-deal.svg']).toContain('>HDB<');
    expect(nameInitials('Nguyễn Văn An')).toBe('NA');
    expect(issuerMark('Công ty Cổ phần Vinhomes')).toBe('CPV');
  });

  it('keeps an analysis report’s file a private file name', () => {
    const report = (file: string | null): ContentSeed => ({
      ...base,
      key: 'rep',
      type: 'analysis_report',
      attrs: {
        stockSymbol: 'FPT',
        bgColor: null,
        requiredLogin: false,
        releaseDate: '2026-03-01',
        pages: 4,
        file,
      },
    });
    const reports = new Set(['aps-ttpt-x.pdf']);
    expect(prepareContent(report('aps-ttpt-x.pdf'), KNOWN, reports).attrs.file).toBe(
      'aps-ttpt-x.pdf',
    );
    expect(prepareContent(report(null), KNOWN, reports).attrs.file).toBeNull();
    // A public file is not a report file: the report PDFs must never be public.
    expect(() => prepareContent(report(FEE_SCHEDULE_PDF), KNOWN, reports)).toThrow(
      /"rep".*report file "an-phat-fee-schedule-2026\.pdf"/,
    );
  });

  it('migrates an analysis report’s old public URL to the file name', async () => {
    const database = await openTemplateDatabase();
    try {
      const [report] = await database.db
        .select({ id: contentItems.id, attrs: contentItems.attrs })
        .from(contentItems)
        .where(
          sql`${contentItems.type} = 'analysis_report' and ${contentItems.attrs}->>'file' is not null`,
        )
        .limit(1);
      const name = report!.attrs.file as string;
      expect(name).toMatch(/^aps-ttpt-[a-z0-9-]+\.pdf$/);
      await database.db
        .update(contentItems)
        .set({ attrs: { ...report!.attrs, file: `/api/v1/files/${name}` } })
        .where(sql`${contentItems.id} = ${report!.id}`);
      const migration = await readFile(
        new URL('../src/db/migrations/0007_analysis_report_private_files.sql', import.meta.url),
        'utf8',
      );
      await database.db.execute(sql.raw(migration));
      const [after] = await database.db
        .select({ attrs: contentItems.attrs })
        .from(contentItems)
        .where(sql`${contentItems.id} = ${report!.id}`);
      expect(after?.attrs.file).toBe(name);
    } finally {
      await database.close();
    }
  });

  it('writes the report PDFs outside the public files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aps-reports-'));
    try {
      const [first] = REPORT_FILE_PDFS;
      await ensureReportFiles(dir, reportFileSources([first!]));
      const bytes = await readFile(path.join(reportFilesDir(dir), first!.name));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(reportFilesDir(dir).startsWith(publicFilesDir(dir))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes a file it wrote before once it is no longer a public file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aps-files-'));
    try {
      const sources = await publicFileSources(
        [],
        [
          { name: 'kept.pdf', title: 'Giữ lại', lines: ['Một'] },
          { name: 'moved.pdf', title: 'Chuyển đi', lines: ['Hai'] },
        ],
      ).then((all) => all.filter((s) => s.name.endsWith('.pdf') && s.name !== FEE_SCHEDULE_PDF));
      await ensurePublicFiles(dir, sources);
      // Someone else's file in the same folder is not the seed's to remove.
      await writeFile(path.join(publicFilesDir(dir), 'upload.txt'), 'x');
      await ensurePublicFiles(
        dir,
        sources.filter((s) => s.name === 'kept.pdf'),
      );
      expect((await readdir(publicFilesDir(dir))).sort()).toEqual([
        '.seed-manifest.json',
        'kept.pdf',
        'upload.txt',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes missing or changed public files only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aps-files-'));
    try {
      const [pdf] = await publicFileSources(
        [],
        [{ name: 'doc.pdf', title: 'Tài liệu', lines: ['Dòng một'] }],
      ).then((sources) => sources.filter((s) => s.name === 'doc.pdf'));
      const make = vi.fn(pdf!.content);
      await ensurePublicFiles(dir, [{ ...pdf!, content: make }]);
      await ensurePublicFiles(dir, [{ ...pdf!, content: make }]);
      expect(make).toHaveBeenCalledTimes(1);
      await ensurePublicFiles(dir, [{ ...pdf!, fingerprint: 'changed', content: make }]);
      expect(make).toHaveBeenCalledTimes(2);
      const bytes = await readFile(path.join(publicFilesDir(dir), 'doc.pdf'));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getTitle()).toBe('Tài liệu');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
