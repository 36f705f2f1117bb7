import { Select, Skeleton, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TFunction } from '@brokerage/shared/i18n/translator.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { ListPagination } from '../../../../lib/content/ListPagination/ListPagination';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { usePagedList } from '@brokerage/shared/app/data/usePagedList.ts';
import { useQueryParam } from '@brokerage/shared/app/data/useQueryPage.ts';
import { type PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type {
  AnnualReport,
  FinancialReport,
  GovernanceReport,
  YearParams,
} from '../../api/reportsApi';
import { ReportDocumentList, type ReportDocument } from '../ReportDocumentList/ReportDocumentList';

const LIST_ID = 'report-documents';
/** The API accepts years from 1990 (ContentListQuerySchema); spec §9 pickers end at this year. */
export const FIRST_REPORT_YEAR = 1990;
const ALL_YEARS = 'all';

/** `?year=` as a year the filter offers, or undefined ("all years"). */
export function parseYear(value: string | null, now = new Date()): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= FIRST_REPORT_YEAR && year <= now.getFullYear() ? year : undefined;
}

/** A report's row: its year, then the labels of its kind. */
const reportDocument = (
  report: AnnualReport | FinancialReport | GovernanceReport,
  t: TFunction,
  labels: string[] = [],
): ReportDocument => ({
  id: report.id,
  title: report.title,
  date: report.attrs.releaseDate,
  labels: [t('reports.documents.year', { year: report.attrs.year }), ...labels],
  pages: report.attrs.pages,
  file: report.attrs.file,
});

const annualDocument = (report: AnnualReport, t: TFunction): ReportDocument =>
  reportDocument(report, t);

export const financialDocument = (report: FinancialReport, t: TFunction): ReportDocument =>
  reportDocument(report, t, [
    report.attrs.quarter === null
      ? t('reports.documents.fullYear')
      : t('reports.documents.quarter', { quarter: report.attrs.quarter }),
    ...(report.attrs.audited ? [t('reports.documents.audited')] : []),
  ]);

const governanceDocument = (report: GovernanceReport, t: TFunction): ReportDocument =>
  reportDocument(report, t, [
    report.attrs.half === null
      ? t('reports.documents.fullYear')
      : t(report.attrs.half === 1 ? 'reports.documents.firstHalf' : 'reports.documents.secondHalf'),
  ]);

interface DocumentsViewProps<T> {
  page: Page;
  store: PagedListStore<T, YearParams>;
  toDocument: (item: T, t: TFunction) => ReportDocument;
  withYearFilter?: boolean;
}

function DocumentsViewImpl<T>({
  page,
  store,
  toDocument,
  withYearFilter = false,
}: DocumentsViewProps<T>) {
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  const [yearParam, setYear] = useQueryParam('year');
  const year = withYearFilter ? parseYear(yearParam) : undefined;
  const { current } = usePagedList(store, year === undefined ? {} : { year }, locale);

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_REPORT_YEAR + 1 }, (_, i) =>
    String(thisYear - i),
  );
  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      {withYearFilter && (
        <Select
          maw={240}
          label={t('reports.documents.yearLabel')}
          data={[
            { value: ALL_YEARS, label: t('reports.documents.allYears') },
            ...years.map((y) => ({ value: y, label: y })),
          ]}
          value={year === undefined ? ALL_YEARS : String(year)}
          onChange={(value) => setYear(value && value !== ALL_YEARS ? value : null)}
          allowDeselect={false}
          searchable
          checkIconPosition="right"
        />
      )}
      <section id={LIST_ID} aria-label={t('reports.documents.listLabel')}>
        <ListStatus state={store} current={current} skeleton={<RowsSkeleton />}>
          <ReportDocumentList documents={store.items.map((item) => toDocument(item, t))} />
        </ListStatus>
        <ListPagination totalPages={store.totalPages} page={store.page} scrollToId={LIST_ID} />
      </section>
    </ListPageFrame>
  );
}

const DocumentsView = observer(DocumentsViewImpl) as typeof DocumentsViewImpl;

function RowsSkeleton() {
  return (
    <Stack gap="md">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={72} />
      ))}
    </Stack>
  );
}

/** NEWS_ANNUAL_REPORT: annual reports, newest first, with their PDFs. */
export function AnnualReportsTemplate({ page }: { page: Page }) {
  const { annualReports } = useStores();
  return <DocumentsView page={page} store={annualReports} toDocument={annualDocument} />;
}

/** NEWS_FINANCIAL_STATEMENTS: statements by year (`?year=`), with quarter and audit labels. */
export function FinancialStatementsTemplate({ page }: { page: Page }) {
  const { financialReports } = useStores();
  return (
    <DocumentsView
      page={page}
      store={financialReports}
      toDocument={financialDocument}
      withYearFilter
    />
  );
}

/** NEWS_CORPORATE_GOVERNANCE_SITUATION: governance reports with their PDFs. */
export function GovernanceReportsTemplate({ page }: { page: Page }) {
  const { governanceReports } = useStores();
  return <DocumentsView page={page} store={governanceReports} toDocument={governanceDocument} />;
}
