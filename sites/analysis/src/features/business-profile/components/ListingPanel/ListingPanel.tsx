import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { formatPrice } from '../../../../lib/market/boardFormat';
import type { ListingFacts } from '../../model/listingFacts';
import { formatCapital, formatShareCount } from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { FactList, type Fact } from '../FactList/FactList';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface ListingPanelProps {
  store: BusinessProfileStore;
  locale: Locale;
}

/** Where and since when the shares trade, and the offering that brought them to the market. */
export const ListingPanel = observer(function ListingPanel({ store, locale }: ListingPanelProps) {
  const { t } = useTranslation('analysis');
  const facts = store.listing.value;
  return (
    <Panel id="profile-listing" title={t('profile.listing.heading')}>
      <SectionStatus
        state={store.listing}
        loadingText={t('profile.listing.loading')}
        emptyText={t('profile.listing.empty')}
      >
        {facts && <ListingBody facts={facts} locale={locale} />}
      </SectionStatus>
    </Panel>
  );
});

function ListingBody({ facts: f, locale }: { facts: ListingFacts; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const none = t('profile.listing.none');
  const list: Fact[] = [
    { id: 'exchange', label: t('profile.listing.exchange'), value: f.exchange },
    {
      id: 'listingDate',
      label: t('profile.listing.listingDate'),
      value: formatDate(f.listingDate),
    },
    {
      id: 'indices',
      label: t('profile.listing.indices'),
      value: f.indices.length > 0 ? f.indices.join(', ') : none,
    },
    {
      id: 'ipoDate',
      label: t('profile.listing.ipoDate'),
      value: f.ipo ? formatDate(f.ipo.date) : none,
    },
    {
      id: 'ipoPrice',
      label: t('profile.listing.ipoPrice'),
      value:
        f.ipo?.price != null
          ? t('profile.units.vnd', { value: formatPrice(f.ipo.price, locale) })
          : none,
    },
    {
      id: 'ipoShares',
      label: t('profile.listing.ipoShares'),
      value: f.ipo
        ? t('profile.units.shares', { value: formatShareCount(f.ipo.shares, locale) })
        : none,
    },
    {
      id: 'sharesAtListing',
      label: t('profile.listing.sharesAtListing'),
      value:
        f.sharesAtListing !== null
          ? t('profile.units.shares', { value: formatShareCount(f.sharesAtListing, locale) })
          : none,
    },
    {
      id: 'capitalAtListing',
      label: t('profile.listing.capitalAtListing'),
      value:
        f.charterCapitalAtListing !== null
          ? t('profile.units.billion', { value: formatCapital(f.charterCapitalAtListing, locale) })
          : none,
    },
    {
      id: 'sharesOutstanding',
      label: t('profile.listing.sharesOutstanding'),
      value: t('profile.units.shares', { value: formatShareCount(f.sharesOutstanding, locale) }),
    },
  ];
  return <FactList facts={list} cols={{ base: 1, sm: 2, lg: 1 }} testId="listing-facts" />;
}
