import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import { BlockSection } from '../../../../lib/content/BlockSection/BlockSection';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { VideoPlayer } from '../VideoPlayerModal/VideoPlayer';
import { VideoShowcase } from '../VideoShowcase/VideoShowcase';
import { ShowcaseSkeleton } from '../VideosTemplate/VideosTemplate';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

const HEADING_ID = 'home-videos';
const NO_PARAMS = {};

/** The home `video` block: the four newest videos (spec §7 `news-videos` limit 4) and the player. */
export const HomeVideosBlock = observer(function HomeVideosBlock({ block }: { block: PageBlock }) {
  const { homeVideos: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.list.load(1, NO_PARAMS, locale), [store], store.list);

  const more = block.items[0]?.link;
  return (
    <BlockSection headingId={HEADING_ID} title={block.title ?? t('videos.homeTitle')} more={more}>
      <ListStatus
        state={store.list}
        current={store.list.answers(1, NO_PARAMS, locale)}
        skeleton={<ShowcaseSkeleton />}
      >
        <VideoShowcase videos={store.list.items} onPlay={store.play} />
      </ListStatus>
      <VideoPlayer video={store.playing} onClose={store.stop} />
    </BlockSection>
  );
});
