import type { ContentSeed } from '../content-types';
import { CONTENT_SEEDS } from './index';

/** Letters only Vietnamese uses (tones and the ă â đ ê ô ơ ư vowels), either case. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** What an English reader gets of an item's attrs: the shared ones with the English ones over them. */
const englishAttrs = (item: ContentSeed): Record<string, unknown> => ({
  ...(item.attrs as Record<string, unknown>),
  ...((item.localizedAttrs?.en ?? {}) as Record<string, unknown>),
});

/** Every string inside a value (nested arrays and objects too). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/**
 * The Vietnamese an English page may show: proper names that have no English form. A leader's
 * name (the item's title) and a branch's postal address, written as the post office knows it
 * (NETWORK_CONTENT), also where the branch's text quotes it.
 */
const allowedIn = (item: ContentSeed): string[] => {
  if (item.type === 'leader') return [item.en.title];
  if (item.type === 'branch') return [item.attrs.address];
  return [];
};

describe('the English side of the content seed', () => {
  it('names every entity in English: texts and attrs carry no Vietnamese but proper names', () => {
    const found: string[] = [];
    for (const item of CONTENT_SEEDS) {
      const allowed = allowedIn(item);
      const { title, summary, body, keywords } = item.en;
      const texts = [title, summary, keywords, ...(body ?? []), ...stringsOf(englishAttrs(item))];
      for (const text of texts) {
        if (!text) continue;
        const rest = allowed.reduce((left, name) => left.split(name).join(''), text);
        if (VIETNAMESE.test(rest)) found.push(`${item.key}: ${text.slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('gives deal and bond issuers a name in each language', () => {
    const issuers = CONTENT_SEEDS.filter(
      (item) => item.type === 'recent_deal' || item.type === 'bond_product',
    );
    expect(issuers.length).toBeGreaterThan(0);
    for (const item of issuers) {
      const named = item.localizedAttrs as { vi?: { issuer?: string }; en?: { issuer?: string } };
      expect(named?.vi?.issuer, item.key).toMatch(VIETNAMESE);
      expect(named?.en?.issuer, item.key).toMatch(/^[\x20-\x7e’]+$/);
    }
  });
});
