import { useEffect } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath, cmsPath } from '@brokerage/shared/routing/paths.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { PageFrame } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { DealList } from '../DealList/DealList';
import { ItemDetail } from '../../../../lib/catalog/ItemDetail/ItemDetail';
import { ServiceSection } from '../ProductsAndServicesTemplate/ProductsAndServicesTemplate';

/** Deals shown on the overview; the rest are on the recent-deals page. */
const DEAL_PREVIEW = 3;

/**
 * `dich-vu-nhdt[/:slug]`: the investment-banking services, business lines and latest deals; with
 * a slug, one business line in detail.
 */
export const BankInvestmentPage = observer(function BankInvestmentPage() {
  const { investmentBanking: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  useEffect(() => {
    if (slug) return undefined;
    void store.loadNhdtServices(locale);
    void store.loadBusinessLines(locale);
    void store.loadDeals(locale);
    void store.loadDealsPage(locale);
    return () => store.cancelLists();
  }, [store, locale, slug]);

  if (slug) {
    return (
      <ItemDetail
        store={store.businessDetail}
        slug={slug}
        locale={locale}
        breadcrumb={[{ label: t('investmentBanking.banking.title'), href: buildPath('bankInvestment', locale) }]}
        relatedTitle={t('investmentBanking.business.others')}
      />
    );
  }

  const dealsSlug = store.dealsPage.value?.slug ?? null;
  return (
    <PageFrame
      title={t('investmentBanking.banking.title')}
      summary={t('investmentBanking.banking.intro')}
      head={{ title: t('investmentBanking.banking.title'), description: t('investmentBanking.banking.intro') }}
    >
      <ServiceSection
        id="nhdt-services"
        title={t('investmentBanking.banking.services')}
        state={store.nhdtServices}
        items={store.nhdtServices.value ?? []}
      />
      <ServiceSection
        id="nhdt-business"
        title={t('investmentBanking.business.title')}
        state={store.businessLines}
        items={(store.businessLines.value ?? []).map((line) => ({ ...line, attrs: { icon: 'briefcase' } }))}
      />
      <Stack component="section" gap="md" aria-labelledby="nhdt-deals">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} id="nhdt-deals">
            {t('deals.title')}
          </Title>
          {dealsSlug && (
            <Anchor component={Link} href={cmsPath(dealsSlug, locale)} fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {t('deals.viewAll')}
              <IconArrowRight size={16} aria-hidden />
            </Anchor>
          )}
        </Group>
        <ListStatus state={store.deals} noDataMessage={t('deals.empty')}>
          <DealList deals={store.sortedDeals.slice(0, DEAL_PREVIEW)} locale={locale} />
        </ListStatus>
      </Stack>
    </PageFrame>
  );
});
