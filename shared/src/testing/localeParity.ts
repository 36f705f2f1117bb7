import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '../validation/content';

/** Every leaf key as a dotted path, with its text. */
function leaves(tree: TranslationTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** Interpolation names such as {{hotline}}: both languages must use the same ones. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * The checks every pair of locale files must pass: the same keys in Vietnamese and English, no
 * empty text, the same placeholders in both languages. Call it at the top of a test file.
 */
export function describeLocaleParity(
  name: string,
  { vi, en }: { vi: TranslationTree; en: TranslationTree },
): void {
  describe(`${name} locale files`, () => {
    const viLeaves = new Map(leaves(vi));
    const enLeaves = new Map(leaves(en));

    it('have the same keys in vi and en', () => {
      expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
    });

    it('have no empty texts', () => {
      for (const [key, text] of [...viLeaves, ...enLeaves]) expect(text.trim(), key).not.toBe('');
    });

    it('use the same placeholders in both languages', () => {
      for (const [key, text] of viLeaves)
        expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
    });
  });
}
