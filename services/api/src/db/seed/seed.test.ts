import { count, isNotNull, sql } from 'drizzle-orm';
import { ICON_NAMES } from '@brokerage/shared/validation';
import { openTemplateDatabase } from '../../test/build-test-app';
import { menuItems, pageBlockItems, pages } from '../schema';
import { seedDatabase } from '.';
import { buildPdf, publicFiles } from './files';

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
