import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ReportPreview } from '../../features/reports/components/ReportPreview/ReportPreview';
import { parseReportId } from '../../features/reports/stores/ReportPreviewStore';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

/**
 * `bao-cao-phan-tich[/:id]`: with an id, the report preview; the list itself belongs to the
 * analysis-centre issue and is the under-development page until then.
 */
export default function AnalysisReportsRoute() {
  const match = usePageMatch();
  const { reportPreview, reportDownload } = useStores();
  if (match.kind !== 'route') return <ErrorPage status={404} />;
  if (match.id === undefined) return <ErrorPage status={403} />;
  const id = parseReportId(match.id);
  if (id === null) return <ErrorPage status={404} />;
  return (
    <ReportPreview id={id} locale={match.locale} store={reportPreview} download={reportDownload} />
  );
}
