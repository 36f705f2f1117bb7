import { CmsPageView } from '../../features/cms-pages/components/CmsPageView/CmsPageView';
import { registerTemplate } from '../../features/cms-pages/templates/registry';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { lazyTemplate } from '../templates/lazyTemplate';
import '../templates/news';
import '../templates/services';

// The dedicated template screens; every other code keeps the generic CMS page. Each in its own
// chunk: the consulting screen's forms (zod, the schema form, tabs, a modal) were loaded by
// every CMS page and every 404.
registerTemplate(
  'KHCN_INVESTMENT_CONSULTING',
  lazyTemplate(() =>
    import('../../features/investment-consulting/components/InvestmentConsultingTemplate/InvestmentConsultingTemplate').then(
      (m) => m.InvestmentConsultingTemplate,
    ),
  ),
);

// For the catch-all's preload (site.ts): the screen of a CMS page's template, loaded ahead.
export { preloadTemplate } from '../../features/cms-pages/templates/registry';

/** Paths outside the route table: CMS slugs, the redirect table, or 404 (design §4). */
export default function CatchAllRoute() {
  const { cmsPage } = useStores();
  return <CmsPageView store={cmsPage} />;
}
