import { Grid, Stack } from '@mantine/core';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import en from '../../../../locales/en/profile.json';
import vi from '../../../../locales/vi/profile.json';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import {
  createBusinessProfileStore,
  type BusinessProfileStore,
} from '../../stores/BusinessProfileStore';
import { AssociationsPanel } from '../AssociationsPanel/AssociationsPanel';
import { InsidersPanel } from '../InsidersPanel/InsidersPanel';
import { ListingPanel } from '../ListingPanel/ListingPanel';
import { OfficersPanel } from '../OfficersPanel/OfficersPanel';
import { OwnershipPanel } from '../OwnershipPanel/OwnershipPanel';
import { ProfilePanel } from '../ProfilePanel/ProfilePanel';
import { ShareholdersPanel } from '../ShareholdersPanel/ShareholdersPanel';

/**
 * ho-so-doanh-nghiep / business-profile: the company's profile and listing, who owns it (the
 * ownership structure, the large shareholders), who runs it, its subsidiaries and associates,
 * and its insiders' trades. Drawn under the stock header; each section loads, fails and
 * retries on its own.
 */
export function BusinessProfilePage({ symbol, locale }: StockSubPageProps) {
  usePageTexts('profile', { vi, en });
  const store = useStores().pageStores.get(createBusinessProfileStore);
  return <BusinessProfileView store={store} symbol={symbol} locale={locale} />;
}

interface BusinessProfileViewProps extends StockSubPageProps {
  store: BusinessProfileStore;
}

/** The page over its store: loads the company's sections and lays them out. */
export function BusinessProfileView({ store, symbol, locale }: BusinessProfileViewProps) {
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  return (
    <Stack gap="lg" data-testid="business-profile">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ProfilePanel store={store} locale={locale} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ListingPanel store={store} locale={locale} />
        </Grid.Col>
      </Grid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <OwnershipPanel store={store} locale={locale} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ShareholdersPanel store={store} symbol={symbol} locale={locale} />
        </Grid.Col>
      </Grid>
      <OfficersPanel store={store} locale={locale} />
      <AssociationsPanel store={store} locale={locale} />
      <InsidersPanel store={store} symbol={symbol} locale={locale} />
    </Stack>
  );
}
