import { useId } from 'react';
import {
  ActionIcon,
  Card,
  Group,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconLock, IconLockOpen } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { reportSurface } from '@brokerage/shared/ui/reports/reportSurface.ts';
import type { AnalysisReport } from '../../api/researchApi';
import { reportPreviewPath } from '../../lib/reportPaths';
import classes from './ReportCard.module.css';

export interface ReportCardProps {
  report: AnalysisReport;
  locale: Locale;
  /** The customer session: a requiredLogin report asks an anonymous visitor to log in. */
  loggedIn: boolean;
  onLoginRequired: (report: AnalysisReport) => void;
  onDownload: (report: AnalysisReport) => void;
  downloading: boolean;
}

/**
 * One report of the research list (spec §2 "Report list"): the symbol and type on the report's
 * colour with its date, the name, which opens the report in a new tab on its preview page (or
 * the login prompt for an anonymous visitor when it needs a login), the summary, the number of
 * pages, and a download button when it has a file.
 */
export function ReportCard({
  report,
  locale,
  loggedIn,
  onLoginRequired,
  onDownload,
  downloading,
}: ReportCardProps) {
  const { t } = useTranslation('analysis');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const symbol = report.stockSymbol ?? t('research.common.market');
  const needsLogin = report.requiredLogin && !loggedIn;
  const lock = needsLogin ? 'research.common.locked' : 'research.common.unlocked';
  return (
    <Card
      withBorder
      padding={0}
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <div {...reportSurface(report.style.bgColor, classes.band)}>
        <Text component="p" className={classes.symbol}>
          {symbol}
        </Text>
        <Text component="p" className={classes.type}>
          {report.type.name}
        </Text>
        <time dateTime={report.releaseDate} className={classes.date}>
          {formatDate(report.releaseDate)}
        </time>
      </div>
      <div className={classes.body}>
        <Title order={3} size="h5" id={titleId} className={classes.title}>
          {needsLogin ? (
            <UnstyledButton
              className={classes.link}
              onClick={() => onLoginRequired(report)}
              aria-haspopup="dialog"
            >
              {report.name}
            </UnstyledButton>
          ) : (
            <Link
              className={classes.link}
              href={reportPreviewPath(report, locale, loggedIn)}
              target="_blank"
              rel="noopener"
            >
              {report.name}
              <VisuallyHidden>{tCommon('a11y.newTab')}</VisuallyHidden>
            </Link>
          )}
        </Title>
        {/* A login-only report's content is for customers, as its page and detail are. */}
        {report.summary && !needsLogin && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {report.summary}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.footer}>
          <Group gap={6} wrap="nowrap">
            {report.requiredLogin && (
              <Text
                component="span"
                size="xs"
                className={classes.lock}
                data-locked={needsLogin || undefined}
              >
                {needsLogin ? (
                  <IconLock size={14} aria-hidden />
                ) : (
                  <IconLockOpen size={14} aria-hidden />
                )}
                {t(lock)}
              </Text>
            )}
            <Text component="span" size="xs" c="dimmed">
              {t('research.common.pages', {
                count: report.pages,
                value: formatNumber(report.pages, locale),
              })}
            </Text>
          </Group>
          {report.file && (
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              loading={downloading}
              onClick={() => onDownload(report)}
              aria-label={t('research.common.download', { name: report.name })}
              aria-busy={downloading || undefined}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </div>
    </Card>
  );
}
