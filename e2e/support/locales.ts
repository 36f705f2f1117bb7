/**
 * The sites' texts as the specs look for them, read from the sites' own locale files (so a
 * wording change is one edit): one reader, one key lookup and one placeholder filler for every
 * namespace.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../../shared/src/routing/routes';

export type TextTree = { [key: string]: TextTree | string };
export type TextValues = Record<string, string | number>;

/** A JSON file of the repository, by its path from the repository's root. */
export const readRepoJson = <T = TextTree>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T;

/** `dir/<locale>/<file>.json` of each file, merged at the top level as a site merges its namespace. */
const readNamespace = (dir: string, files: readonly string[], locale: Locale): TextTree =>
  Object.assign(
    {},
    ...files.map((file) => readRepoJson(`${dir}/${locale}/${file}.json`)),
  ) as TextTree;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Texts {
  /** The text at `key` (dots; a plural is `key_other`), its {{placeholders}} filled. */
  text(locale: Locale, key: string, values?: TextValues): string;
  /** Any of the texts at `keys` as a whole-string pattern, each {{placeholder}} any words. */
  pattern(locale: Locale, ...keys: string[]): RegExp;
}

/** The texts of one namespace in both languages. */
export function namespaceTexts(dir: string, ...files: string[]): Texts {
  const trees: Record<Locale, TextTree> = {
    vi: readNamespace(dir, files, 'vi'),
    en: readNamespace(dir, files, 'en'),
  };
  const raw = (locale: Locale, key: string): string => {
    let node: TextTree | string | undefined = trees[locale];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text at ${key}`);
    return node;
  };
  return {
    text: (locale, key, values = {}) =>
      raw(locale, key).replace(PLACEHOLDER, (_, name: string) => {
        if (!(name in values)) throw new Error(`${key} needs {{${name}}}`);
        return String(values[name]);
      }),
    pattern: (locale, ...keys) => {
      const alternatives = keys.map((key) =>
        raw(locale, key)
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '.+' : escapeRegExp(part)))
          .join(''),
      );
      return new RegExp(`^(?:${alternatives.join('|')})$`);
    },
  };
}

// The corporate namespace is its three files merged (sites/corporate/src/locales/vi.ts, en.ts).
const CORPORATE = namespaceTexts('sites/corporate/src/locales', 'corporate', 'news', 'services');
const COMMON = namespaceTexts('shared/src/locales', 'common');

/** A text of the corporate namespace (`faq.noMatch`), its {{placeholders}} filled. */
export const corporateText = CORPORATE.text;
/** Any of the corporate texts `keys` as a whole-string pattern. */
export const corporatePattern = CORPORATE.pattern;
/** A text of the shared common namespace (`a11y.openMenu`). */
export const commonText = COMMON.text;
