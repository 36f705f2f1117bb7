import { Grid, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { menuNeighbours } from '../../lib/menuNeighbours';
import { AboutBlocks } from '../AboutBlocks/AboutBlocks';
import { RelatedLinks } from '../RelatedLinks/RelatedLinks';

/**
 * HTGD_DEFAULT_TEMPLATE: a plain content page done properly. The text in a readable column,
 * the blocks under it, and beside it the other pages of its menu section.
 */
export const StandardPageTemplate = observer(function StandardPageTemplate({ page }: { page: Page }) {
  const { system } = useStores();
  const match = usePageMatch();
  const slugs = [...(match.kind === 'cms' ? [match.slug] : []), ...page.translations.map((t) => t.slug)];
  const neighbours = menuNeighbours(system.menu('header'), slugs, match.locale);

  const main = (
    <Stack gap="xl">
      {page.content && <RichContent html={page.content} />}
      <AboutBlocks blocks={page.blocks} />
    </Stack>
  );

  return (
    <PageFrame {...pageFrameProps(page)}>
      {neighbours ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RelatedLinks neighbours={neighbours} />
          </Grid.Col>
        </Grid>
      ) : (
        main
      )}
    </PageFrame>
  );
});
