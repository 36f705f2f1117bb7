/**
 * What the template, services and FAQ specs share: the error-page titles, text folding, the CMS
 * pages and content lists as the API answers them, and the checks every template page passes (h1,
 * nothing busy). The sites' texts are in locales.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type PageSummary, type SitePage, type StackApi } from '../fixtures';
import { getRoute, type Locale, type RouteId } from '../../shared/src/routing/routes';
import { commonText } from './locales';
import { ERROR_TITLES } from './texts';

// ---- texts (the error page, folding, CMS HTML) -------------------------------------------------

export type ErrorKind = 'forbidden' | 'notFound' | 'serverError' | 'maintenance';

/** Titles of the error page (403, 404, 500, 503); 404 and 503 as texts.ts quotes the spec. */
export function errorTitle(kind: ErrorKind, locale: Locale): string {
  if (kind === 'notFound' || kind === 'maintenance') return ERROR_TITLES[kind][locale];
  return commonText(locale, `errorPage.${kind}.title`);
}
export const ERROR_KINDS: readonly ErrorKind[] = [
  'forbidden',
  'notFound',
  'serverError',
  'maintenance',
];

/** "Mở tài khoản" → "mo tai khoan": written here independently of the site's own folding. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of CMS HTML, tags dropped and the common entities decoded. */
export function plain(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first words of a text, enough to find it on screen without depending on its wrapping. */
export const opening = (text: string, words = 6): string =>
  text.split(' ').slice(0, words).join(' ');

// ---- the API -------------------------------------------------------------------------------

export interface Translation {
  locale: string;
  slug: string;
}
export interface Ref {
  id: number;
  slug: string;
  title: string;
}
export interface Item<A = Record<string, unknown>> {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  path: string | null;
  category: Ref | null;
  translations: Translation[];
  attrs: A;
}
export interface Detail<A = Record<string, unknown>> extends Item<A> {
  body: string | null;
}
export interface Member {
  id: number;
  title: string;
  summary: string | null;
}
export interface DepartmentDetail extends Detail {
  members: Member[];
}
export interface BlockItem {
  id: number;
  title: string;
  description: string | null;
  link: string | null;
}
export interface Block {
  id: number;
  type: string;
  title: string | null;
  items: BlockItem[];
}
export interface CmsPage {
  id: number;
  templateCode: string;
  title: string;
  slug: string;
  summary: string | null;
  content: string | null;
  blocks: Block[];
  translations: Translation[];
}
export interface MenuItem {
  id: number;
  type: 'page' | 'link' | 'group';
  title: string;
  link: string | null;
  reference: { slug: string } | null;
  subMenu: MenuItem[];
}

/** Every row of a content list in a language (the catalogs are far below one page of 100). */
export function listOf<T>(
  stackApi: StackApi,
  apiPath: string,
  locale: Locale,
  params: Record<string, string> = {},
) {
  return stackApi.data<T[]>(apiPath, { locale, limit: '100', ...params });
}

/** One item of a content list by its slug. */
export function itemOf<T>(stackApi: StackApi, apiPath: string, slug: string, locale: Locale) {
  return stackApi.data<T>(`${apiPath}/${encodeURIComponent(slug)}`, { locale });
}

export const slugIn = (item: { translations: Translation[] }, locale: Locale): string => {
  const translation = item.translations.find((t) => t.locale === locale);
  expect(translation, `a ${locale} slug`).toBeDefined();
  return translation!.slug;
};

/** A CMS page's path in its language ("/mang-luoi-hoat-dong", "/en/branch-network"). */
export const cmsPath = (slug: string, locale: Locale): string =>
  `${locale === 'en' ? '/en/' : '/'}${encodeURIComponent(slug)}`;

export interface TemplatePage {
  path: string;
  slug: string;
  title: string;
  locale: Locale;
}

/** The seeded CMS page of a template, in a language. */
export async function templatePage(
  stackApi: StackApi,
  templateCode: string,
  locale: Locale,
): Promise<TemplatePage> {
  const pages = await listOf<PageSummary>(stackApi, 'pages/static/all', locale);
  const page = pages.find((p) => p.templateCode === templateCode);
  expect(page, `the seed has a ${templateCode} page`).toBeDefined();
  return { path: cmsPath(page!.slug, locale), slug: page!.slug, title: page!.title, locale };
}

/** The CMS page itself (content and blocks). */
export const cmsPage = (stackApi: StackApi, slug: string, locale: Locale): Promise<CmsPage> =>
  stackApi.data<CmsPage>(`pages/${encodeURIComponent(slug)}`, { locale });

// ---- what every page of the site passes -------------------------------------------------------

/** No list, skeleton or button is still announced as busy. */
export async function expectSettled(site: SitePage): Promise<void> {
  await expect(site.page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a path that must answer 200 and show `heading` as its one h1. */
export async function openPage(site: SitePage, path: string, heading: string): Promise<void> {
  const response = await site.open(path);
  expect(response.status(), `${path} status`).toBe(200);
  const h1 = site.main.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toHaveCount(1);
}

/** A path of the shared route table in a language ("/lien-he", "/en/contact"). */
export function routePath(id: RouteId, locale: Locale, slug?: string): string {
  const segment = getRoute(id)[locale];
  const path = `${locale === 'en' ? '/en' : ''}/${segment}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
  return path === '/en/' ? '/en' : path;
}

/** Linked cards (catalogue items): in order, each a link around its title heading. */
export async function expectCards(
  scope: Locator,
  level: 2 | 3,
  items: readonly { title: string; path: string | null }[],
): Promise<void> {
  const cards = scope
    .getByRole('link')
    .filter({ has: scope.page().getByRole('heading', { level }) });
  await expect(cards).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level })).toHaveText(item.title);
    expect(item.path, `${item.title} has a path`).not.toBeNull();
    await expect(cards.nth(i)).toHaveAttribute('href', item.path!);
  }
}

/** The path the page is at, decoded ("/bieu-phi/phi-giao-dich…"). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toBe(decodeURIComponent(path));
}

/** Opens the card whose heading (of `level`, as expectCards) names `item`, and waits for its page. */
export async function openCard(
  site: SitePage,
  scope: Locator,
  level: 2 | 3,
  item: { title: string; path: string | null },
): Promise<void> {
  await scope
    .getByRole('link')
    .filter({ has: scope.page().getByRole('heading', { level, name: item.title }) })
    .click();
  await expectPath(site.page, item.path!);
  await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(item.title);
}
