import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { HomePage, type HomeBlockViews } from '../../features/home/components/HomePage/HomePage';
import { HomeReportsBlock } from '../../features/reports/components/HomeReportsBlock/HomeReportsBlock';
import { HomeVideosBlock } from '../../features/videos/components/HomeVideosBlock/HomeVideosBlock';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

// Home blocks whose screens belong to other features (features never import each other).
const BLOCK_VIEWS: HomeBlockViews = { report: HomeReportsBlock, video: HomeVideosBlock };

export default function HomeRoute() {
  const { home, homeNews } = useStores();
  const { locale } = usePageMatch();
  return <HomePage store={home} locale={locale} newsStore={homeNews} blockViews={BLOCK_VIEWS} />;
}
