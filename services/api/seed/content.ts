import { z } from 'zod';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';
import { contentAttrsSchema, type ContentType } from '@brokerage/shared/validation/contentItems.ts';
import { parse5Parser } from '@brokerage/shared/format/html/parse5Parser.ts';
import { sanitizeHtml } from '@brokerage/shared/format/html/sanitizeHtml.ts';
import type { Db, Tx } from '../src/db/client';
import { contentItemTranslations, contentItems } from '../src/db/schema';
import { publicFileUrl } from '../src/lib/files/files';
import type { ContentSeed } from './data/content-types';
import { SETTINGS } from './data/site';
import { contentArtFile } from './files';
import { insertId } from './insert-id';

/** A mistake in the content seed data; the message names the item and what is wrong. */
export class ContentSeedError extends Error {
  override name = 'ContentSeedError';
}

/** Attributes that name a stored file: a bare name here becomes its public URL. */
const FILE_ATTRS = ['file', 'thumbnail', 'photo', 'logo', 'urlLink'] as const;

/** Lower-case ASCII words joined by hyphens; all digits would read as an id in `…/{key}`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Fragments joined like the pages' bodies (a bare line becomes a paragraph), then cleaned by the
 * sites' own sanitiser (parse5 here), so what is stored is what a page shows.
 */
export const contentHtml = (fragments: readonly string[] | undefined): string | null =>
  fragments?.length
    ? sanitizeHtml(
        fragments.map((f) => (f.startsWith('<') ? f : `<p>${f}</p>`)).join('\n'),
        parse5Parser,
      )
    : null;

/**
 * A file attribute as stored: a bare name (no "/") is a public file the seed writes, so it must
 * be one of them; paths and URLs stay as they are.
 */
function fileLink(value: string, knownFiles: ReadonlySet<string>, where: string): string {
  if (value === '' || value.includes('/')) return value;
  if (!knownFiles.has(value)) {
    throw new ContentSeedError(`${where} names the file "${value}", which the seed does not write`);
  }
  return publicFileUrl(value);
}

/**
 * Attributes that name a private file instead (analysis-report PDFs): they stay a bare name,
 * which must be one of the private report files the seed writes.
 */
const PRIVATE_FILE_ATTRS: Partial<Record<ContentType, string>> = { analysis_report: 'file' };

const NO_FILES: ReadonlySet<string> = new Set();

function privateFile(value: string, reportFiles: ReadonlySet<string>, where: string): string {
  if (!reportFiles.has(value)) {
    throw new ContentSeedError(
      `${where} names the report file "${value}", which the seed does not write`,
    );
  }
  return value;
}

export interface PreparedContent {
  image: string | null;
  attrs: Record<string, unknown>;
  /** Each language's translatable attributes, stored on its translation row. */
  localizedAttrs: Partial<Record<Locale, Record<string, unknown>>>;
}

/**
 * The stored image and attrs of one seed item: file names turned into URLs, generated art
 * filled in where the item brings no picture, and the attrs checked against the type's schema
 * (unknown attributes are an error too, so a typo cannot vanish silently).
 */
export function prepareContent(
  item: ContentSeed,
  knownFiles: ReadonlySet<string>,
  reportFiles: ReadonlySet<string> = NO_FILES,
): PreparedContent {
  const where = `Content item "${item.key}" (${item.type})`;
  const raw: Record<string, unknown> = { ...(item.attrs as Record<string, unknown>) };
  const privateAttr = PRIVATE_FILE_ATTRS[item.type];
  for (const name of FILE_ATTRS) {
    const value = raw[name];
    if (typeof value !== 'string') continue;
    raw[name] =
      name === privateAttr
        ? privateFile(value, reportFiles, `${where} attrs.${name}`)
        : fileLink(value, knownFiles, `${where} attrs.${name}`);
  }
  let image = item.image ? fileLink(item.image, knownFiles, `${where} image`) : null;

  const art = contentArtFile(item);
  if (art) {
    const url = publicFileUrl(art);
    if (item.type === 'video') raw.thumbnail = url;
    if (item.type === 'leader') raw.photo = url;
    if (item.type === 'recent_deal') raw.logo = url;
    image ??= url;
  }
  // A video's card picture is its thumbnail unless it brings one of its own.
  if (item.type === 'video' && typeof raw.thumbnail === 'string' && raw.thumbnail) {
    image ??= raw.thumbnail;
  }

  const schema = contentAttrsSchema(item.type);
  const strict = schema instanceof z.ZodObject ? schema.strict() : schema;
  const check = (attrs: Record<string, unknown>, label: string) => {
    const parsed = strict.safeParse(attrs);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(attrs)'}: ${i.message}`,
      );
      throw new ContentSeedError(`${where} has invalid ${label}: ${issues.join('; ')}`);
    }
    return parsed.data as Record<string, unknown>;
  };
  const attrs = check(raw, 'attrs');
  // What a reader of each language gets is the shared attrs with that language's over them.
  const localizedAttrs: PreparedContent['localizedAttrs'] = {};
  for (const locale of LOCALES) {
    const own = item.localizedAttrs?.[locale] as Record<string, unknown> | undefined;
    if (!own) continue;
    const mapped = { ...own };
    for (const name of FILE_ATTRS) {
      const value = mapped[name];
      if (typeof value !== 'string') continue;
      mapped[name] =
        name === privateAttr
          ? privateFile(value, reportFiles, `${where} ${locale} attrs.${name}`)
          : fileLink(value, knownFiles, `${where} ${locale} attrs.${name}`);
    }
    check({ ...attrs, ...mapped }, `${locale} attrs`);
    localizedAttrs[locale] = mapped;
  }
  return { image, attrs, localizedAttrs };
}

/**
 * Checks the whole list before anything is written: unique keys, parents that exist and come
 * first, well-formed slugs unique per type and language, valid dates.
 */
export function checkContentSeeds(items: readonly ContentSeed[]): void {
  const seen = new Map<string, ContentType>();
  const slugs = new Set<string>();
  const allKeys = new Set(items.map((item) => item.key));
  for (const item of items) {
    const where = `Content item "${item.key}" (${item.type})`;
    if (seen.has(item.key)) throw new ContentSeedError(`Duplicate content key "${item.key}"`);
    if (item.parent !== undefined && !seen.has(item.parent)) {
      throw new ContentSeedError(
        allKeys.has(item.parent)
          ? `${where} comes before its parent "${item.parent}"; list parents first`
          : `${where} has an unknown parent "${item.parent}"`,
      );
    }
    if (Number.isNaN(Date.parse(item.publishedAt))) {
      throw new ContentSeedError(`${where} has an invalid publishedAt "${item.publishedAt}"`);
    }
    for (const locale of LOCALES) {
      const { slug, title } = item[locale];
      if (!SLUG.test(slug) || /^\d+$/.test(slug)) {
        throw new ContentSeedError(`${where} has an invalid ${locale} slug "${slug}"`);
      }
      if (!title.trim()) throw new ContentSeedError(`${where} has no ${locale} title`);
      const id = `${item.type}/${locale}/${slug}`;
      if (slugs.has(id)) {
        throw new ContentSeedError(`${where} repeats the ${locale} slug "${slug}" of its type`);
      }
      slugs.add(id);
    }
    seen.set(item.key, item.type);
  }
}

function translation(
  item: ContentSeed,
  locale: Locale,
  itemId: number,
  image: string | null,
  attrs: Record<string, unknown> | undefined,
) {
  const text = item[locale];
  // FAQ lists show the answers (contracts.md: `faqs` carries the answer in `summary`), and lists
  // never read bodies: an FAQ without its own summary lists its answer HTML there.
  const summary = text.summary ?? (item.type === 'faq' ? contentHtml(text.body) : null);
  return {
    itemId,
    type: item.type,
    locale,
    slug: text.slug,
    title: text.title,
    summary,
    body: contentHtml(text.body),
    attrs: attrs ?? null,
    seo: {
      title: `${text.title} | ${SETTINGS[locale].siteName}`,
      description: item.type === 'faq' ? null : summary,
      keyword: text.keywords ?? null,
      imgSrc: image,
    },
  };
}

/**
 * Inserts content items in list order (parents first) and returns how many it wrote. Every
 * item is checked before the first insert, so bad data fails with a clear message and, inside
 * the seed's transaction, writes nothing. Timestamps come from `publishedAt`, so two seeds give
 * the same rows.
 */
export async function seedContent(
  db: Db | Tx,
  items: readonly ContentSeed[],
  knownFiles: ReadonlySet<string>,
  reportFiles: ReadonlySet<string> = NO_FILES,
): Promise<number> {
  checkContentSeeds(items);
  const prepared = items.map((item) => prepareContent(item, knownFiles, reportFiles));
  const ids = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const parentId = item.parent === undefined ? null : ids.get(item.parent)!;
    ids.set(item.key, await insertContentItem(db, item, prepared[index]!, parentId));
  }
  return items.length;
}

/**
 * Writes one prepared item and its translations under `parentId` (an item stored earlier, or
 * null); returns its id. Timestamps come from `publishedAt`.
 */
export async function insertContentItem(
  db: Db | Tx,
  item: ContentSeed,
  { image, attrs, localizedAttrs }: PreparedContent,
  parentId: number | null,
): Promise<number> {
  const at = new Date(item.publishedAt);
  const itemId = await insertId(db, contentItems, {
    type: item.type,
    parentId,
    status: item.draft ? 'draft' : 'published',
    outstanding: item.outstanding ?? false,
    sort: item.sort ?? 0,
    image,
    attrs,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insert(contentItemTranslations)
    .values(
      LOCALES.map((locale) => translation(item, locale, itemId, image, localizedAttrs[locale])),
    );
  return itemId;
}
