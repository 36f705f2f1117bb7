import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import {
  downloadStep,
  withDownloadAfterSso,
  type DownloadFailure,
  type DownloadableReport,
  type ReportDownloadStore,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { reportPreviewPath } from '../components/AnalysisReportCard/AnalysisReportCard';

/** The notice's text key of each failure the visitor is told about. */
const FAILURE_KEYS = {
  notFound: 'reports.download.notFound',
  server: 'reports.download.failed',
  maintenance: 'reports.download.maintenance',
} as const satisfies Record<Exclude<DownloadFailure, 'sso' | 'session'>, string>;

/**
 * A report's download button (spec §1 "download requires SSO login"): an anonymous visitor gets
 * the login modal (back to this page), a direct session a notice offering the SSO login, an SSO
 * session the file. The SSO login returns to the report's preview, where the download starts.
 */
export function useReportDownload(store: ReportDownloadStore, locale: Locale) {
  const { customer, customerAuth, ui } = useStores();
  const { t } = useTranslation('corporate');
  const { pathname, search } = useLocation();
  const returnUrl = pathname + search;

  const askForSso = useCallback(
    async (report: DownloadableReport) => {
      const confirmed = await ui.notify({
        title: t('reports.download.ssoTitle'),
        message: t('reports.download.ssoMessage'),
        confirmLabel: t('reports.download.ssoConfirm'),
        cancelLabel: t('reports.download.cancel'),
      });
      const preview = withDownloadAfterSso(reportPreviewPath(report, locale, true));
      if (confirmed) void customerAuth.startSso({ returnUrl: preview });
    },
    [ui, t, customerAuth, locale],
  );

  return useCallback(
    async (report: DownloadableReport) => {
      const step = downloadStep(customer);
      if (step === 'login') {
        customerAuth.openLogin({ returnUrl });
        return;
      }
      if (step === 'sso') {
        await askForSso(report);
        return;
      }
      const outcome = await store.download(report);
      if (outcome === 'sso') await askForSso(report);
      else if (outcome !== 'saved' && outcome !== 'session') {
        await ui.notify({
          title: t('reports.download.failedTitle'),
          message: t(FAILURE_KEYS[outcome]),
        });
      }
    },
    [customer, customerAuth, returnUrl, askForSso, store, ui, t],
  );
}
