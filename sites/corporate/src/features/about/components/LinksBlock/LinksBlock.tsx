import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import { ItemCard } from '../../../../lib/catalog/ItemCard/ItemCard';

/** Cards leading to the subpages of a section (icon, title, description). */
export function LinksBlock({ items }: { items: readonly BlockItem[] }) {
  const { t } = useTranslation('corporate');
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard
            title={item.title}
            summary={item.description}
            icon={item.icon}
            image={item.image}
            href={item.link}
            target={item.target}
            moreLabel={t('catalog.viewDetail')}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
