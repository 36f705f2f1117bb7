import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { CompanyReportsStore } from '../../stores/CompanyReportsStore';
import { PagedList } from '../PagedList/PagedList';
import classes from './CompanyReportList.module.css';

interface CompanyReportListProps {
  store: CompanyReportsStore;
  symbol: string;
  locale: Locale;
  /** The report shown in full, or null. */
  selectedId: number | null;
  /** A report was picked from the list (the page then moves focus to it). */
  onPick: () => void;
}

/**
 * The company's research reports, newest first, 15 a page with "more" appending: each a link
 * to this page showing that report (`?report=`), the one shown marked as current.
 */
export const CompanyReportList = observer(function CompanyReportList({
  store,
  symbol,
  locale,
  selectedId,
  onPick,
}: CompanyReportListProps) {
  const { t } = useTranslation('analysis');
  const { list } = store;
  return (
    <Panel id="company-reports" title={t('research.detail.listHeading', { symbol })}>
      <PagedList
        list={list}
        ready={store.showsList(symbol, locale)}
        locale={locale}
        onRetry={() => void list.retry()}
        texts={{
          loading: t('research.detail.loading'),
          failed: t('research.detail.failed'),
          moreFailed: t('research.list.moreFailed'),
          empty: t('research.detail.empty', { symbol }),
          shown: (values) => t('research.detail.shown', values),
          more: t('research.detail.more'),
        }}
        skeleton={[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={58} radius="sm" />
        ))}
      >
        <ul className={classes.list} aria-label={t('research.detail.listLabel', { symbol })}>
          {list.items.map((report) => {
            const call = store.callOf(report, locale);
            const current = report.id === selectedId;
            return (
              <li key={report.id}>
                <Link
                  route="analysisCenter"
                  options={{
                    subPage: 'detailReport',
                    query: { stock_symbol: symbol, report: report.id },
                  }}
                  className={classes.item}
                  aria-current={current ? 'true' : undefined}
                  onClick={onPick}
                >
                  <Text component="span" fw={600} size="sm" className={classes.name}>
                    {report.name}
                  </Text>
                  <Group component="span" gap="xs" wrap="wrap">
                    <Text component="span" size="xs" c="dimmed">
                      <time dateTime={report.releaseDate}>{formatDate(report.releaseDate)}</time>
                      {' · '}
                      {report.type.name}
                    </Text>
                    {call && (
                      <Badge
                        component="span"
                        variant="dot"
                        size="sm"
                        color={RECOMMENDATION_COLORS[call.recommendation]}
                      >
                        {call.recommendationLabel}
                      </Badge>
                    )}
                    {report.requiredLogin && (
                      <IconLock size={14} aria-label={t('research.common.unlocked')} role="img" />
                    )}
                  </Group>
                </Link>
              </li>
            );
          })}
        </ul>
      </PagedList>
    </Panel>
  );
});

/** The colour of a call's dot: buy green … sell red. */
export const RECOMMENDATION_COLORS = {
  buy: 'green',
  accumulate: 'teal',
  hold: 'yellow',
  reduce: 'orange',
  sell: 'red',
} as const;
