import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ReportPreview } from '../../features/reports/components/ReportPreview/ReportPreview';
import { parseReportId } from '../../features/reports/stores/ReportPreviewStore';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { CENTER_PAGES } from '../stockPages';

/** The report list: the centre's research list and recommendations (trung-tam-phan-tich/bao-cao-phan-tich). */
const ReportList = CENTER_PAGES.analysisReport!;

/**
 * `bao-cao-phan-tich[/:id]`: with an id, the report preview; without one, the report list, the
 * same as the analysis centre's research page.
 */
export default function AnalysisReportsRoute() {
  const match = usePageMatch();
  const { reportPreview, reportDownload } = useStores();
  if (match.kind !== 'route') return <ErrorPage status={404} />;
  if (match.id === undefined) return <ReportList locale={match.locale} />;
  const id = parseReportId(match.id);
  if (id === null) return <ErrorPage status={404} />;
  return (
    <ReportPreview id={id} locale={match.locale} store={reportPreview} download={reportDownload} />
  );
}
