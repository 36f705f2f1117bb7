import type { CSSProperties, ReactNode } from 'react';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format';
import { useTranslation } from '@brokerage/shared/i18n';
import { Link, buildPath, type Locale } from '@brokerage/shared/routing';
import type { AnalysisReport } from '../../api/reportsApi';
import { reportCardColors } from '../../lib/reportColors';
import classes from './AnalysisReportCard.module.css';

export interface AnalysisReportCardProps {
  report: AnalysisReport;
  locale: Locale;
  /** The customer session: a report with requiredLogin asks an anonymous visitor to log in. */
  loggedIn: boolean;
  onLoginRequired: (report: AnalysisReport) => void;
}

/** The preview page of a report (analysis site), with the login flag it reads (spec §2). */
export function reportPreviewPath(
  report: AnalysisReport,
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
 * report's background colour (light green by default) and a download mark when it has a file.
 * It opens the report in a new tab, or the login-required modal for an anonymous visitor when
 * the report needs a login.
 */
export function AnalysisReportCard({
  report,
  locale,
  loggedIn,
  onLoginRequired,
}: AnalysisReportCardProps) {
  const { t } = useTranslation('corporate');
  const { t: tCommon } = useTranslation('common');
  const colors = reportCardColors(report.style.bgColor);
  const style = { '--report-bg': colors.background, '--report-text': colors.text } as CSSProperties;
  const needsLogin = report.requiredLogin && !loggedIn;
  const date = report.releaseDate || report.createdAt;

  const body: ReactNode = (
    <>
      <span className={classes.top}>
        <time dateTime={date} className={classes.date}>
          {formatDate(date)}
        </time>
        <span className={classes.marks}>
          {report.requiredLogin && (
            <span className={classes.mark} title={t('reports.analysis.requiresLogin')}>
              <IconLock size={18} aria-hidden />
              <VisuallyHidden>{t('reports.analysis.requiresLogin')}</VisuallyHidden>
            </span>
          )}
          {report.file && (
            <span
              className={classes.mark}
              title={t('reports.analysis.hasFile')}
              data-testid="report-download-icon"
            >
              <IconDownload size={18} aria-hidden />
              <VisuallyHidden>{t('reports.analysis.hasFile')}</VisuallyHidden>
            </span>
          )}
        </span>
      </span>
      <span className={classes.symbol}>{report.stockSymbol ?? t('reports.analysis.market')}</span>
      <span className={classes.type}>{report.type.name}</span>
      <span className={classes.name}>{report.name}</span>
    </>
  );

  if (needsLogin) {
    return (
      <UnstyledButton
        className={classes.card}
        style={style}
        onClick={() => onLoginRequired(report)}
        aria-haspopup="dialog"
        data-bg={colors.background}
      >
        {body}
      </UnstyledButton>
    );
  }
  return (
    <Link
      href={reportPreviewPath(report, locale, loggedIn)}
      target="_blank"
      rel="noopener"
      className={classes.card}
      style={style}
      data-bg={colors.background}
    >
      {body}
      <VisuallyHidden>{tCommon('a11y.newTab')}</VisuallyHidden>
    </Link>
  );
}
