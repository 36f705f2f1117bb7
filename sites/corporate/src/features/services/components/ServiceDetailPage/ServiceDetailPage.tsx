import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { ItemDetail } from '../../../../lib/catalog/ItemDetail/ItemDetail';
import { OpenAccount } from '../OpenAccount/OpenAccount';

/** `chi-tiet-khach-hang-ca-nhan/:slug`: one service, then the other services of its category. */
export const ServiceDetailPage = observer(function ServiceDetailPage() {
  const { services: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  return (
    <ItemDetail
      store={store.service}
      slug={slug}
      locale={locale}
      breadcrumb={(service) => [
        { label: t('services.individual.title'), href: buildPath('individualCustomer', locale) },
        ...(service.category
          ? [{ label: service.category.title, href: contentItemPath(service.category, locale) }]
          : []),
      ]}
      relatedTitle={t('services.otherServices')}
    >
      <OpenAccount />
    </ItemDetail>
  );
});
