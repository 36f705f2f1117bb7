/**
 * What the content specs (news, videos, reports, home blocks) share: the CMS page of a template,
 * content lists as the API answers them, and the calendar day a date shows as. The sites' texts
 * are in locales.ts.
 */
import { expect, type PageSummary, type StackApi } from '../fixtures';
import type { Locale } from '../../shared/src/routing/routes';

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
