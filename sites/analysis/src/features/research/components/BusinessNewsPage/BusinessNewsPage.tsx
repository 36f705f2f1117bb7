import { Skeleton, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import en from '../../../../locales/en/research.json';
import vi from '../../../../locales/vi/research.json';
import { createBusinessNewsStore } from '../../stores/BusinessNewsStore';
import { NewsItem } from '../NewsItem/NewsItem';
import { PagedList } from '../PagedList/PagedList';

/**
 * tin-tuc-doanh-nghiep / business-news: the company's news (`ttpt-business-news`), newest first,
 * 15 a page with "more" appending; each item opens in place to its full text.
 */
export const BusinessNewsPage = observer(function BusinessNewsPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('research', { vi, en });
  const { t } = useTranslation('analysis');
  const store = useStores().pageStores.get(createBusinessNewsStore);
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  return (
    <Panel id="business-news" title={t('research.news.heading', { symbol })}>
      <PagedList
        list={store.list}
        ready={store.shows(symbol, locale)}
        locale={locale}
        onRetry={() => void store.list.retry()}
        texts={{
          loading: t('research.news.loading'),
          failed: t('research.news.failed'),
          moreFailed: t('research.news.moreFailed'),
          empty: t('research.news.empty', { symbol }),
          shown: (values) => t('research.news.shown', values),
          more: t('research.news.more'),
        }}
        skeleton={[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={14} width="30%" />
            <Skeleton height={20} width="80%" />
            <Skeleton height={40} />
          </Stack>
        ))}
      >
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          data-testid="business-news"
        >
          {store.list.items.map((item) => (
            <NewsItem
              key={item.id}
              item={item}
              expanded={store.isExpanded(item.id)}
              onToggle={() => store.toggle(item.id)}
            />
          ))}
        </Stack>
      </PagedList>
    </Panel>
  );
});
