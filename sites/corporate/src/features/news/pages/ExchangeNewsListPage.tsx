import { Badge } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ContentRow } from '../components/ContentRow/ContentRow';
import { SectionListPage } from '../components/SectionListPage/SectionListPage';

/** Route sgdckNews (/tin-tuc-sgdck[/:category]). */
export default observer(function ExchangeNewsListPage() {
  const { exchangeNews } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <SectionListPage
      store={exchangeNews}
      route="sgdckNews"
      texts={{
        title: t('news.exchangeNews.title'),
        description: t('news.exchangeNews.description'),
        categories: t('news.exchangeNews.categories'),
        all: t('news.exchangeNews.all'),
        list: t('news.exchangeNews.list'),
      }}
      renderItem={(item) => (
        <ContentRow
          title={item.title}
          href={item.path}
          date={item.attrs.releaseDate}
          summary={item.summary}
          badges={
            <Badge variant="light" radius="sm">
              {item.attrs.exchange}
            </Badge>
          }
        />
      )}
    />
  );
});
