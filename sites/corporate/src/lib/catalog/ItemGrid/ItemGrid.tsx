import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { CardList } from '../../content/CardList/CardList';
import { ItemCard } from '../ItemCard/ItemCard';

/** A catalogue item with an icon (services, business lines, guides). */
export type GridItem = Pick<
  ContentSummary,
  'id' | 'type' | 'slug' | 'title' | 'summary' | 'image' | 'path'
> & {
  attrs: { icon?: string | null };
};

export interface ItemGridProps {
  items: readonly GridItem[];
  locale: Locale;
  headingOrder?: 2 | 3 | 4;
}

/** Catalogue items as cards, each leading to its page (`item.path`, else the route table). */
export function ItemGrid({ items, locale, headingOrder = 3 }: ItemGridProps) {
  const { t } = useTranslation('corporate');
  return (
    <CardList items={items} cols={{ base: 1, xs: 2, lg: 3 }}>
      {(service) => (
        <ItemCard
          title={service.title}
          summary={service.summary}
          icon={service.attrs.icon ?? null}
          image={service.image}
          href={service.path ?? contentItemPath(service, locale)}
          headingOrder={headingOrder}
          moreLabel={t('catalog.viewDetail')}
        />
      )}
    </CardList>
  );
}
