import { Pagination } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useQueryPage } from '@brokerage/shared/app/data/useQueryPage.ts';
import classes from './ListPagination.module.css';

export interface ListPaginationProps {
  /** Pages in the list (`meta.totalPages`); nothing renders for one page or none. */
  totalPages: number;
  /** The page shown (the store's page, which may lag behind the URL while the next one loads). */
  page: number;
  /** The navigation landmark's name; default "Phân trang" / "Pagination". */
  label?: string;
  /** Element brought into view after a page change (the list's heading or section). */
  scrollToId?: string;
}

/**
 * NamedPagination that writes `?page=` (a history entry per page, so back/forward work) and
 * names every control for screen readers.
 */
export function ListPagination({ totalPages, page, label, scrollToId }: ListPaginationProps) {
  const { t } = useTranslation('corporate');
  const { setPage } = useQueryPage();
  if (totalPages <= 1) return null;

  const handleChange = (next: number) => {
    setPage(next);
    const target = scrollToId ? document.getElementById(scrollToId) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  };

  return (
    <NamedPagination
      total={totalPages}
      value={Math.min(page, totalPages)}
      onChange={handleChange}
      label={label ?? t('contentList.pagination')}
      className={classes.root}
    />
  );
}

export interface NamedPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name. */
  label: string;
  className?: string;
}

/** Mantine pagination in a named landmark, every control named for screen readers. */
export function NamedPagination({
  total,
  value,
  onChange,
  label,
  className,
}: NamedPaginationProps) {
  const { t } = useTranslation('corporate');
  return (
    <nav aria-label={label} className={className}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`contentList.pages.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('contentList.pages.page', { page: item }) })}
      />
    </nav>
  );
}
