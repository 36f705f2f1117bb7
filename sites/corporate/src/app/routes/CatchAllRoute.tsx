import { CmsPageView } from '../../features/cms-pages/components/CmsPageView/CmsPageView';
import { registerTemplate } from '../../features/cms-pages/templates/registry';
import { InvestmentConsultingTemplate } from '../../features/investment-consulting/components/InvestmentConsultingTemplate/InvestmentConsultingTemplate';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import '../templates/news';
import '../templates/services';

// The dedicated template screens; every other code keeps the generic CMS page.
registerTemplate('KHCN_INVESTMENT_CONSULTING', InvestmentConsultingTemplate);

// For the catch-all's preload (site.ts): the screen of a CMS page's template, loaded ahead.
export { preloadTemplate } from '../../features/cms-pages/templates/registry';

/** Paths outside the route table: CMS slugs, the redirect table, or 404 (design §4). */
export default function CatchAllRoute() {
  const { cmsPage } = useStores();
  return <CmsPageView store={cmsPage} />;
}
