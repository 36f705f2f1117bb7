import { useEffect } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ItemGrid, type GridItem } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { ListStatus, type ListState } from '../../../../lib/content/ListStatus/ListStatus';

/** HTGD_PRODUCTS_AND_SERVICES: the page's text, the organisation and investment-banking services. */
export function ProductsAndServicesTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <Services />
    </TemplatePage>
  );
}

const Services = observer(function Services() {
  const { investmentBanking: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useEffect(() => {
    void store.loadKhtcServices(locale);
    void store.loadNhdtServices(locale);
    return () => store.cancelLists();
  }, [store, locale]);
  return (
    <>
      <ServiceSection
        id="khtc-services"
        title={t('investmentBanking.organisation.title')}
        intro={t('investmentBanking.organisation.intro')}
        route="organizeCustomer"
        state={store.khtcServices}
        items={store.khtcServices.value ?? []}
      />
      <ServiceSection
        id="nhdt-services"
        title={t('investmentBanking.banking.title')}
        intro={t('investmentBanking.banking.intro')}
        route="bankInvestment"
        state={store.nhdtServices}
        items={store.nhdtServices.value ?? []}
      />
    </>
  );
});

export const ServiceSection = observer(function ServiceSection({
  id,
  title,
  intro,
  route,
  state,
  items,
}: {
  id: string;
  title: string;
  intro?: string;
  /** The section's own page; the heading links to it. */
  route?: RouteId;
  state: ListState;
  items: readonly GridItem[];
}) {
  const { t } = useTranslation('corporate');
  const { locale } = usePageMatch();
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <div>
        <Title order={2} id={id}>
          {route ? (
            <Anchor component={Link} route={route} inherit c="inherit">
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </div>
      <ListStatus state={state} noDataMessage={t('investmentBanking.empty')}>
        <ItemGrid items={items} locale={locale} />
      </ListStatus>
    </Stack>
  );
});
