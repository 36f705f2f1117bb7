import { SimpleGrid } from '@mantine/core';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { RecentDeal } from '../../api/investmentBankingApi';
import { DealCard } from '../DealCard/DealCard';

/** Deals as a grid of cards, in the order given. */
export function DealList({ deals, locale, headingOrder = 3 }: { deals: readonly RecentDeal[]; locale: Locale; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <DealCard deal={deal} locale={locale} headingOrder={headingOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}
