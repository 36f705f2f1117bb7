// Registers the services features' template screens (imported for its effect by CatchAllRoute).
// Each screen is React.lazy, so it stays in its own chunk.
import { registerTemplate } from '../../features/cms-pages/templates/registry';
import { lazyTemplate } from './lazyTemplate';

const aboutPage = lazyTemplate(() =>
  import('../../features/about/components/AboutTemplate/AboutTemplate').then((m) => m.AboutTemplate),
);
for (const code of ['ABOUT_GENERAL', 'ABOUT_OVERVIEW', 'ABOUT_VALUE', 'ABOUT_ACHIEVEMENT', 'ABOUT_POLICY']) {
  registerTemplate(code, aboutPage);
}
registerTemplate(
  'ABOUT_ORGANIZATIONAL_CHART',
  lazyTemplate(() =>
    import('../../features/about/components/OrgChartTemplate/OrgChartTemplate').then((m) => m.OrgChartTemplate),
  ),
);
registerTemplate(
  'HTGD_DEFAULT_TEMPLATE',
  lazyTemplate(() =>
    import('../../features/about/components/StandardPageTemplate/StandardPageTemplate').then(
      (m) => m.StandardPageTemplate,
    ),
  ),
);
registerTemplate(
  'ABOUT_NETWORK',
  lazyTemplate(() =>
    import('../../features/network/components/NetworkTemplate/NetworkTemplate').then((m) => m.NetworkTemplate),
  ),
);
registerTemplate(
  'ABOUT_LEADER',
  lazyTemplate(() =>
    import('../../features/departments/components/LeaderTemplate/LeaderTemplate').then((m) => m.LeaderTemplate),
  ),
);
registerTemplate(
  'KHCN_FAQ',
  lazyTemplate(() => import('../../features/faq/components/FaqTemplate/FaqTemplate').then((m) => m.FaqTemplate)),
);
registerTemplate(
  'KHCN_FAQ_1',
  lazyTemplate(() =>
    import('../../features/faq/components/FaqListTemplate/FaqListTemplate').then((m) => m.FaqListTemplate),
  ),
);

const serviceCatalog = lazyTemplate(() =>
  import('../../features/services/components/ServiceCatalogTemplate/ServiceCatalogTemplate').then(
    (m) => m.ServiceCatalogTemplate,
  ),
);
// Spec §2: the two codes share one screen.
registerTemplate('KHCN_STOCK_TRADING', serviceCatalog);
registerTemplate('HTGD_FEATURES_LIST', serviceCatalog);
registerTemplate(
  'KHCN_ACCOUNT_MANAGEMENT',
  lazyTemplate(() =>
    import('../../features/services/components/AccountManagementTemplate/AccountManagementTemplate').then(
      (m) => m.AccountManagementTemplate,
    ),
  ),
);
registerTemplate(
  'HTGD_PRODUCTS_AND_SERVICES',
  lazyTemplate(() =>
    import('../../features/investment-banking/components/ProductsAndServicesTemplate/ProductsAndServicesTemplate').then(
      (m) => m.ProductsAndServicesTemplate,
    ),
  ),
);
registerTemplate(
  'HTGD_BUSINESS',
  lazyTemplate(() =>
    import('../../features/investment-banking/components/BusinessTemplate/BusinessTemplate').then(
      (m) => m.BusinessTemplate,
    ),
  ),
);
registerTemplate(
  'NHDT_RECENT_DEAL',
  lazyTemplate(() =>
    import('../../features/investment-banking/components/RecentDealsTemplate/RecentDealsTemplate').then(
      (m) => m.RecentDealsTemplate,
    ),
  ),
);
registerTemplate(
  'TPDN',
  lazyTemplate(() => import('../../features/bonds/components/BondsTemplate/BondsTemplate').then((m) => m.BondsTemplate)),
);
registerTemplate(
  'HTGH_GUIDE_TRADING_SYSTEM',
  lazyTemplate(() => import('../../features/instructs/components/GuideTemplate/GuideTemplate').then((m) => m.GuideTemplate)),
);
