import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { DetailGate, ItemPageMeta } from '../../../../lib/catalog/DetailGate/DetailGate';
import {
  ContentDetailLayout,
} from '../../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import { RelatedItems } from '../../../../lib/content/RelatedItems/RelatedItems';
import { OpenAccount } from '../OpenAccount/OpenAccount';

/** `chi-tiet-khach-hang-ca-nhan/:slug`: one service, then the other services of its category. */
export const ServiceDetailPage = observer(function ServiceDetailPage() {
  const { services: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  return (
    <DetailGate store={store.service} slug={slug}>
      {(service) => (
        <>
          <ItemPageMeta item={service} />
          <ContentDetailLayout
            breadcrumb={[
              { label: t('services.individual.title'), href: buildPath('individualCustomer', locale) },
              ...(service.category
                ? [
                    {
                      label: service.category.title,
                      href: contentItemPath(service.category, locale),
                    },
                  ]
                : []),
            ]}
            title={service.title}
            subtitle={service.summary ? <Text size="lg">{service.summary}</Text> : undefined}
            body={service.body}
            aside={
              <RelatedItems
                title={t('services.otherServices')}
                loading={store.service.relatedLoading}
                items={store.service.related.map((s) => ({ id: s.id, title: s.title, href: s.path ?? contentItemPath(s, locale) }))}
              />
            }
          >
            <OpenAccount />
          </ContentDetailLayout>
        </>
      )}
    </DetailGate>
  );
});
