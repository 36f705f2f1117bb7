import { describe, expect, it } from 'vitest';
import en from './en/recruitment.json';
import vi from './vi/recruitment.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path, with its value. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** Interpolation names such as {{hotline}}: both languages must use the same ones. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('recruitment locale files', () => {
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
