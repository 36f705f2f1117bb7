import { CmsPageView } from '../../features/cms-pages/components/CmsPageView/CmsPageView';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

export default function CatchAllRoute() {
  const { recruitmentPage } = useStores();
  return <CmsPageView store={recruitmentPage} />;
}
