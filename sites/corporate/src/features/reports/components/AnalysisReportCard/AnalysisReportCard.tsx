import type { ReactNode } from 'react';
import { ActionIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconLock, IconLockOpen } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport } from '../../api/reportsApi';
import { reportSurface } from '@brokerage/shared/ui/reports/reportSurface.ts';
import classes from './AnalysisReportCard.module.css';

export interface AnalysisReportCardProps {
  report: AnalysisReport;
  locale: Locale;
  /** The customer session: a report with requiredLogin asks an anonymous visitor to log in. */
  loggedIn: boolean;
  onLoginRequired: (report: AnalysisReport) => void;
  /** The download button (shown only when the report has a file). */
  onDownload: (report: AnalysisReport) => void;
  /** This report's file is on its way. */
  downloading?: boolean;
}

/** The preview page of a report (analysis site), with the login flag it reads (spec §2). */
export function reportPreviewPath(
  report: Pick<AnalysisReport, 'id'>,
  locale: Locale,
  loggedIn: boolean,
): string {
  return buildPath('analysisReports', locale, {
    id: report.id,
    query: { login: loggedIn ? 1 : 0 },
  });
}

/**
 * A report card (spec §2 "Report list"): date, stock symbol as title, type as subtitle, name, the
 * report's background colour (light green by default) and a download button when it has a file.
 * The card opens the report in a new tab, or the login-required modal for an anonymous visitor
 * when the report needs a login. The download button sits beside the card's link, not inside it
 * (no control inside another), over its top corner.
 */
export function AnalysisReportCard({
  report,
  locale,
  loggedIn,
  onLoginRequired,
  onDownload,
  downloading = false,
}: AnalysisReportCardProps) {
  const { t } = useTranslation('corporate');
  const { t: tCommon } = useTranslation('common');
  const surface = reportSurface(report.style.bgColor, classes.card);
  const needsLogin = report.requiredLogin && !loggedIn;
  const lockLabel = needsLogin
    ? 'reports.analysis.requiresLogin'
    : 'reports.analysis.loggedInAccess';
  const date = report.releaseDate || report.createdAt;
  const symbol = report.stockSymbol ?? t('reports.analysis.market');

  const body: ReactNode = (
    <>
      <span className={classes.top} data-with-download={report.file ? true : undefined}>
        <time dateTime={date} className={classes.date}>
          {formatDate(date)}
        </time>
        {report.requiredLogin && (
          // The mark follows the session at once: locked for a visitor, open once logged in.
          <span className={classes.mark} title={t(lockLabel)} data-locked={needsLogin || undefined}>
            {needsLogin ? (
              <IconLock size={18} aria-hidden />
            ) : (
              <IconLockOpen size={18} aria-hidden />
            )}
            <VisuallyHidden>{t(lockLabel)}</VisuallyHidden>
          </span>
        )}
      </span>
      <span className={classes.symbol}>{symbol}</span>
      <span className={classes.type}>{report.type.name}</span>
      <span className={classes.name}>{report.name}</span>
    </>
  );

  return (
    <div className={classes.root}>
      {needsLogin ? (
        <UnstyledButton {...surface} onClick={() => onLoginRequired(report)} aria-haspopup="dialog">
          {body}
        </UnstyledButton>
      ) : (
        <Link
          href={reportPreviewPath(report, locale, loggedIn)}
          target="_blank"
          rel="noopener"
          {...surface}
        >
          {body}
          <VisuallyHidden>{tCommon('a11y.newTab')}</VisuallyHidden>
        </Link>
      )}
      {report.file && (
        <ActionIcon
          className={classes.download}
          variant="default"
          radius="xl"
          size="lg"
          loading={downloading}
          onClick={() => onDownload(report)}
          aria-label={t('reports.download.label', { symbol, name: report.name })}
          aria-busy={downloading || undefined}
          data-testid="report-download"
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      )}
    </div>
  );
}
