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
      section="exchangeNews"
      dateOf={(item) => item.attrs.releaseDate}
      badge={(item) => t('news.exchangeNews.exchange', { exchange: item.attrs.exchange })}
    />
  );
});
