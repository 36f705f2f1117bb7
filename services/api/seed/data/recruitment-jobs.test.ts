import { publicFileNames } from '../files';
import { ABOUT_US_POSTS, RECRUITMENT_FAQS } from './recruitment-content';
import { RECRUITMENT_CATEGORIES, WORKPLACES } from './recruitment-lists';
import { addDays, postingSeeds, slugify } from './recruitment-jobs';

/** The bundled map of the job map (ESM, default export). */
const vietnamMap = async () =>
  ((await import('@svg-maps/vietnam')) as { default: { locations: { id: string }[] } }).default;

describe('recruitment demo data', () => {
  const postings = postingSeeds();

  it('has at least 32 postings: some expired, some closing within 3 days, the rest 2–8 weeks out', () => {
    expect(postings.length).toBeGreaterThanOrEqual(32);
    const offsets = postings.map((p) => p.deadlineOffset);
    expect(offsets.filter((d) => d < 0).length).toBeGreaterThanOrEqual(4);
    expect(offsets.filter((d) => d >= 0 && d <= 2).length).toBeGreaterThanOrEqual(4);
    for (const d of offsets.filter((d) => d > 2)) {
      expect(d).toBeGreaterThanOrEqual(14);
      expect(d).toBeLessThanOrEqual(56);
    }
    for (const p of postings) expect(p.publishedDaysAgo).toBeGreaterThan(-p.deadlineOffset);
  });

  it('gives every posting a unique slug per language and Vietnamese with diacritics', () => {
    for (const locale of ['vi', 'en'] as const) {
      const slugs = postings.map((p) => p.texts[locale].slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    for (const p of postings) {
      expect(p.texts.vi.title).not.toBe(p.texts.en.title);
      expect(`${p.texts.vi.title} ${p.texts.vi.summary}`).toMatch(
        /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i,
      );
    }
    expect(slugify('Kế toán Tổng hợp – Đà Nẵng')).toBe('ke-toan-tong-hop-da-nang');
  });

  it('names only lists that exist, and map ids of @svg-maps/vietnam', async () => {
    const codes = new Set(RECRUITMENT_CATEGORIES.map((c) => `${c.kind}:${c.code}`));
    for (const { role, workplaces } of postings) {
      for (const [kind, code] of [
        ['department', role.department],
        ['career', role.career],
        ['form', role.form],
        ['title', role.title],
        ['position', role.position],
        ...workplaces.map((w) => ['workplace', w]),
      ]) {
        expect(codes, `${role.key}: ${kind} ${code}`).toContain(`${kind}:${code}`);
      }
    }
    const mapIds = new Set((await vietnamMap()).locations.map((l) => l.id));
    expect(WORKPLACES.length).toBeGreaterThanOrEqual(8);
    for (const w of WORKPLACES) expect(mapIds).toContain(w.mapId);
  });

  it('has 4–6 why-join-us posts with seed images and 8–10 FAQs in both languages', async () => {
    expect(ABOUT_US_POSTS.length).toBeGreaterThanOrEqual(4);
    expect(ABOUT_US_POSTS.length).toBeLessThanOrEqual(6);
    expect(RECRUITMENT_FAQS.length).toBeGreaterThanOrEqual(8);
    expect(RECRUITMENT_FAQS.length).toBeLessThanOrEqual(10);
    const files = await publicFileNames();
    for (const post of ABOUT_US_POSTS) if (post.image) expect(files).toContain(post.image);
    const slugs = ABOUT_US_POSTS.flatMap((p) => [p.vi.slug, p.en.slug]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
