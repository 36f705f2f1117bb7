import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { SearchDocument } from '../../repositories/search';
import { LiveSearchIndex, SearchIndex, similarity, trigramsOf } from './search-index';

let nextId = 1;
const doc = (title: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  type: 'news',
  id: nextId++,
  title,
  summary: null,
  content: null,
  plainContent: '',
  slug: `s-${nextId}`,
  templateCode: null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ref: null,
  url: `/tin/${nextId}`,
  ...fields,
});

const indexOf = (vi: SearchDocument[], en: SearchDocument[] = []) => new SearchIndex({ vi, en });
const titles = (index: SearchIndex, keyword: string, locale: Locale = 'vi', limit = 50) =>
  index.search(keyword, locale, 1, limit).items.map((item) => item.hit.title);

describe('SearchIndex', () => {
  it('finds Vietnamese with or without diacritics, in title, summary or body', () => {
    const index = indexOf([
      doc('Thị trường cổ phiếu tuần này'),
      doc('Tin doanh nghiệp', { summary: 'Giao dịch Cổ Phiếu sôi động' }),
      doc('Bản tin', { content: '<p>cổ phiếu</p>', plainContent: ' cổ phiếu ' }),
      doc('Trái phiếu doanh nghiệp'),
      doc('Đầu tư an toàn'),
    ]);
    expect(titles(index, 'co phieu')).toEqual([
      'Thị trường cổ phiếu tuần này',
      'Tin doanh nghiệp',
      'Bản tin',
    ]);
    expect(titles(index, 'CỔ PHIẾU')).toEqual(titles(index, 'co phieu'));
    expect(titles(index, 'dau tu')).toEqual(['Đầu tư an toàn']);
    expect(titles(index, 'đầu')).toEqual(['Đầu tư an toàn']);
    // Two letters are looked for without the trigram index, with the same result.
    expect(titles(index, 'ĐA')).toEqual(['Đầu tư an toàn']);
  });

  it('matches text, not patterns, and never across fields', () => {
    const index = indexOf([
      doc('Lãi suất 5%', { summary: 'tăng' }),
      doc('Phí_giao dịch'),
      doc('abc', { summary: 'def' }),
    ]);
    expect(titles(index, '%')).toEqual(['Lãi suất 5%']);
    expect(titles(index, '_')).toEqual(['Phí_giao dịch']);
    expect(titles(index, 'cdef')).toEqual([]);
    expect(titles(index, 'x'.repeat(100))).toEqual([]);
  });

  it('ranks title matches first, then title similarity, then the newest', () => {
    const older = new Date('2025-01-01T00:00:00Z');
    const newer = new Date('2026-06-01T00:00:00Z');
    const index = indexOf([
      doc('Hướng dẫn', { summary: 'mở tài khoản chứng khoán', updatedAt: newer }),
      doc('Mở tài khoản chứng khoán trực tuyến nhanh chóng', { updatedAt: older }),
      doc('Chứng khoán', { updatedAt: older }),
      doc('Chứng khoán', { updatedAt: newer, id: 999 }),
    ]);
    const hits = index.search('chung khoan', 'vi', 1, 10).items.map((item) => item.hit);
    expect(hits.map((hit) => hit.title)).toEqual([
      'Chứng khoán',
      'Chứng khoán',
      'Mở tài khoản chứng khoán trực tuyến nhanh chóng',
      'Hướng dẫn',
    ]);
    expect(hits[0]?.id).toBe(999);
  });

  it('pages, counts and keeps the languages apart', () => {
    const index = indexOf(
      Array.from({ length: 5 }, (_, i) => doc(`Tin ${i}`, { updatedAt: new Date(2026, 0, i + 1) })),
      [doc('News')],
    );
    const second = index.search('tin', 'vi', 2, 2);
    expect(second.total).toBe(5);
    expect(second.items.map((item) => item.hit.title)).toEqual(['Tin 2', 'Tin 1']);
    expect(index.search('tin', 'vi', 4, 2)).toEqual({ items: [], total: 5 });
    expect(titles(index, 'news', 'en')).toEqual(['News']);
    expect(titles(index, 'news', 'vi')).toEqual([]);
  });

  it('computes pg_trgm similarity', () => {
    expect([...trigramsOf('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    // 12 trigrams shared of 19 in all ("an" adds two, "phat" five).
    expect(similarity(trigramsOf('chung khoan'), trigramsOf('chung khoan an phat'))).toBe(
      Math.fround(12 / 19),
    );
    expect(similarity(trigramsOf(''), trigramsOf('a'))).toBe(0);
  });
});

describe('LiveSearchIndex', () => {
  const setup = (ttlMs = 60_000) => {
    let now = 0;
    let title = 'Cổ phiếu A';
    const loads: ((value: void) => void)[] = [];
    let loading = 0;
    const live = new LiveSearchIndex({
      ttlMs,
      now: () => now,
      load: async (locale) => {
        loading += 1;
        const read = title; // what the database held when the build read it
        // Both languages of one build wait on one release.
        if (locale === 'vi') await new Promise<void>((resolve) => loads.push(resolve));
        return locale === 'vi' ? [doc(read)] : [];
      },
    });
    return {
      live,
      setTitle: (value: string) => {
        title = value;
      },
      advance: (ms: number) => {
        now += ms;
      },
      release: async () => {
        while (loads.length === 0) await new Promise((resolve) => setImmediate(resolve));
        loads.shift()?.();
      },
      loads: () => loading,
    };
  };
  const first = async (live: LiveSearchIndex) =>
    (await live.current()).search('co phieu', 'vi', 1, 10).items[0]?.hit.title;

  it('builds once for the searches that wait for it, and again after a change', async () => {
    const t = setup();
    const a = first(t.live);
    const b = first(t.live);
    await t.release();
    expect(await Promise.all([a, b])).toEqual(['Cổ phiếu A', 'Cổ phiếu A']);
    expect(t.loads()).toBe(2); // vi and en, once
    t.setTitle('Cổ phiếu B');
    expect(await first(t.live)).toBe('Cổ phiếu A');
    t.live.invalidate();
    const after = first(t.live);
    await t.release();
    expect(await after).toBe('Cổ phiếu B');
  });

  it('does not answer from a build that started before the change', async () => {
    const t = setup();
    const early = first(t.live);
    t.setTitle('Cổ phiếu B');
    t.live.invalidate();
    const late = first(t.live);
    await t.release();
    expect(await early).toBe('Cổ phiếu A');
    await t.release();
    expect(await late).toBe('Cổ phiếu B');
  });

  it('rebuilds after its TTL while the old index answers', async () => {
    const t = setup(30_000);
    const a = first(t.live);
    await t.release();
    await a;
    t.setTitle('Cổ phiếu C');
    t.advance(30_000);
    expect(await first(t.live)).toBe('Cổ phiếu A');
    await t.release();
    await vi.waitFor(async () => expect(await first(t.live)).toBe('Cổ phiếu C'));
  });
});
