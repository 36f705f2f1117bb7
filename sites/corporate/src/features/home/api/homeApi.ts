import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { HomeNewsRow, HomeNewsType } from '../stores/HomeNewsStore';

/** Spec §7 "Home lists: limit 10 and outstanding 1 for company news, disclosures and exchange news". */
const HOME_LIST = { limit: 10, outstanding: true } as const;

const row = (
  item: { id: number; title: string; slug: string; path: string | null },
  date: string,
): HomeNewsRow => ({ id: item.id, title: item.title, slug: item.slug, path: item.path, date });

/**
 * One of the three home news lists (`GET news?product=company`, `GET disclosures`,
 * `GET sgdck-news`), each with its own date (spec §2): createdAt for company news,
 * implementDate for disclosures, releaseDate for exchange news.
 */
export async function listHomeNews(
  api: ApiClient,
  type: HomeNewsType,
  locale: Locale,
  signal: AbortSignal,
): Promise<HomeNewsRow[]> {
  const items = createContentItemsApi(api);
  const options = { locale, signal };
  switch (type) {
    case 'news':
      return (await items.listNews({ ...HOME_LIST, product: 'company' }, options)).data.map(
        (item) => row(item, item.createdAt),
      );
    case 'news_disclosure':
      return (await items.listDisclosures(HOME_LIST, options)).data.map((item) =>
        row(item, item.attrs.implementDate),
      );
    case 'news_sgdck':
      return (await items.listSgdckNews(HOME_LIST, options)).data.map((item) =>
        row(item, item.attrs.releaseDate),
      );
  }
}
