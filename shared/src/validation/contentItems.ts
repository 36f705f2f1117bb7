import { z } from 'zod';
import { CONTENT_TYPES } from './contentTypes';
import { LocaleSchema, PagingQuerySchema } from './common';
import { SeoSchema } from './content';
import { safeLine } from './text';

/**
 * The CMS's content items (spec §3 "Other held data"): news, disclosures, exchange news, videos,
 * reports, services, fees, instructs, FAQs, departments, branches, recent deals, calendar events
 * and bond products. One table holds them all (`content_items` + translations); what differs per
 * type lives in `attrs`, whose shape is the type's schema below. The seed and the API both parse
 * attrs with these schemas, so a client can rely on them.
 */
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** News-and-events products (NEWS_{PRODUCT}_NEWS_EVENTS, `chi-tiet-tin-tuc-va-su-kien-{product}`). */
export const NewsProductSchema = z.enum(['company', 'stock', 'bond', 'derivative', 'fund']);

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd');
/** A public file URL (`/api/v1/files/{name}`) or null when the item has none. */
const FileUrl = z.string().nullable();

/** Per-type attributes. Types not listed have no attributes (`{}`). */
export const CONTENT_ATTRS = {
  news: z.object({ product: NewsProductSchema }),
  disclosure: z.object({ implementDate: IsoDate, stockSymbol: z.string().nullable(), file: FileUrl }),
  sgdck_news: z.object({ releaseDate: IsoDate, exchange: z.enum(['HOSE', 'HNX', 'UPCOM', 'VSDC']) }),
  video: z.object({
    thumbnail: z.string(),
    urlLink: z.string(),
    /** 5: an embeddable player URL (iframe); anything else: a plain video file. */
    linkType: z.number().int(),
    isLive: z.boolean(),
    durationSeconds: z.number().int().nullable(),
  }),
  annual_report: z.object({ year: z.number().int(), releaseDate: IsoDate, pages: z.number().int(), file: FileUrl }),
  financial_report: z.object({
    year: z.number().int(),
    /** 1–4 for a quarter, null for the audited full year. */
    quarter: z.number().int().min(1).max(4).nullable(),
    audited: z.boolean(),
    releaseDate: IsoDate,
    pages: z.number().int(),
    file: FileUrl,
  }),
  governance_report: z.object({
    year: z.number().int(),
    half: z.number().int().min(1).max(2).nullable(),
    releaseDate: IsoDate,
    pages: z.number().int(),
    file: FileUrl,
  }),
  analysis_report: z.object({
    stockSymbol: z.string().nullable(),
    bgColor: z.string().nullable(),
    requiredLogin: z.boolean(),
    releaseDate: IsoDate,
    pages: z.number().int(),
    file: FileUrl,
  }),
  analysis_report_category: z.object({ code: z.string() }),
  khcn_service: z.object({ icon: z.string().nullable() }),
  khcn_service_category: z.object({ icon: z.string().nullable() }),
  khtc_service: z.object({ icon: z.string().nullable() }),
  nhdt_service: z.object({ icon: z.string().nullable() }),
  fee: z.object({
    /** The fee table: header cells and rows of cells (text as shown). */
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    effectiveDate: IsoDate,
    file: FileUrl,
  }),
  instruct: z.object({ icon: z.string().nullable() }),
  leader: z.object({ position: z.string(), photo: z.string().nullable() }),
  branch: z.object({
    regionCode: z.enum(['north', 'central', 'south']),
    address: z.string(),
    phone: z.string(),
    fax: z.string().nullable(),
    email: z.string().nullable(),
    isHeadOffice: z.boolean(),
    /** Decimal degrees, for the map link. */
    lat: z.number(),
    lng: z.number(),
  }),
  region: z.object({ code: z.enum(['north', 'central', 'south']) }),
  recent_deal: z.object({
    issuer: z.string(),
    role: z.string(),
    /** Deal value in VND. */
    valueVnd: z.number(),
    dealDate: IsoDate,
    logo: z.string().nullable(),
  }),
  calendar_event: z.object({ eventDate: IsoDate, stockSymbol: z.string().nullable(), eventType: z.string() }),
  bond_product: z.object({
    code: z.string(),
    issuer: z.string(),
    couponRate: z.number(),
    maturityDate: IsoDate,
    parValueVnd: z.number(),
    termMonths: z.number().int(),
  }),
} as const satisfies Partial<Record<ContentType, z.ZodType>>;

export type ContentAttrs<T extends ContentType> = T extends keyof typeof CONTENT_ATTRS
  ? z.infer<(typeof CONTENT_ATTRS)[T]>
  : Record<string, never>;

export function contentAttrsSchema(type: ContentType): z.ZodType {
  return (CONTENT_ATTRS as Partial<Record<ContentType, z.ZodType>>)[type] ?? z.object({}).strict();
}

export const ContentRefSchema = z.object({
  id: z.number().int(),
  type: ContentTypeSchema,
  slug: z.string(),
  title: z.string(),
});
export type ContentRef = z.infer<typeof ContentRefSchema>;

const contentItemBase = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Card image URL. */
  image: z.string().nullable(),
  /** ISO timestamp: when the item was published (shown as createdAt on company news). */
  createdAt: z.string(),
  outstanding: z.boolean(),
  sort: z.number().int(),
  /** The item's category or parent (disclosure category, service category, department…). */
  category: ContentRefSchema.nullable(),
  translations: z.array(z.object({ locale: LocaleSchema, slug: z.string() })),
  /** Site path of the item's page in the request language (see `contentItemPath`), or null. */
  path: z.string().nullable(),
};

const detailExtra = {
  /** Sanitised CMS HTML. */
  body: z.string().nullable(),
  seo: SeoSchema,
};

/** A list row of one type. */
export const contentSummarySchema = <T extends ContentType>(type: T) =>
  z.object({ ...contentItemBase, type: z.literal(type), attrs: contentAttrsSchema(type) as z.ZodType<ContentAttrs<T>> });
/** A detail of one type (list row plus body and SEO). */
export const contentDetailSchema = <T extends ContentType>(type: T) =>
  z.object({
    ...contentItemBase,
    ...detailExtra,
    type: z.literal(type),
    attrs: contentAttrsSchema(type) as z.ZodType<ContentAttrs<T>>,
  });

export type ContentSummary<T extends ContentType = ContentType> = {
  [K in T]: z.infer<ReturnType<typeof contentSummarySchema<K>>>;
}[T];
export type ContentDetail<T extends ContentType = ContentType> = {
  [K in T]: z.infer<ReturnType<typeof contentDetailSchema<K>>>;
}[T];

/** Any item, any type: for mixed lists (all-content, resolve). */
export const AnyContentSummarySchema = z.object({
  ...contentItemBase,
  type: ContentTypeSchema,
  attrs: z.record(z.string(), z.unknown()),
});

/** `departments/{slug}`: the department with its people. */
export const DepartmentDetailSchema = contentDetailSchema('department').extend({
  members: z.array(contentDetailSchema('leader')),
});
export type DepartmentDetail = z.infer<typeof DepartmentDetailSchema>;

/** Paths: an id (digits) or a slug of either language. */
export const ContentKeyParamsSchema = z.object({
  key: safeLine()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'slug'),
});

/** Query of the list endpoints. `category`: a category's id or slug. */
export const ContentListQuerySchema = PagingQuerySchema.extend({
  category: safeLine().max(200).optional(),
  outstanding: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
});

/** `news`: also filtered by product. */
export const NewsListQuerySchema = ContentListQuerySchema.extend({ product: NewsProductSchema.optional() });

/** `ttpt-reports`: limit 10 (preview) or 15 per page, filtered by category code. */
export const AnalysisReportListQuerySchema = PagingQuerySchema.extend({
  category_code: safeLine().max(50).optional(),
  stock_symbol: safeLine()
    .regex(/^[A-Za-z0-9]{1,10}$/)
    .optional(),
});

/** Spec §3 Report as the report cards read it. */
export const AnalysisReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stockSymbol: z.string().nullable(),
  type: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  createdAt: z.string(),
  style: z.object({ bgColor: z.string().nullable() }),
  requiredLogin: z.boolean(),
  /** The download's file name (`POST ttpt-reports/create-download`; not a URL), or null. */
  file: z.string().nullable(),
  releaseDate: IsoDate,
  releaseYear: z.number().int(),
  pages: z.number().int(),
  summary: z.string().nullable(),
});
export type AnalysisReport = z.infer<typeof AnalysisReportSchema>;
export const AnalysisReportCategorySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type AnalysisReportCategory = z.infer<typeof AnalysisReportCategorySchema>;

/** `POST htgd-instructs/export`: form fields (spec §7). */
export const InstructExportBodySchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  grecaptcha_token: safeLine().max(4000).optional(),
});

/**
 * `GET content-routes/resolve?path=`: what the proxy needs to answer a content route (a detail
 * page or a list with a category slug) without JavaScript: 404 when nothing is there, else the
 * page head and the other language's path.
 */
export const ContentRouteResolveQuerySchema = z.object({ path: safeLine().min(1).max(2000) });
export const ContentRouteHeadSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  keywords: z.string().nullable(),
  image: z.string().nullable(),
  /** og:type: `article` for news-like items, else `website`. */
  type: z.string(),
  alternates: z.array(z.object({ locale: LocaleSchema, path: z.string() })),
});
export type ContentRouteHead = z.infer<typeof ContentRouteHeadSchema>;

/** `GET all-content`: every item with a page, for the sitemap and search. */
export const AllContentQuerySchema = PagingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  type: ContentTypeSchema.optional(),
});

/** A path of an item per language it has text in (hreflang alternates). */
export const ContentAlternateSchema = z.object({ locale: LocaleSchema, path: z.string() });

/**
 * A row of `all-content`: any item (text in the request language) plus its last change and its
 * page in every language, so the sitemap needs no route logic of its own.
 */
export const AllContentItemSchema = AnyContentSummarySchema.extend({
  /** ISO timestamp of the item's last change (sitemap `lastmod`). */
  updatedAt: z.string(),
  alternates: z.array(ContentAlternateSchema),
});
export type AllContentItem = z.infer<typeof AllContentItemSchema>;
