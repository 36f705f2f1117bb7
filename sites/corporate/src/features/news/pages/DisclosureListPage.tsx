import { Badge } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ContentRow } from '../components/ContentRow/ContentRow';
import { SectionListPage } from '../components/SectionListPage/SectionListPage';

/** Route disclosureNews (/cong-bo-thong-tin[/:category]). */
export default observer(function DisclosureListPage() {
  const { disclosures } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <SectionListPage
      store={disclosures}
      route="disclosureNews"
      texts={{
        title: t('news.disclosures.title'),
        description: t('news.disclosures.description'),
        categories: t('news.disclosures.categories'),
        all: t('news.disclosures.all'),
        list: t('news.disclosures.list'),
      }}
      renderItem={(item) => (
        <ContentRow
          title={item.title}
          href={item.path}
          date={item.attrs.implementDate}
          summary={item.summary}
          badges={
            item.attrs.stockSymbol ? (
              <Badge variant="light" radius="sm">
                {item.attrs.stockSymbol}
              </Badge>
            ) : null
          }
          trailing={
            item.attrs.file ? (
              <IconPaperclip size={20} role="img" aria-label={t('news.disclosures.hasFile')} />
            ) : null
          }
        />
      )}
    />
  );
});
