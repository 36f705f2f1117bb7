import { IconPaperclip } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { SectionListPage } from '../components/SectionListPage/SectionListPage';

/** Route disclosureNews (/cong-bo-thong-tin[/:category]). */
export default observer(function DisclosureListPage() {
  const { disclosures } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <SectionListPage
      store={disclosures}
      route="disclosureNews"
      section="disclosures"
      dateOf={(item) => item.attrs.implementDate}
      badge={(item) => item.attrs.stockSymbol}
      trailing={(item) =>
        item.attrs.file ? (
          <IconPaperclip size={20} role="img" aria-label={t('news.disclosures.hasFile')} />
        ) : null
      }
    />
  );
});
