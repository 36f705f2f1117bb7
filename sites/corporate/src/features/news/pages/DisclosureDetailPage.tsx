import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { Attachment } from '../components/Attachment/Attachment';
import { SectionDetailPage } from '../components/SectionDetailPage/SectionDetailPage';

/** Route disclosureNewsDetail (/chi-tiet-cong-bo-thong-tin/:slug). */
export default observer(function DisclosureDetailPage() {
  const { disclosures } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <SectionDetailPage
      store={disclosures.detail}
      route="disclosureNews"
      section="disclosures"
      dateOf={(item) => item.attrs.implementDate}
      badge={(item) =>
        item.attrs.stockSymbol &&
        t('news.disclosures.stockSymbol', { symbol: item.attrs.stockSymbol })
      }
      extra={(item) => item.attrs.file && <Attachment file={item.attrs.file} title={item.title} />}
    />
  );
});
