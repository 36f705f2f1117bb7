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
import { Attachment } from '../components/Attachment/Attachment';

/** Route disclosureNewsDetail (/chi-tiet-cong-bo-thong-tin/:slug). */
export default observer(function DisclosureDetailPage() {
  const { disclosures } = useStores();
  const match = usePageMatch();
  const { locale } = match;
  const slug = match.kind === 'route' ? (match.slug ?? '') : '';
  const { t } = useTranslation('corporate');
  const store = disclosures.detail;

  return (
    <ContentDetailView store={store} slug={slug}>
      {(item) => (
        <ContentDetailLayout
          head={detailHeadProps(item)}
          translations={item.translations}
          breadcrumb={[
            { label: t('news.disclosures.title'), href: buildPath('disclosureNews', locale) },
            ...(item.category
              ? [
                  {
                    label: item.category.title,
                    href: buildPath('disclosureNews', locale, { slug: item.category.slug }),
                  },
                ]
              : []),
          ]}
          title={item.title}
          date={item.attrs.implementDate}
          dateLabel={t('news.disclosures.date')}
          subtitle={
            item.attrs.stockSymbol ? (
              <Group gap="xs">
                <Badge variant="light" radius="sm">
                  {t('news.disclosures.stockSymbol', { symbol: item.attrs.stockSymbol })}
                </Badge>
              </Group>
            ) : null
          }
          body={item.body}
          aside={
            <RelatedItems
              title={t('news.disclosures.related')}
              loading={store.relatedLoading}
              items={store.related.map((other) => ({
                id: other.id,
                title: other.title,
                href: other.path,
                date: other.attrs.implementDate,
              }))}
            />
          }
        >
          {item.attrs.file && <Attachment file={item.attrs.file} title={item.title} />}
        </ContentDetailLayout>
      )}
    </ContentDetailView>
  );
});
