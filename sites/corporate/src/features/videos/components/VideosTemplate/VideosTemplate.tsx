import { Skeleton, SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import { VideoPlayer } from '../VideoPlayerModal/VideoPlayer';
import { VideoShowcase } from '../VideoShowcase/VideoShowcase';

const LIST_ID = 'video-list';
const NO_PARAMS = {};

/** NEWS_VIDEOS: the CMS intro, then four videos a page (one main, three small) and the player. */
export const VideosTemplate = observer(function VideosTemplate({ page }: { page: Page }) {
  const { videos } = useStores();
  const { t } = useTranslation('corporate');

  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      <PagedListSection
        id={LIST_ID}
        label={t('videos.listLabel')}
        list={videos.list}
        params={NO_PARAMS}
        skeleton={<ShowcaseSkeleton />}
      >
        <VideoShowcase videos={videos.list.items} onPlay={videos.play} />
      </PagedListSection>
      <VideoPlayer video={videos.playing} onClose={videos.stop} />
    </ListPageFrame>
  );
});

export function ShowcaseSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Skeleton height={320} radius="md" />
      <SimpleGrid cols={1} spacing="md">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
    </SimpleGrid>
  );
}
