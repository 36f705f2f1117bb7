// Test-only: content items as the API returns them, with only what a test cares about given.
import type {
  ContentAttrs,
  ContentRef,
  ContentType,
} from '@brokerage/shared/validation/contentItems.ts';

let nextId = 5000;

export interface ItemInit<T extends ContentType> {
  id?: number;
  slug?: string;
  title: string;
  summary?: string | null;
  image?: string | null;
  category?: ContentRef | null;
  path?: string | null;
  attrs?: ContentAttrs<T>;
  /** Slug of the other language; default `<slug>-en`. */
  enSlug?: string;
  body?: string | null;
  sort?: number;
}

/** A list row of `type` (pass `body` as well to get a detail). */
export function item<T extends ContentType>(type: T, init: ItemInit<T>) {
  const id = init.id ?? nextId++;
  const slug = init.slug ?? `${type.replace(/_/g, '-')}-${id}`;
  return {
    id,
    type,
    slug,
    title: init.title,
    summary: init.summary ?? null,
    image: init.image ?? null,
    createdAt: '2026-03-01T03:00:00.000Z',
    outstanding: false,
    sort: init.sort ?? 0,
    category: init.category ?? null,
    translations: [
      { locale: 'vi' as const, slug },
      { locale: 'en' as const, slug: init.enSlug ?? `${slug}-en` },
    ],
    path: init.path ?? null,
    attrs: init.attrs ?? ({} as ContentAttrs<T>),
  };
}

/** A detail: the row plus body and SEO. */
export function detail<T extends ContentType>(type: T, init: ItemInit<T>) {
  return {
    ...item(type, init),
    body: init.body ?? null,
    seo: { title: null, description: null, keyword: null, imgSrc: null },
  };
}

/** The reference an item carries to its category. */
export function ref(row: {
  id: number;
  type: ContentType;
  slug: string;
  title: string;
}): ContentRef {
  return { id: row.id, type: row.type, slug: row.slug, title: row.title };
}

/** A row of `pages/static/all`: a CMS page with its template and its slug in each language. */
export function pageSummary(init: {
  id: number;
  templateCode: string;
  title: string;
  slug: string;
  /** The English slug; without one the page exists in Vietnamese only. */
  enSlug?: string;
}) {
  return {
    id: init.id,
    templateCode: init.templateCode,
    title: init.title,
    slug: init.slug,
    translations: [
      { locale: 'vi', slug: init.slug },
      ...(init.enSlug ? [{ locale: 'en', slug: init.enSlug }] : []),
    ],
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

/** An office of the branch network (`GET branches`), at the head office's coordinates. */
export const branchItem = (
  id: number,
  title: string,
  regionCode: 'north' | 'central' | 'south',
  extra: Partial<{ isHeadOffice: boolean; fax: string | null; email: string | null }> = {},
) =>
  item('branch', {
    id,
    title,
    attrs: {
      regionCode,
      address: `${id} Hoàng Cầu, Hà Nội`,
      phone: '024 3936 8888',
      fax: extra.fax ?? null,
      email: extra.email ?? null,
      isHeadOffice: extra.isHeadOffice ?? false,
      lat: 21.0195,
      lng: 105.8235,
    },
  });
