import { IconHeadset } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { PageFrame } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { ItemDetail } from '../../../../lib/catalog/ItemDetail/ItemDetail';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** `khach-hang-to-chuc[/:slug]`: the organisation services, or one of them in detail. */
export const OrganizeCustomerPage = observer(function OrganizeCustomerPage() {
  const { investmentBanking: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  useLoad(
    (locale) => slug ? undefined : store.loadKhtcServices(locale),
    [store, slug],
    store.khtcServices,
  );

  const contact = (
    <CallToAction copy="investmentBanking.contact" route="contact" icon={<IconHeadset size={28} />} />
  );

  if (slug) {
    return (
      <ItemDetail
        store={store.khtcDetail}
        slug={slug}
        locale={locale}
        breadcrumb={[{ label: t('investmentBanking.organisation.title'), href: buildPath('organizeCustomer', locale) }]}
        relatedTitle={t('investmentBanking.organisation.others')}
      >
        {contact}
      </ItemDetail>
    );
  }

  return (
    <PageFrame
      title={t('investmentBanking.organisation.title')}
      summary={t('investmentBanking.organisation.intro')}
      head={{ title: t('investmentBanking.organisation.title'), description: t('investmentBanking.organisation.intro') }}
    >
      <ListStatus state={store.khtcServices} noDataMessage={t('investmentBanking.empty')}>
        <ItemGrid items={store.khtcServices.value ?? []} locale={locale} headingOrder={2} />
      </ListStatus>
      {contact}
    </PageFrame>
  );
});
