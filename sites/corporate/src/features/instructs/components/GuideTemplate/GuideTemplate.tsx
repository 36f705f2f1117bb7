import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** HTGH_GUIDE_TRADING_SYSTEM: the page's text, then the guides by category, each to its page. */
export function GuideTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <Guides />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const Guides = observer(function Guides() {
  const { instructs: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useLoad((locale) => store.loadGuide(locale), [store], store.guide);
  return (
    <ListStatus state={store.guide} noDataMessage={t('instructs.empty')}>
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
    </ListStatus>
  );
});
