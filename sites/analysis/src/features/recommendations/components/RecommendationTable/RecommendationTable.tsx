import { Button, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { DataTable, type Column } from '../../../../lib/components/DataTable/DataTable';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { changeTone, formatPrice } from '../../../../lib/market/boardFormat';
import type { Recommendation } from '../../api/recommendationsApi';
import type { RecommendationColumn } from '../../stores/RecommendationsStore';
import { CallBadge } from '../CallBadge/CallBadge';
import classes from './RecommendationTable.module.css';

interface RecommendationTableProps {
  /** Names the table's scrolling region. */
  label: string;
  /** The category's columns in order, headed in the page's language. */
  columns: readonly RecommendationColumn[];
  rows: readonly Recommendation[];
  locale: Locale;
  /** Adds the history column: its button opens the company's calls. */
  onOpenHistory?: (symbol: string) => void;
  /** One company's calls: the date heads each row, the symbol and exchange are left out. */
  oneCompany?: boolean;
  testId?: string;
}

type Key = RecommendationColumn['key'];

const NUMERIC: ReadonlySet<Key> = new Set([
  'price',
  'targetPrice',
  'stopLossPrice',
  'upsidePercent',
  'horizonMonths',
]);

/** The value of one column key, formatted for the page's language. */
function cellOf(key: Key, row: Recommendation, locale: Locale) {
  switch (key) {
    case 'stockSymbol':
      return (
        <Text span fw={700} size="sm">
          {row.stockSymbol}
        </Text>
      );
    case 'recommendationDate':
      return <span className={classes.nowrap}>{formatDate(row.recommendationDate)}</span>;
    case 'recommendation':
      return <CallBadge call={row.recommendation} label={row.recommendationLabel} />;
    case 'price':
    case 'targetPrice':
    case 'stopLossPrice':
      return formatPrice(row[key], locale);
    case 'upsidePercent':
      return (
        <PriceText tone={changeTone(row.upsidePercent)}>
          {formatPercent(row.upsidePercent, locale, { decimals: 2, signed: true })}
        </PriceText>
      );
    case 'horizonMonths':
      return formatNumber(row.horizonMonths, locale, { decimals: 0 });
    case 'source':
      return <span className={classes.source}>{row.source}</span>;
    case 'exchange':
    case 'analyst':
      return <span className={classes.nowrap}>{row[key]}</span>;
  }
}

/**
 * The calls as the category lays them out (its columnsData, headed by its columnsMapping). On a
 * phone the key columns show (symbol or date, call, upside, history) and the rest open under
 * each row; wider, every column shows and the table scrolls sideways if it must.
 */
export function RecommendationTable({
  label,
  columns,
  rows,
  locale,
  onOpenHistory,
  oneCompany = false,
  testId,
}: RecommendationTableProps) {
  const { t } = useTranslation('analysis');
  const heading: Key = oneCompany ? 'recommendationDate' : 'stockSymbol';
  const keyColumns: ReadonlySet<Key> = new Set([heading, 'recommendation', 'upsidePercent']);
  const shown = oneCompany
    ? columns.filter((c) => c.key !== 'stockSymbol' && c.key !== 'exchange')
    : columns;
  const tableColumns: Array<Column<Recommendation>> = [
    ...shown.map(({ key, header }): Column<Recommendation> => ({
      id: key,
      header,
      cell: (row) => cellOf(key, row, locale),
      numeric: NUMERIC.has(key),
      rowHeader: key === heading,
      key: keyColumns.has(key),
    })),
    ...(onOpenHistory
      ? [
          {
            id: 'history',
            header: t('recommendations.table.history'),
            key: true,
            cell: (row: Recommendation) => (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconHistory size={14} aria-hidden />}
                aria-label={t('recommendations.table.openHistory', { symbol: row.stockSymbol })}
                onClick={() => onOpenHistory(row.stockSymbol)}
              >
                {t('recommendations.table.history')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      minWidth={oneCompany ? 720 : 1040}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.id}
      striped
      highlightOnHover
      testId={testId}
    />
  );
}
