import { Badge, Group } from '@mantine/core';
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
      texts={{
        title: t('news.disclosures.title'),
        date: t('news.disclosures.date'),
        related: t('news.disclosures.related'),
      }}
      dateOf={(item) => item.attrs.implementDate}
      subtitle={(item) =>
        item.attrs.stockSymbol ? (
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t('news.disclosures.stockSymbol', { symbol: item.attrs.stockSymbol })}
            </Badge>
          </Group>
        ) : null
      }
      extra={(item) => item.attrs.file && <Attachment file={item.attrs.file} title={item.title} />}
    />
  );
});
