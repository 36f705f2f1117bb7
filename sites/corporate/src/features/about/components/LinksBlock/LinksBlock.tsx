import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import { ItemCard } from '../../../../lib/catalog/ItemCard/ItemCard';
import { CardList } from '../../../../lib/content/CardList/CardList';

/** Cards leading to the subpages of a section (icon, title, description). */
export function LinksBlock({ items }: { items: readonly BlockItem[] }) {
  const { t } = useTranslation('corporate');
  return (
    <CardList items={items} cols={{ base: 1, xs: 2, md: 3 }}>
      {(item) => (
        <ItemCard
          title={item.title}
          summary={item.description}
          icon={item.icon}
          image={item.image}
          href={item.link}
          target={item.target}
          moreLabel={t('catalog.viewDetail')}
        />
      )}
    </CardList>
  );
}
