import { Skeleton, SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { ListPagination } from '../../../../lib/content/ListPagination/ListPagination';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { usePagedList } from '@brokerage/shared/app/data/usePagedList.ts';
import { VideoPlayerModal } from '../VideoPlayerModal/VideoPlayerModal';
import { VideoShowcase } from '../VideoShowcase/VideoShowcase';

const LIST_ID = 'video-list';
const NO_PARAMS = {};

/** NEWS_VIDEOS: the CMS intro, then four videos a page (one main, three small) and the player. */
export const VideosTemplate = observer(function VideosTemplate({ page }: { page: Page }) {
  const { videos } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  const { current } = usePagedList(videos.list, NO_PARAMS, locale);

  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      <section id={LIST_ID} aria-label={t('videos.listLabel')}>
        <ListStatus state={videos.list} current={current} skeleton={<ShowcaseSkeleton />}>
          <VideoShowcase videos={videos.list.items} onPlay={videos.play} />
        </ListStatus>
        <ListPagination
          totalPages={videos.list.totalPages}
          page={videos.list.page}
          scrollToId={LIST_ID}
        />
      </section>
      <VideoPlayerModal video={videos.playing} onClose={videos.stop} />
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
