import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconLock, IconShieldLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import {
  downloadStep,
  takeDownloadAfterSso,
  withDownloadAfterSso,
  type DownloadFailure,
  type ReportDownloadStore,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { reportSurface } from '@brokerage/shared/ui/reports/reportSurface.ts';
import {
  StatusAlert,
  StatusRegion,
} from '@brokerage/shared/ui/components/StatusRegion/StatusRegion.tsx';
import type { AnalysisReport } from '../../api/reportsApi';
import type { ReportPreviewStore } from '../../stores/ReportPreviewStore';
import classes from './ReportPreview.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

export interface ReportPreviewProps {
  /** A valid report id (the route sends anything else to the 404 page). */
  id: number;
  locale: Locale;
  store: ReportPreviewStore;
  download: ReportDownloadStore;
}

/**
 * The report preview (`bao-cao-phan-tich/{id}?login=0|1`, design §4): the report's facts and
 * summary on its own colour, and its download. The `login` flag is only a hint; the API decides
 * (401 `login_required`), and the page asks again whenever the customer session changes, so a
 * login from the panel shows the report.
 */
export const ReportPreview = observer(function ReportPreview({
  id,
  locale,
  store,
  download,
}: ReportPreviewProps) {
  const { customer, handover } = useStores();
  const token = customer.accessToken;

  // The token is a dependency on purpose: a login or logout asks the API again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  useLoad((locale) => store.load(id, locale), [store, id, token], store);

  const failure = store.failure;
  if (failure && failure !== 'loginRequired') return <ErrorPage status={errorStatus(failure)} />;
  // A tab a report card opened may be handed the login of the tab that opened it: until the
  // answer (or its wait) is in, "log in to view" would be premature.
  return (
    <PreviewLayout>
      {failure === 'loginRequired' && !handover.pending ? (
        <LoginPanel />
      ) : store.report && store.report.id === id ? (
        <ReportView report={store.report} locale={locale} download={download} />
      ) : (
        <PreviewSkeleton />
      )}
    </PreviewLayout>
  );
});

function PreviewLayout({ children }: { children: ReactNode }) {
  useLayout('main');
  return (
    <Container size="md" py="xl" className={classes.root}>
      {children}
    </Container>
  );
}

function PreviewSkeleton() {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('reports.preview.loading')}>
      <PageHead title={t('reports.preview.pageTitle')} trackView={false} />
      <Skeleton height={160} radius="md" />
      <Skeleton height={20} width="60%" />
      <Skeleton height={20} width="40%" />
      <Skeleton height={80} />
    </Stack>
  );
}

/** 401: the report is for logged-in customers. The login modal comes back to this page. */
function LoginPanel() {
  const { t } = useTranslation('analysis');
  const { customerAuth } = useStores();
  const { pathname, search } = useLocation();
  return (
    <section className={classes.panel} aria-labelledby="report-login-title">
      <PageHead title={t('reports.preview.login.title')} trackView={false} />
      <IconLock size={40} aria-hidden className={classes.panelIcon} />
      <Title order={1} id="report-login-title" size="h2">
        {t('reports.preview.login.title')}
      </Title>
      <Text>{t('reports.preview.login.message')}</Text>
      <Button onClick={() => customerAuth.openLogin({ returnUrl: pathname + search })}>
        {t('reports.preview.login.action')}
      </Button>
    </section>
  );
}

const ReportView = observer(function ReportView({
  report,
  locale,
  download,
}: {
  report: AnalysisReport;
  locale: Locale;
  download: ReportDownloadStore;
}) {
  const { t } = useTranslation('analysis');
  const titleId = useId();
  const symbol = report.stockSymbol ?? t('reports.preview.market');
  return (
    <article aria-labelledby={titleId}>
      <PageHead title={report.name} description={report.summary} />
      <header {...reportSurface(report.style.bgColor, classes.hero)}>
        <Text component="p" className={classes.symbol}>
          {symbol}
        </Text>
        <Text component="p" className={classes.type}>
          {report.type.name}
        </Text>
        <Title order={1} id={titleId} className={classes.title}>
          {report.name}
        </Title>
      </header>
      <dl className={classes.facts}>
        <div>
          <dt>{t('reports.preview.symbol')}</dt>
          <dd>{symbol}</dd>
        </div>
        <div>
          <dt>{t('reports.preview.type')}</dt>
          <dd>{report.type.name}</dd>
        </div>
        <div>
          <dt>{t('reports.preview.releaseDate')}</dt>
          <dd>
            <time dateTime={report.releaseDate}>{formatDate(report.releaseDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('reports.preview.pagesLabel')}</dt>
          <dd>
            {t('reports.preview.pages', {
              count: report.pages,
              value: formatNumber(report.pages, locale),
            })}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="report-summary-title" className={classes.section}>
        <Title order={2} size="h3" id="report-summary-title">
          {t('reports.preview.summary')}
        </Title>
        <Text className={classes.summary}>{report.summary ?? t('reports.preview.noSummary')}</Text>
      </section>
      <DownloadSection report={report} store={download} />
      <Anchor component={Link} href={buildPath('analysisCenter', locale)} className={classes.back}>
        {t('reports.preview.backToCenter')}
      </Anchor>
    </article>
  );
});

const FAILURE_KEYS = {
  session: 'reports.download.session',
  notFound: 'reports.download.notFound',
  server: 'reports.download.failed',
  maintenance: 'reports.download.maintenance',
} as const satisfies Record<Exclude<DownloadFailure, 'sso'>, string>;

/**
 * Spec §1 "download requires SSO login": anonymous → the login modal; a direct session → the
 * button itself says the SSO login is needed and starts it, coming back here to download; an SSO
 * session → the PDF under the server's file name. A refusal the page did not expect (403 after
 * all) shows a notice with the SSO login.
 */
const DownloadSection = observer(function DownloadSection({
  report,
  store,
}: {
  report: AnalysisReport;
  store: ReportDownloadStore;
}) {
  const { t } = useTranslation('analysis');
  const { customer, customerAuth } = useStores();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const noticeRef = useRef<HTMLDivElement>(null);
  const returnUrl = pathname + search;
  const ssoReturnUrl = withDownloadAfterSso(returnUrl);
  const step = downloadStep(customer);
  const downloading = store.isDownloading(report.id);
  const failure = store.failureFor(report.id);
  const showSso = failure === 'sso';
  const [afterSso] = useState(() => takeDownloadAfterSso(search));
  const started = useRef(false);

  useEffect(() => {
    if (showSso || failure) noticeRef.current?.focus();
  }, [showSso, failure]);

  // Back from the SSO login this button started: the download it asked for begins by itself,
  // once, and the flag leaves the address (a reload does not download again).
  useEffect(() => {
    if (!afterSso.requested || started.current || step !== 'download' || !report.file) return;
    started.current = true;
    void navigate({ pathname, search: afterSso.search }, { replace: true });
    void store.download(report);
  }, [afterSso, step, report, store, navigate, pathname]);

  const handleDownload = async () => {
    store.dismissFailure();
    if (step === 'login') {
      customerAuth.openLogin({ returnUrl });
      return;
    }
    if (step === 'sso') {
      await customerAuth.startSso({ returnUrl: ssoReturnUrl });
      return;
    }
    await store.download(report);
  };

  if (!report.file) {
    return (
      <section aria-labelledby="report-download-title" className={classes.section}>
        <Title order={2} size="h3" id="report-download-title">
          {t('reports.download.title')}
        </Title>
        <Text c="dimmed">{t('reports.download.noFile')}</Text>
      </section>
    );
  }
  return (
    <section aria-labelledby="report-download-title" className={classes.section}>
      <Title order={2} size="h3" id="report-download-title">
        {t('reports.download.title')}
      </Title>
      <Text size="sm" c="dimmed" className={classes.fileName}>
        {t('reports.download.file', { name: report.file })}
      </Text>
      {step !== 'download' && !showSso && <Text size="sm">{t('reports.download.ssoHint')}</Text>}
      <Group>
        <Button
          onClick={() => void handleDownload()}
          loading={downloading || (step === 'sso' && customerAuth.ssoStarting)}
          leftSection={
            step === 'sso' ? (
              <IconShieldLock size={18} aria-hidden />
            ) : (
              <IconDownload size={18} aria-hidden />
            )
          }
        >
          {t(step === 'sso' ? 'reports.download.ssoDownload' : 'reports.download.action')}
        </Button>
      </Group>
      <StatusRegion ref={noticeRef} className={classes.notice}>
        {downloading ? (
          <Text size="sm">{t('reports.download.progress')}</Text>
        ) : showSso ? (
          <Alert
            role="group"
            color="blue"
            variant="light"
            icon={<IconShieldLock aria-hidden />}
            title={t('reports.download.ssoTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('reports.download.ssoMessage')}</Text>
              <Button
                size="sm"
                onClick={() => void customerAuth.startSso({ returnUrl: ssoReturnUrl })}
              >
                {t('reports.download.ssoAction')}
              </Button>
            </Stack>
          </Alert>
        ) : failure ? (
          <StatusAlert outcome="failure" title={t('reports.download.failedTitle')}>
            {t(FAILURE_KEYS[failure])}
          </StatusAlert>
        ) : null}
      </StatusRegion>
    </section>
  );
});
