import { Badge, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import {
  ContentDetailLayout,
  detailHeadProps,
} from '../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import { ContentDetailView } from '../../../lib/content/ContentDetailLayout/ContentDetailView';
import { RelatedItems } from '../../../lib/content/RelatedItems/RelatedItems';

/** Route sgdckNewsDetail (/chi-tiet-tin-tuc-sgdck/:slug). */
export default observer(function ExchangeNewsDetailPage() {
  const { exchangeNews } = useStores();
  const match = usePageMatch();
  const { locale } = match;
  const slug = match.kind === 'route' ? (match.slug ?? '') : '';
  const { t } = useTranslation('corporate');
  const store = exchangeNews.detail;

  return (
    <ContentDetailView store={store} slug={slug}>
      {(item) => (
        <ContentDetailLayout
          head={detailHeadProps(item)}
          translations={item.translations}
          breadcrumb={[
            { label: t('news.exchangeNews.title'), href: buildPath('sgdckNews', locale) },
            ...(item.category
              ? [
                  {
                    label: item.category.title,
                    href: buildPath('sgdckNews', locale, { slug: item.category.slug }),
                  },
                ]
              : []),
          ]}
          title={item.title}
          date={item.attrs.releaseDate}
          dateLabel={t('news.exchangeNews.date')}
          subtitle={
            <Group gap="xs">
              <Badge variant="light" radius="sm">
                {t('news.exchangeNews.exchange', { exchange: item.attrs.exchange })}
              </Badge>
            </Group>
          }
          body={item.body}
          aside={
            <RelatedItems
              title={t('news.exchangeNews.related')}
              loading={store.relatedLoading}
              items={store.related.map((other) => ({
                id: other.id,
                title: other.title,
                href: other.path,
                date: other.attrs.releaseDate,
              }))}
            />
          }
        />
      )}
    </ContentDetailView>
  );
});
