import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { SectionListPage } from '../components/SectionListPage/SectionListPage';

/** Route sgdckNews (/tin-tuc-sgdck[/:category]). */
export default observer(function ExchangeNewsListPage() {
  const { exchangeNews } = useStores();
  return (
    <SectionListPage
      store={exchangeNews}
      route="sgdckNews"
      section="exchangeNews"
      dateOf={(item) => item.attrs.releaseDate}
      badge={(item) => item.attrs.exchange}
    />
  );
});
