import { useId, type Ref } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconLock, IconShieldLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { downloadStep } from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { reportSurface } from '@brokerage/shared/ui/reports/reportSurface.ts';
import { formatPrice } from '../../../../lib/market/boardFormat';
import type { AnalysisReport } from '../../api/researchApi';
import { useReportDownload } from '../../hooks/useReportActions';
import { reportPreviewPath } from '../../lib/reportPaths';
import type { CompanyReportsStore, ReportParam } from '../../stores/CompanyReportsStore';
import { RECOMMENDATION_COLORS } from '../CompanyReportList/CompanyReportList';
import classes from './ReportDetail.module.css';

interface ReportDetailProps {
  store: CompanyReportsStore;
  symbol: string;
  locale: Locale;
  param: ReportParam;
  /** The report to show: the URL's, else the newest once the list is here. */
  selectedId: number | null;
  /** The report's heading, which takes focus when a report is picked from the list. */
  headingRef: Ref<HTMLHeadingElement>;
}

const TITLE_ID = 'report-detail-title';

/**
 * The report shown in full on bao-cao-chi-tiet: its facts, the house's call it stands for
 * (recommendation, target price, analyst), the summary and the download under issue 4's rules;
 * or why there is none to show: a report that needs a login, an id that names no report of
 * this company, a failure with its retry.
 */
export const ReportDetail = observer(function ReportDetail({
  store,
  symbol,
  locale,
  param,
  selectedId,
  headingRef,
}: ReportDetailProps) {
  const { t } = useTranslation('analysis');
  const { customer } = useStores();
  if (param.kind === 'invalid') return <NotFoundPanel symbol={symbol} locale={locale} />;
  if (selectedId === null) {
    // The newest report is not known yet; with none at all (or the list failing) the list says so.
    if (store.showsList(symbol, locale) || store.list.failure) return null;
    return <DetailSkeleton />;
  }
  const view = store.selected.viewOf(symbol, selectedId, locale, customer.isLoggedIn);
  if (!view) {
    if (store.selected.failure && !store.selected.isLoading) {
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{t('research.detail.reportFailed')}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void store.selected.retry()}
            >
              {t('research.common.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    return <DetailSkeleton />;
  }
  if (view.state === 'notFound') return <NotFoundPanel symbol={symbol} locale={locale} />;
  if (view.state === 'login') {
    const listed = store.list.items.find((report) => report.id === selectedId) ?? null;
    return <LoginPanel name={listed?.name ?? null} headingRef={headingRef} />;
  }
  return <ReportView report={view.report} store={store} locale={locale} headingRef={headingRef} />;
});

function DetailSkeleton() {
  const { t } = useTranslation('analysis');
  return (
    <Card withBorder padding="md">
      <Stack
        gap="sm"
        role="status"
        aria-busy="true"
        aria-label={t('research.detail.reportLoading')}
      >
        <Skeleton height={96} radius="md" />
        <Skeleton height={18} width="70%" />
        <Skeleton height={18} width="50%" />
        <Skeleton height={80} />
      </Stack>
    </Card>
  );
}

function NotFoundPanel({ symbol, locale }: { symbol: string; locale: Locale }) {
  const { t } = useTranslation('analysis');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id={TITLE_ID}>
          {t('research.detail.notFound.title')}
        </Title>
        <Text>{t('research.detail.notFound.message', { symbol })}</Text>
        <Anchor
          component={Link}
          route="analysisCenter"
          options={{ subPage: 'detailReport', query: { stock_symbol: symbol } }}
          locale={locale}
        >
          {t('research.detail.notFound.action', { symbol })}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** 401: the report is for logged-in customers; the login comes back to this page. */
function LoginPanel({
  name,
  headingRef,
}: {
  name: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('analysis');
  const { customerAuth } = useStores();
  const { pathname, search } = useLocation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm" align="flex-start">
        <IconLock size={32} aria-hidden className={classes.lockIcon} />
        <Title order={2} size="h4" id={TITLE_ID} ref={headingRef} tabIndex={-1}>
          {name ?? t('research.detail.login.title')}
        </Title>
        {name && <Text fw={600}>{t('research.detail.login.title')}</Text>}
        <Text>{t('research.detail.login.message')}</Text>
        <Button onClick={() => customerAuth.openLogin({ returnUrl: pathname + search })}>
          {t('research.detail.login.action')}
        </Button>
      </Stack>
    </Card>
  );
}

const ReportView = observer(function ReportView({
  report,
  store,
  locale,
  headingRef,
}: {
  report: AnalysisReport;
  store: CompanyReportsStore;
  locale: Locale;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('analysis');
  const { t: tCommon } = useTranslation('common');
  const { customer } = useStores();
  const summaryId = useId();
  const symbol = report.stockSymbol ?? t('research.common.market');
  return (
    <Card withBorder padding={0} component="article" aria-labelledby={TITLE_ID}>
      <header {...reportSurface(report.style.bgColor, classes.hero)}>
        <Text component="p" className={classes.symbol}>
          {symbol}
          <Text component="span" className={classes.type}>
            {report.type.name}
          </Text>
        </Text>
        <Title
          order={2}
          size="h3"
          id={TITLE_ID}
          ref={headingRef}
          tabIndex={-1}
          className={classes.title}
        >
          {report.name}
        </Title>
      </header>
      <Stack gap="lg" p="md">
        <dl className={classes.facts}>
          <div>
            <dt>{t('research.detail.releaseDate')}</dt>
            <dd>
              <time dateTime={report.releaseDate}>{formatDate(report.releaseDate)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('research.detail.category')}</dt>
            <dd>{report.type.name}</dd>
          </div>
          <div>
            <dt>{t('research.detail.pagesLabel')}</dt>
            <dd>
              {t('research.common.pages', {
                count: report.pages,
                value: formatNumber(report.pages, locale),
              })}
            </dd>
          </div>
        </dl>
        <CallSection report={report} store={store} locale={locale} />
        <section aria-labelledby={summaryId}>
          <Title order={3} size="h5" id={summaryId} mb={4}>
            {t('research.detail.summary')}
          </Title>
          <Text className={classes.summary}>
            {report.summary ?? t('research.detail.noSummary')}
          </Text>
        </section>
        <DownloadSection report={report} locale={locale} />
        <Anchor
          component={Link}
          href={reportPreviewPath(report, locale, customer.isLoggedIn)}
          target="_blank"
          rel="noopener"
          size="sm"
        >
          {t('research.detail.open')}
          <VisuallyHidden>{tCommon('a11y.newTab')}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
});

/** The house's call on the report's date: what the report recommends, at what target, by whom. */
const CallSection = observer(function CallSection({
  report,
  store,
  locale,
}: {
  report: AnalysisReport;
  store: CompanyReportsStore;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  const headingId = useId();
  const symbol = report.stockSymbol?.toUpperCase() ?? '';
  const call = store.callOf(report, locale);
  let body;
  if (call) {
    body = (
      <dl className={classes.call}>
        <div>
          <dt>{t('research.detail.recommendation')}</dt>
          <dd>
            <Badge variant="dot" size="lg" color={RECOMMENDATION_COLORS[call.recommendation]}>
              {call.recommendationLabel}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t('research.detail.targetPrice')}</dt>
          <dd className={classes.figure}>{formatPrice(call.targetPrice, locale)}</dd>
        </div>
        <div>
          <dt>{t('research.detail.price')}</dt>
          <dd className={classes.figure}>{formatPrice(call.price, locale)}</dd>
        </div>
        <div>
          <dt>{t('research.detail.upside')}</dt>
          <dd className={classes.figure}>
            {formatPercent(call.upsidePercent, locale, { signed: true })}
          </dd>
        </div>
        <div>
          <dt>{t('research.detail.horizon')}</dt>
          <dd>
            {t('research.detail.horizonMonths', {
              count: call.horizonMonths,
              value: formatNumber(call.horizonMonths, locale),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('research.detail.author')}</dt>
          <dd>{call.analyst}</dd>
        </div>
        <div className={classes.wide}>
          <dt>{t('research.detail.source')}</dt>
          <dd>{call.source}</dd>
        </div>
      </dl>
    );
  } else if (store.callsFailure && !store.callsLoading) {
    body = (
      <Group gap="sm" wrap="wrap">
        <Text size="sm">{t('research.detail.callsFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void store.loadCalls(symbol, locale)}>
          {t('research.common.retry')}
        </Button>
      </Group>
    );
  } else if (!store.hasCalls(symbol, locale)) {
    body = <Skeleton height={72} />;
  } else {
    body = (
      <Text size="sm" c="dimmed">
        {t('research.detail.noCall')}
      </Text>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('research.detail.callHeading')}
      </Title>
      {body}
    </section>
  );
});

/** Spec §1: the PDF for a customer logged in through the SSO (the hook walks the other steps). */
const DownloadSection = observer(function DownloadSection({
  report,
  locale,
}: {
  report: AnalysisReport;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  const { customer, customerAuth, reportDownload } = useStores();
  const download = useReportDownload(locale);
  const headingId = useId();
  const step = downloadStep(customer);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('research.detail.downloadHeading')}
      </Title>
      {report.file ? (
        <Stack gap="xs" align="flex-start">
          {step !== 'download' && <Text size="sm">{t('research.detail.downloadHint')}</Text>}
          <Button
            onClick={() => void download(report)}
            loading={
              reportDownload.isDownloading(report.id) ||
              (step === 'sso' && customerAuth.ssoStarting)
            }
            leftSection={
              step === 'sso' ? (
                <IconShieldLock size={18} aria-hidden />
              ) : (
                <IconDownload size={18} aria-hidden />
              )
            }
          >
            {t(step === 'sso' ? 'research.detail.ssoDownload' : 'research.detail.downloadAction')}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('research.detail.noFile')}
        </Text>
      )}
    </section>
  );
});
