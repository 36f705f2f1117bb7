/**
 * What the content specs (news, videos, reports, home blocks) share: the corporate site's own
 * texts (its locale files), the CMS page of a template, content lists as the API answers them,
 * and the calendar day a date shows as.
 */
import { readFileSync } from 'node:fs';
import { expect, type PageSummary, type StackApi } from '../fixtures';
import type { Locale } from '../../shared/src/routing/routes';

// ---- the corporate site's texts ------------------------------------------------------------

type Json = { [key: string]: Json } | string;

const readLocale = (locale: Locale, file: string): Record<string, Json> =>
  JSON.parse(
    readFileSync(
      new URL(`../../sites/corporate/src/locales/${locale}/${file}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, Json>;

// The corporate namespace is its files merged at the top level (sites/corporate/src/locales/resources.ts).
const CORPORATE: Record<Locale, Record<string, Json>> = {
  vi: { ...readLocale('vi', 'corporate'), ...readLocale('vi', 'news') },
  en: { ...readLocale('en', 'corporate'), ...readLocale('en', 'news') },
};
const COMMON: Record<Locale, Record<string, Json>> = {
  vi: JSON.parse(
    readFileSync(new URL('../../shared/src/locales/vi/common.json', import.meta.url), 'utf8'),
  ) as Record<string, Json>,
  en: JSON.parse(
    readFileSync(new URL('../../shared/src/locales/en/common.json', import.meta.url), 'utf8'),
  ) as Record<string, Json>,
};

function template(tree: Record<string, Json>, key: string): string {
  let node: Json | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function lookup(tree: Record<string, Json>, key: string, vars: Record<string, string | number>) {
  return template(tree, key).replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in vars)) throw new Error(`${key} needs {{${name}}}`);
    return String(vars[name]);
  });
}

/** A text of the corporate namespace (`homeBlocks.news.tabs`), with its {{placeholders}} filled. */
export const corporateText = (
  locale: Locale,
  key: string,
  vars: Record<string, string | number> = {},
): string => lookup(CORPORATE[locale], key, vars);

/** Matches any of the corporate texts `keys`, each {{placeholder}} standing for any words. */
export function corporatePattern(locale: Locale, ...keys: string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = keys.map((key) =>
    template(CORPORATE[locale], key)
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? '.+' : escape(part)))
      .join(''),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/** A text of the shared common namespace (`share.title`). */
export const commonText = (
  locale: Locale,
  key: string,
  vars: Record<string, string | number> = {},
): string => lookup(COMMON[locale], key, vars);

// ---- what the API answers -------------------------------------------------------------------

export interface Translation {
  locale: string;
  slug: string;
}
export interface ContentItem<A = Record<string, unknown>> {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  createdAt: string;
  path: string | null;
  category: { id: number; slug: string; title: string } | null;
  translations: Translation[];
  attrs: A;
}
export interface ContentDetail<A = Record<string, unknown>> extends ContentItem<A> {
  body: string | null;
}
export interface ListMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
export interface ListAnswer<T> {
  data: T[];
  meta: ListMeta;
}

/** `GET /api/v1/<path>` of a list, with its meta (stackApi.data keeps only the data). */
export async function apiList<T>(
  stackApi: StackApi,
  apiPath: string,
  params: Record<string, string | number> = {},
): Promise<ListAnswer<T>> {
  const response = await stackApi.request.get(`/api/v1/${apiPath}`, {
    params: { locale: 'vi', ...params },
  });
  expect(response.ok(), `GET ${apiPath} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ListAnswer<T>;
}

/** The path of the CMS page that renders `templateCode`, in `locale` ("/tin-an-phat"). */
export async function templatePage(
  stackApi: StackApi,
  templateCode: string,
  locale: Locale = 'vi',
): Promise<{ path: string; title: string }> {
  const pages = await stackApi.data<PageSummary[]>('pages/static/all', { locale, limit: '100' });
  const page = pages.find((p) => p.templateCode === templateCode);
  expect(page, `the seed has a ${templateCode} page`).toBeDefined();
  const prefix = locale === 'en' ? '/en/' : '/';
  return { path: `${prefix}${encodeURIComponent(page!.slug)}`, title: page!.title };
}

/** Titles of an API list, in its order. */
export const titles = (items: readonly { title: string }[]): string[] => items.map((i) => i.title);

// ---- dates ----------------------------------------------------------------------------------

const vnDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * The dd/mm/yyyy a date of the API shows as: a yyyy-mm-dd date as written, an instant as its
 * calendar day in Vietnam (written here independently of the site's formatter).
 */
export function shownDate(value: string): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  return vnDay.format(new Date(value));
}

export const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;
