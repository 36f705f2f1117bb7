import type common from '../locales/vi/common.json';

/**
 * The text namespaces this program knows, for typed keys (i18next's `CustomTypeOptions`): shared
 * knows `common`; each site adds its own in `src/locales/keys.ts`:
 *
 *   declare module '@brokerage/shared/i18n/keys.ts' {
 *     interface Resources { corporate: typeof vi }
 *   }
 *
 * so `t('news.title')` is checked against the Vietnamese file, and a missing or misspelt key is
 * a type error. `SameKeys` makes the English file prove it has the same keys.
 */
export interface Resources {
  common: typeof common;
}

export type Namespace = keyof Resources & string;

/** The plural forms `t` picks from with `count` (Intl.PluralRules categories). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every leaf of a text tree as a dotted path (`news.card.download`). */
export type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** `items_one` / `items_other` are both reached as `items` (with `count`). */
type PluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** The keys of a namespace, plural forms by their base name too. */
export type KeyOf<NS extends Namespace> = NS extends Namespace
  ? PluralBase<LeafKeys<Resources[NS]>>
  : never;

/**
 * What `t` of namespace NS takes: its own keys, `common`'s (the fallback namespace), or any
 * namespace's key with its prefix (`common:actions.back`).
 */
export type TKey<NS extends Namespace> =
  | KeyOf<NS>
  | KeyOf<'common'>
  | { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/** True when two text trees have the same leaf keys; a locale file asserts it of vi and en. */
export type SameKeys<A, B> = [LeafKeys<A>] extends [LeafKeys<B>]
  ? [LeafKeys<B>] extends [LeafKeys<A>]
    ? true
    : { missingInFirst: Exclude<LeafKeys<B>, LeafKeys<A>> }
  : { missingInSecond: Exclude<LeafKeys<A>, LeafKeys<B>> };
