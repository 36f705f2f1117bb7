import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
import type { HomeNewsRow, HomeNewsSource } from '../stores/HomeNewsStore';

/** Spec §7 "Home lists: limit 10 and outstanding 1 for company news, disclosures and exchange news". */
const HOME_LIST = { limit: 10, outstanding: true } as const;

/**
 * The three home news lists, each with its own date (spec §2): createdAt for company news,
 * implementDate for disclosures, releaseDate for exchange news.
 */
export function homeNewsSource(api: ApiClient): HomeNewsSource {
  const items = lazyContentItemsApi(api);
  const row = (
    item: { id: number; title: string; slug: string; path: string | null },
    date: string,
  ): HomeNewsRow => ({
    id: item.id,
    title: item.title,
    slug: item.slug,
    path: item.path,
    date,
  });
  return {
    async load(type, locale, signal) {
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
    },
  };
}
