import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { deferredModule } from '@brokerage/shared/ui/hooks/useDeferredModule.ts';
import { useDeferredOverlay } from '@brokerage/shared/ui/hooks/useDeferredOverlay.ts';
import type { AnalysisReport } from '../../api/reportsApi';
import { useReportDownload } from '../../hooks/useReportDownload';
import type { AnalysisReportsStore } from '../../stores/AnalysisReportsStore';
import { AnalysisReportCard, reportPreviewPath } from '../AnalysisReportCard/AnalysisReportCard';

// The modal loads with the first report that asks for a login, not with every report list.
const loginDialog = deferredModule(() => import('../LoginRequiredModal/LoginRequiredModal'));

/** A report card wired to the customer session, the store's login prompt and the download. */
export const ConnectedReportCard = observer(function ConnectedReportCard({
  report,
  store,
  locale,
}: {
  report: AnalysisReport;
  store: AnalysisReportsStore;
  locale: Locale;
}) {
  const { customer, reportDownload } = useStores();
  const download = useReportDownload(reportDownload, locale);
  return (
    <AnalysisReportCard
      report={report}
      locale={locale}
      loggedIn={customer.isLoggedIn}
      onLoginRequired={store.promptLogin}
      onDownload={(r) => void download(r)}
      downloading={reportDownload.isDownloading(report.id)}
    />
  );
});

/**
 * The login-required modal of a report list. "Đăng nhập" opens the customer login modal once this
 * one has closed (so focus goes back to the card first, and returns there after the login
 * modal); after the login (direct, or the SSO round trip) the visitor lands on the report.
 */
export const ReportLoginPrompt = observer(function ReportLoginPrompt({
  store,
  locale,
}: {
  store: AnalysisReportsStore;
  locale: Locale;
}) {
  const { customerAuth } = useStores();
  const confirmed = useRef<AnalysisReport | null>(null);
  const report = store.loginPrompt;
  const { module, opened } = useDeferredOverlay(report !== null, loginDialog);
  const handleConfirm = () => {
    confirmed.current = report;
    store.dismissLogin();
  };
  const handleExited = () => {
    const next = confirmed.current;
    confirmed.current = null;
    if (next) customerAuth.openLogin({ returnUrl: reportPreviewPath(next, locale, true) });
  };
  return (
    module && (
      <module.LoginRequiredModal
        opened={opened}
        onClose={store.dismissLogin}
        onConfirm={handleConfirm}
        onExited={handleExited}
      />
    )
  );
});
