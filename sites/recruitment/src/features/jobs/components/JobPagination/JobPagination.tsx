import { Pagination } from '@mantine/core';
import { useQueryPage } from '@brokerage/shared/app/data/useQueryPage.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './JobPagination.module.css';

/** `?page=` of the job list (a history entry per page), every control named. */
export function JobPagination({
  totalPages,
  page,
  scrollToId,
}: {
  totalPages: number;
  page: number;
  scrollToId: string;
}) {
  const { t } = useTranslation('recruitment');
  const { setPage } = useQueryPage();
  if (totalPages <= 1) return null;
  const handleChange = (next: number) => {
    setPage(next);
    document.getElementById(scrollToId)?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label={t('jobs.search.pagination')} className={classes.root}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={handleChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`jobs.search.pages.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('jobs.search.pages.page', { page: item }) })}
      />
    </nav>
  );
}
