import type { ContentAttrs, ContentType } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentSeed, ContentTextSeed, PdfSeed } from '../content-types';
import type { Localized } from '../types';

/** One language of an item as written here; the slug is derived from the title unless given. */
export type TextInput = Omit<ContentTextSeed, 'slug'> & { slug?: string };

type SeedOf<T extends ContentType> = Extract<ContentSeed, { type: T }>;
export type SeedInput<T extends ContentType> = Omit<SeedOf<T>, 'vi' | 'en'> & {
  vi: TextInput;
  en: TextInput;
};

export const SLUG_MAX = 80;

/**
 * Lower-case ASCII words joined by hyphens: Vietnamese loses its diacritics (đ → d), thousands
 * separators go (1.800 → 1800), apostrophes vanish, and the result is cut at a word boundary so
 * it stays within SLUG_MAX characters.
 */
export function slugify(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/(\d)[.,](?=\d{3}\b)/g, '$1')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= SLUG_MAX) return plain;
  const cut = plain.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf('-'));
}

function withSlug(text: TextInput): ContentTextSeed {
  return { ...text, slug: text.slug ?? slugify(text.title) };
}

/** An item with both languages' slugs filled in. */
export function seed<T extends ContentType>(item: SeedInput<T>): SeedOf<T> {
  return { ...item, vi: withSlug(item.vi), en: withSlug(item.en) } as SeedOf<T>;
}

/** The fields every dated item of the news section is written with. */
export interface DatedInput {
  /** Unique within its list; the seed key is `{prefix}-{key}`. */
  key: string;
  /** yyyy-mm-dd, Vietnam time. */
  date: string;
  /** hh:mm; the list's usual time otherwise. */
  time?: string;
  outstanding?: boolean;
  vi: TextInput;
  en: TextInput;
}

/** A dated item of a news list: its seed key, publication time, parent and attrs. */
// Both builders type-check type and attrs together at the call (ContentAttrs<T>); TypeScript
// cannot see that the object built from them is one member of the ContentSeed union, hence the casts.
export function datedItem<T extends ContentType>(
  type: T,
  list: { prefix: string; usualTime: string },
  input: DatedInput,
  rest: { parent?: string; attrs: ContentAttrs<T> },
): SeedOf<T> {
  return seed({
    key: `${list.prefix}-${input.key}`,
    type,
    ...rest,
    outstanding: input.outstanding ?? false,
    publishedAt: vnTime(input.date, input.time ?? list.usualTime),
    vi: input.vi,
    en: input.en,
  } as unknown as SeedInput<T>);
}

/** A category of a news list: in list order, all published when the section opened. */
export function listCategory<T extends ContentType>(
  type: T,
  key: string,
  index: number,
  attrs: ContentAttrs<T>,
  texts: { vi: TextInput; en: TextInput },
): SeedOf<T> {
  return seed({
    key,
    type,
    sort: index + 1,
    publishedAt: vnTime('2026-01-05', '08:00'),
    attrs,
    vi: texts.vi,
    en: texts.en,
  } as unknown as SeedInput<T>);
}

/** A Vietnam-time timestamp: `vnTime('2026-10-02', '08:30')` → `2026-10-02T08:30:00+07:00`. */
export function vnTime(date: string, time = '09:00'): string {
  return `${date}T${time}:00+07:00`;
}

/** The marker every generated document carries. */
export const PDF_DEMO_MARK = 'Tài liệu minh họa – dữ liệu không có thật';

/** Footer lines of every generated document. */
const PDF_FOOTER = [
  '',
  'Công ty Cổ phần Chứng khoán An Phát (APS)',
  'Tầng 12, tòa nhà An Phát, 36 Hoàng Cầu, phường Ô Chợ Dừa, Hà Nội',
  'Tổng đài hỗ trợ: 1900 98 9999',
];

/** A generated PDF: the demo marker, the given lines and the company footer (title apart). */
export function pdf(name: string, title: string, lines: string[]): PdfSeed {
  return { name, title, lines: [PDF_DEMO_MARK, '', ...lines, ...PDF_FOOTER] };
}

/** Closing note of market articles and research: the numbers are made up and nothing is advice. */
export const ILLUSTRATIVE_NOTE: Localized<string> = {
  vi: '<p><em>Số liệu minh họa. Nội dung chỉ nhằm cung cấp thông tin, không phải khuyến nghị đầu tư.</em></p>',
  en: '<p><em>Illustrative figures. This content is for information only and is not investment advice.</em></p>',
};

/** The three demo video files (another part of the seed creates them). */
export const DEMO_VIDEOS = ['demo-market-open', 'demo-app-guide', 'demo-ekyc-guide'] as const;
export type DemoVideo = (typeof DEMO_VIDEOS)[number];

/** linkType 5: the embeddable player page for a demo video. */
export const embedPlayerUrl = (video: DemoVideo): string =>
  `/_site/corporate/player/embed.html?v=${video}`;
/** Any other linkType: the bare file name, which the seeder turns into a public file URL. */
export const videoFileName = (video: DemoVideo): string => `${video}.webm`;

export type NewsProduct = 'company' | 'stock' | 'bond' | 'derivative' | 'fund';

export interface ArticleInput extends DatedInput {
  product: NewsProduct;
}

/** A news article; market articles (every product but company) end with the illustrative note. */
export function article(input: ArticleInput): ContentSeed {
  const withNote = (text: TextInput, note: string): TextInput =>
    input.product === 'company' ? text : { ...text, body: [...(text.body ?? []), note] };
  return datedItem(
    'news',
    { prefix: 'news', usualTime: '08:30' },
    {
      ...input,
      vi: withNote(input.vi, ILLUSTRATIVE_NOTE.vi),
      en: withNote(input.en, ILLUSTRATIVE_NOTE.en),
    },
    { attrs: { product: input.product } },
  );
}
