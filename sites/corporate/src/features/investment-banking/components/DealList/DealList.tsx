import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { RecentDeal } from '../../api/investmentBankingApi';
import { CardList } from '../../../../lib/content/CardList/CardList';
import { DealCard } from '../DealCard/DealCard';

/** Deals as a grid of cards, in the order given. */
export function DealList({
  deals,
  locale,
  headingOrder = 3,
}: {
  deals: readonly RecentDeal[];
  locale: Locale;
  headingOrder?: 2 | 3;
}) {
  return (
    <CardList items={deals} cols={{ base: 1, sm: 2, lg: 3 }}>
      {(deal) => <DealCard deal={deal} locale={locale} headingOrder={headingOrder} />}
    </CardList>
  );
}
