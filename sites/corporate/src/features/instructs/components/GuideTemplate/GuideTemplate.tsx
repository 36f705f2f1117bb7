import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';

/** HTGH_GUIDE_TRADING_SYSTEM: the page's text, then the guides by category, each to its page. */
export const GuideTemplate = observer(function GuideTemplate({ page }: { page: Page }) {
  const { instructs: store } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <TemplatePage page={page}>
      <LoadedList state={store.guide} load={store.loadGuide} noData="instructs.empty">
        {(locale) => (
          <Stack gap={48}>
            {store.groups.map(({ category, instructs }) => {
              const headingId = `instruct-category-${category?.id ?? 'other'}`;
              return (
                <Stack key={category?.id ?? 'other'} component="section" gap="md" aria-labelledby={headingId}>
                  <div>
                    <Title order={2} id={headingId}>
                      {category?.title ?? t('instructs.otherCategory')}
                    </Title>
                    {category?.summary && <Text c="dimmed">{category.summary}</Text>}
                  </div>
                  <ItemGrid items={instructs} locale={locale} />
                </Stack>
              );
            })}
          </Stack>
        )}
      </LoadedList>
    </TemplatePage>
  );
});
