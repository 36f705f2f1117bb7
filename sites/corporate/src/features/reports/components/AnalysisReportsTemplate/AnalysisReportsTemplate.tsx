import { useEffect } from 'react';
import { Select } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import {
  ListPageFrame,
  listPageFrameProps,
} from '../../../../lib/content/ListPageFrame/ListPageFrame';
import { CardList } from '../../../../lib/content/CardList/CardList';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { PagedListSection } from '../../../../lib/content/PagedListSection/PagedListSection';
import { useQueryParam } from '@brokerage/shared/app/data/useQueryPage.ts';
import { ConnectedReportCard, ReportLoginPrompt } from '../ReportOpener/ReportOpener';
import lists from '../../../../lib/styles/lists.module.css';
import classes from './AnalysisReportsTemplate.module.css';

const ALL = 'all';
const LIST_ID = 'analysis-report-list';

/**
 * KHCN_ANALYSIS_REPORT: the CMS intro, a category filter ("all reports" first, kept in
 * `?category=`), and the report cards, 15 a page.
 */
export const AnalysisReportsTemplate = observer(function AnalysisReportsTemplate({
  page,
}: {
  page: Page;
}) {
  const { analysisReports: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  const [category, setCategory] = useQueryParam('category');

  useEffect(() => {
    void store.loadCategories(locale);
  }, [store, locale]);
  const categories = store.categoriesIn(locale);
  const params = category ? { category } : {};

  const options = [
    { value: ALL, label: t('reports.analysis.allCategories') },
    ...(categories ?? []).map((c) => ({ value: c.code, label: c.name })),
  ];
  // A code the list does not know yet (categories loading) still shows as chosen.
  if (category && !options.some((o) => o.value === category))
    options.push({ value: category, label: category });

  return (
    <ListPageFrame {...listPageFrameProps(page)}>
      <Select
        className={classes.filter}
        label={t('reports.analysis.categoryLabel')}
        data={options}
        value={category ?? ALL}
        onChange={(value) => setCategory(value && value !== ALL ? value : null)}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
      />
      <PagedListSection
        id={LIST_ID}
        label={t('reports.analysis.listLabel')}
        className={lists.scrollTarget}
        list={store.list}
        params={params}
        skeleton={
          <ListSkeleton
            cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
            spacing="md"
            count={5}
            height={200}
            radius="md"
          />
        }
      >
        <CardList items={store.list.items} cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
          {(report) => <ConnectedReportCard report={report} store={store} locale={locale} />}
        </CardList>
      </PagedListSection>
      <ReportLoginPrompt store={store} locale={locale} />
    </ListPageFrame>
  );
});
