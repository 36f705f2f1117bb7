import { observer } from 'mobx-react-lite';
import type { Locale } from '@brokerage/shared/routing';
import { useStores } from '@brokerage/shared/ui';
import type { AnalysisReport } from '../../api/reportsApi';
import type { AnalysisReportsStore } from '../../stores/AnalysisReportsStore';
import { AnalysisReportCard } from '../AnalysisReportCard/AnalysisReportCard';
import { LoginRequiredModal } from '../LoginRequiredModal/LoginRequiredModal';

/** A report card wired to the customer session and the store's login prompt. */
export const ConnectedReportCard = observer(function ConnectedReportCard({
  report,
  store,
  locale,
}: {
  report: AnalysisReport;
  store: AnalysisReportsStore;
  locale: Locale;
}) {
  const { customer } = useStores();
  return (
    <AnalysisReportCard
      report={report}
      locale={locale}
      loggedIn={customer.isLoggedIn}
      onLoginRequired={store.promptLogin}
    />
  );
});

/** The login-required modal of a report list. */
export const ReportLoginPrompt = observer(function ReportLoginPrompt({
  store,
  locale,
}: {
  store: AnalysisReportsStore;
  locale: Locale;
}) {
  return (
    <LoginRequiredModal
      opened={store.loginPrompt !== null}
      onClose={store.dismissLogin}
      locale={locale}
    />
  );
});
