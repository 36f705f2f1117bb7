import { CmsPageView } from '../../features/cms-pages/components/CmsPageView/CmsPageView';
import { useRecruitmentStores } from '../RootStore';

export default function CatchAllRoute() {
  const { recruitmentPage } = useRecruitmentStores();
  return <CmsPageView store={recruitmentPage} />;
}
