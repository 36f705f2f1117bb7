// Registers the news features' template screens (imported for its effect by CatchAllRoute).
// Each screen is React.lazy, so it stays in its own chunk.
import { NEWS_PRODUCTS } from '@brokerage/shared/routing/routes.ts';
import { registerTemplate } from '../../features/cms-pages/templates/registry';
import { lazyTemplate } from './lazyTemplate';

for (const product of NEWS_PRODUCTS) {
  registerTemplate(
    `NEWS_${product.toUpperCase()}_NEWS_EVENTS`,
    lazyTemplate(() =>
      import('../../features/news/components/NewsEventsTemplate/NewsEventsTemplate').then((m) =>
        m.productNewsTemplate(product),
      ),
    ),
  );
}
registerTemplate(
  'NEWS_VIDEOS',
  lazyTemplate(() =>
    import('../../features/videos/components/VideosTemplate/VideosTemplate').then(
      (m) => m.VideosTemplate,
    ),
  ),
);
registerTemplate(
  'KHCN_ANALYSIS_REPORT',
  lazyTemplate(() =>
    import('../../features/reports/components/AnalysisReportsTemplate/AnalysisReportsTemplate').then(
      (m) => m.AnalysisReportsTemplate,
    ),
  ),
);
const documents = () =>
  import('../../features/reports/components/DocumentReportTemplates/DocumentReportTemplates');
registerTemplate(
  'NEWS_ANNUAL_REPORT',
  lazyTemplate(() => documents().then((m) => m.AnnualReportsTemplate)),
);
registerTemplate(
  'NEWS_FINANCIAL_STATEMENTS',
  lazyTemplate(() => documents().then((m) => m.FinancialStatementsTemplate)),
);
registerTemplate(
  'NEWS_CORPORATE_GOVERNANCE_SITUATION',
  lazyTemplate(() => documents().then((m) => m.GovernanceReportsTemplate)),
);
registerTemplate(
  'NEWS_CALENDAR_EVENTS',
  lazyTemplate(() =>
    import('../../features/calendar/components/CalendarEventsTemplate/CalendarEventsTemplate').then(
      (m) => m.CalendarEventsTemplate,
    ),
  ),
);
