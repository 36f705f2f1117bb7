import { Badge, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { SectionDetailPage } from '../components/SectionDetailPage/SectionDetailPage';

/** Route sgdckNewsDetail (/chi-tiet-tin-tuc-sgdck/:slug). */
export default observer(function ExchangeNewsDetailPage() {
  const { exchangeNews } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <SectionDetailPage
      store={exchangeNews.detail}
      route="sgdckNews"
      texts={{
        title: t('news.exchangeNews.title'),
        date: t('news.exchangeNews.date'),
        related: t('news.exchangeNews.related'),
      }}
      dateOf={(item) => item.attrs.releaseDate}
      subtitle={(item) => (
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {t('news.exchangeNews.exchange', { exchange: item.attrs.exchange })}
          </Badge>
        </Group>
      )}
    />
  );
});
