import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SideNav } from '../../../../lib/catalog/SideNav/SideNav';
import type { ServiceCategory } from '../../api/servicesApi';

export interface CategoryNavProps {
  categories: readonly ServiceCategory[];
  /** The category on screen; null: the overview of every category. */
  currentId: number | null;
  locale: Locale;
}

/** The side navigation of `khach-hang-ca-nhan`: the overview, then each category. */
export function CategoryNav({ categories, currentId, locale }: CategoryNavProps) {
  const { t } = useTranslation('corporate');
  return (
    <SideNav
      entries={[
        { key: 'all', label: t('services.allCategories'), href: buildPath('individualCustomer', locale), active: currentId === null },
        ...categories.map((category) => ({
          key: String(category.id),
          label: category.title,
          href: category.path ?? contentItemPath(category, locale) ?? buildPath('individualCustomer', locale, { slug: category.slug }),
          active: category.id === currentId,
        })),
      ]}
    />
  );
}
