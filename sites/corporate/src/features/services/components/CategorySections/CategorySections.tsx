import { Anchor, Stack, Text, Title } from '@mantine/core';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import type { CategoryGroup } from '../../stores/ServicesStore';
import classes from './CategorySections.module.css';

/** One section per service category: its name (a link to the category), summary and services. */
export function CategorySections({ groups, locale }: { groups: readonly CategoryGroup[]; locale: Locale }) {
  return (
    <Stack gap={48}>
      {groups.map(({ category, services }) => {
        const href = category.path ?? contentItemPath(category, locale);
        const headingId = `service-category-${category.id}`;
        return (
          <Stack key={category.id} component="section" gap="md" aria-labelledby={headingId}>
            <div>
              <Title order={2} id={headingId}>
                {href ? (
                  <Anchor component={Link} href={href} inherit className={classes.headingLink}>
                    {category.title}
                  </Anchor>
                ) : (
                  category.title
                )}
              </Title>
              {category.summary && <Text className={classes.muted}>{category.summary}</Text>}
            </div>
            <ItemGrid items={services} locale={locale} />
          </Stack>
        );
      })}
    </Stack>
  );
}
