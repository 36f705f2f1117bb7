import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationModal } from '@brokerage/shared/app/components/NotificationModal/NotificationModal.tsx';
import {
  downloadStep,
  withDownloadAfterSso,
  type DownloadFailure,
  type DownloadableReport,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { reportPreviewPath } from '../lib/reportPaths';

/** The notice's text of each download failure the visitor is told about. */
const FAILURE_KEYS = {
  notFound: 'reports.download.notFound',
  server: 'reports.download.failed',
  maintenance: 'reports.download.maintenance',
} as const satisfies Record<Exclude<DownloadFailure, 'sso' | 'session'>, string>;

/**
 * A report's download (spec §1 "download requires SSO login", issue 4): an anonymous visitor
 * gets the customer login (back to this page), a direct session the offer of the SSO login,
 * which returns to the report's preview where the download starts by itself, an SSO session the
 * PDF (with the reCAPTCHA token when the site has a key: the shared download store).
 */
export function useReportDownload(locale: Locale) {
  const { customer, customerAuth, ui, reportDownload } = useStores();
  const { t } = useTranslation('analysis');
  const { pathname, search } = useLocation();
  const returnUrl = pathname + search;

  const askForSso = useCallback(
    async (report: DownloadableReport) => {
      const confirmed = await ui.notify({
        title: t('reports.download.ssoTitle'),
        message: t('reports.download.ssoMessage'),
        confirmLabel: t('reports.download.ssoAction'),
        cancelLabel: t('research.download.cancel'),
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
      const outcome = await reportDownload.download(report);
      if (outcome === 'sso') await askForSso(report);
      else if (outcome !== 'saved' && outcome !== 'session') {
        await ui.notify({
          title: t('reports.download.failedTitle'),
          message: t(FAILURE_KEYS[outcome]),
        });
      }
    },
    [customer, customerAuth, returnUrl, askForSso, reportDownload, ui, t],
  );
}

/**
 * Spec §2: a requiredLogin report opened by an anonymous visitor asks to log in ("Đăng nhập" /
 * "Huỷ bỏ"); "Đăng nhập" opens the customer login once this modal has closed (so focus goes
 * back to the report first), and the login lands on the report's preview.
 */
export function useLoginPrompt(locale: Locale): {
  prompt: (report: { id: number }) => void;
  modal: ReactNode;
} {
  const { customerAuth } = useStores();
  const { t } = useTranslation('analysis');
  const [report, setReport] = useState<{ id: number } | null>(null);
  const confirmed = useRef<{ id: number } | null>(null);
  const handleExited = () => {
    const next = confirmed.current;
    confirmed.current = null;
    if (next) customerAuth.openLogin({ returnUrl: reportPreviewPath(next, locale, true) });
  };
  const modal = (
    <NotificationModal
      opened={report !== null}
      title={t('research.login.title')}
      message={t('research.login.message')}
      confirmLabel={t('research.login.confirm')}
      cancelLabel={t('research.login.cancel')}
      onConfirm={() => {
        confirmed.current = report;
        setReport(null);
      }}
      onClose={() => setReport(null)}
      onExited={handleExited}
    />
  );
  return { prompt: setReport, modal };
}
