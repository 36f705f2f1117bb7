import type { ContentAttrs, ContentType } from '@brokerage/shared/validation/contentItems.ts';
import type { Localized } from './types';

/** One language of a content item. */
export interface ContentTextSeed {
  /** Lower-case ASCII words joined by hyphens; unique per type and language. */
  slug: string;
  title: string;
  summary?: string;
  /** HTML fragments; a fragment not starting with `<` becomes a paragraph. */
  body?: string[];
  keywords?: string;
}

/**
 * A content item of the demo seed (table `content_items`). Dates are fixed so two seeds give the
 * same data. `attrs` is checked against the type's schema (`CONTENT_ATTRS`) when seeding; file
 * attributes name a file under the public files (`/api/v1/files/{name}`) that the seed writes,
 * except an analysis report's `file`, which names one of the private report files.
 */
export type ContentSeed = {
  [T in ContentType]: Localized<ContentTextSeed> & {
    /** Unique across the seed; other items point at it with `parent`. */
    key: string;
    type: T;
    /** `key` of the category or parent item. */
    parent?: string;
    outstanding?: boolean;
    sort?: number;
    draft?: boolean;
    /** ISO date-time, e.g. "2026-10-02T08:30:00+07:00". */
    publishedAt: string;
    image?: string;
    attrs: ContentAttrs<T>;
    /** Translatable attributes: each language's values replace those of `attrs` in that language. */
    localizedAttrs?: Localized<Partial<ContentAttrs<T>>>;
  };
}[ContentType];

/**
 * A PDF the seed generates: a public file (the attrs' `file` becomes its public URL) or, for
 * analysis reports, a private report file (the attrs' `file` stays its name).
 * `lines` are the text of the pages (Vietnamese allowed).
 */
export interface PdfSeed {
  name: string;
  title: string;
  lines: string[];
}
