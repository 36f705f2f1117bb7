import { Button, Group, Text } from '@mantine/core';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { RecentSearchesStore } from '../../stores/RecentSearchesStore';
import classes from './RecentSearches.module.css';

/** The visitor's recent keywords: each runs its search again; one button forgets them all. */
export const RecentSearches = observer(function RecentSearches({
  store,
  locale,
}: {
  store: RecentSearchesStore;
  locale: Locale;
}) {
  const { t } = useTranslation('corporate');
  if (store.items.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-title" className={classes.section}>
      <Group justify="space-between" gap="xs">
        <Text component="h2" fw={600} id="recent-searches-title" className={classes.heading}>
          <IconHistory size={18} aria-hidden="true" />
          {t('search.recent.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={store.clear}
        >
          {t('search.recent.clear')}
        </Button>
      </Group>
      <ul className={classes.list}>
        {store.items.map((keyword) => (
          <li key={keyword}>
            <Link route="searchResults" locale={locale} options={{ query: { keyword } }} className={classes.chip}>
              {keyword}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
