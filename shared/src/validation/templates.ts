import { z } from 'zod';
import { PAGE_TEMPLATE_CODES } from './codes';

export { PAGE_TEMPLATE_CODES } from './codes';
export const PageTemplateCodeSchema = z.enum(PAGE_TEMPLATE_CODES);
export type PageTemplateCode = z.infer<typeof PageTemplateCodeSchema>;

/**
 * Keys of `pages/static/{key}`: the home page and the intro content of each site's first page.
 * Their template codes (HOME, ANALYSIS_CENTER, RECRUITMENT_HOME, EKYC) are only ever read by key.
 */
export const STATIC_PAGE_KEYS = ['home-page', 'analysis-center', 'recruitment', 'ekyc'] as const;
export const StaticPageKeySchema = z.enum(STATIC_PAGE_KEYS);
export type StaticPageKey = z.infer<typeof StaticPageKeySchema>;
