import { z } from 'zod';
import { LocaleSchema } from './common';
import { safeLine } from './text';

export const SeoSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  keyword: z.string().nullable(),
  imgSrc: z.string().nullable(),
});
export type Seo = z.infer<typeof SeoSchema>;

export const OgSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  type: z.string().nullable(),
});
export type Og = z.infer<typeof OgSchema>;

export const SystemLocaleSchema = z.object({
  code: LocaleSchema,
  name: z.string(),
  /** Flag image URL. */
  icon: z.string(),
  enabled: z.boolean(),
  /** Shown for 2 s when someone picks this language while it is disabled. */
  message: z.string(),
});
export type SystemLocale = z.infer<typeof SystemLocaleSchema>;

export const SystemGeneralSchema = z.object({
  siteName: z.string(),
  hotline: z.string(),
  email: z.string(),
  address: z.string(),
  customerSSOClientId: z.string(),
  /** Script URLs injected 5 s after load (chat widget). */
  chatScripts: z.array(z.string()),
  gaId: z.string().nullable(),
  gtmId: z.string().nullable(),
  googleRecaptchaSiteKey: z.string().nullable(),
  tradingSiteUrl: z.string().nullable(),
  locales: z.array(SystemLocaleSchema),
  seo: SeoSchema,
  og: OgSchema,
  /**
   * Feature flags of the route table (`RouteDef.flagged`). An answer without them (an older API)
   * means every flag off.
   */
  features: z.object({ bondRegistration: z.boolean().optional() }).optional(),
});
export type SystemGeneral = z.infer<typeof SystemGeneralSchema>;

/** `systems/fe-translations`: namespace → nested key object, merged over the bundled files. */
export type TranslationTree = { [key: string]: string | TranslationTree };
export const TranslationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), TranslationTreeSchema])),
);

/** `systems/fe-translations`: namespace → key tree, merged over the bundled locale files. */
export const ServerTranslationsSchema = z.record(z.string(), TranslationTreeSchema);

export const MenuTargetSchema = z.enum(['_self', '_blank']);

export interface MenuItem {
  id: number;
  parentId: number | null;
  depth: number;
  title: string;
  /** Tabler icon name, e.g. "chart-line". */
  icon: string | null;
  /** Image URL used instead of the icon. */
  iconImage: string | null;
  link: string | null;
  target: '_self' | '_blank';
  /** `link`: a path or URL in `link`; `page`: a CMS page in `reference.slug`; `group`: a heading. */
  type: 'link' | 'page' | 'group';
  reference: { slug: string } | null;
  subMenu: MenuItem[];
}
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    depth: z.number().int(),
    title: z.string(),
    icon: z.string().nullable(),
    iconImage: z.string().nullable(),
    link: z.string().nullable(),
    target: MenuTargetSchema,
    type: z.enum(['link', 'page', 'group']),
    reference: z.object({ slug: z.string() }).nullable(),
    subMenu: z.array(MenuItemSchema),
  }),
);

export const MenuSchema = z.object({
  code: z.string(),
  items: z.array(MenuItemSchema),
});
export type Menu = z.infer<typeof MenuSchema>;

export const PageTranslationSchema = z.object({ locale: LocaleSchema, slug: z.string() });

export const BlockItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  link: z.string().nullable(),
  target: MenuTargetSchema,
});
export type BlockItem = z.infer<typeof BlockItemSchema>;

export const PageBlockSchema = z.object({
  id: z.number().int(),
  /** banner, customer_service, utilities, news, news_disclosure, news_sgdck, video, report, html, ... */
  type: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  items: z.array(BlockItemSchema),
});
export type PageBlock = z.infer<typeof PageBlockSchema>;

export const PageSchema = z.object({
  id: z.number().int(),
  templateCode: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitised HTML body written in the CMS. */
  content: z.string().nullable(),
  seo: SeoSchema,
  og: OgSchema,
  translations: z.array(PageTranslationSchema),
  blocks: z.array(PageBlockSchema),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

export const PageSummarySchema = z.object({
  id: z.number().int(),
  templateCode: z.string(),
  title: z.string(),
  slug: z.string(),
  translations: z.array(PageTranslationSchema),
  updatedAt: z.string(),
});
export type PageSummary = z.infer<typeof PageSummarySchema>;

export const RedirectTargetTypeSchema = z.enum(['internal', 'file', 'external']);
export const RedirectSchema = z.object({
  path: z.string(),
  target: z.string(),
  targetType: RedirectTargetTypeSchema,
  /** Language of the target when it is an internal path. */
  locale: LocaleSchema.nullable(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof RedirectSchema>;

export const PageViewBodySchema = z.object({
  path: safeLine().min(1).max(2000),
  templateCode: safeLine().max(100).optional(),
  referrer: safeLine().max(2000).optional(),
});
