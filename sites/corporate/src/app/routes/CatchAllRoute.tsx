import { CmsPageView } from '../../features/cms-pages/components/CmsPageView/CmsPageView';
import { useCorporateStores } from '../RootStore';

/** Paths outside the route table: CMS slugs, the redirect table, or 404 (design §4). */
export default function CatchAllRoute() {
  const { cmsPage } = useCorporateStores();
  return <CmsPageView store={cmsPage} />;
}
