import { Stack, Text } from '@mantine/core';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import type { AutomaticAssessment, AxisScores } from '../../api/assessmentApi';
import { MAX_SCORE, scoreTone } from '../../model/radar';

interface PeersTableProps {
  assessment: AutomaticAssessment;
  locale: Locale;
}

interface Row {
  symbol: string;
  name: string;
  overall: number | null;
  scores: AxisScores;
  self: boolean;
}

/**
 * The company beside up to six peers of its sector: the overall score and the six axis scores,
 * each peer's symbol a link to its own assessment.
 */
export function PeersTable({ assessment, locale }: PeersTableProps) {
  const { t } = useTranslation('analysis');
  const heading = t('assessment.peers.heading');
  const ownScores = Object.fromEntries(
    assessment.axes.map((axis) => [axis.axis, axis.score]),
  ) as AxisScores;
  const rows: Row[] = [
    {
      symbol: assessment.stockSymbol,
      name: assessment.name,
      overall: assessment.overall,
      scores: ownScores,
      self: true,
    },
    ...assessment.peers.map((peer) => ({
      symbol: peer.stockSymbol,
      name: peer.name,
      overall: peer.overall,
      scores: peer.scores,
      self: false,
    })),
  ];
  const score = (value: number | null, max: number, decimals: number) => (
    <PriceText tone={scoreTone(value, max)}>{formatNumber(value, locale, { decimals })}</PriceText>
  );
  const columns: Array<Column<Row>> = [
    {
      id: 'symbol',
      header: t('assessment.peers.symbol'),
      rowHeader: true,
      key: true,
      cell: (row) =>
        row.self ? (
          <>
            <strong>{row.symbol}</strong>
            <Text component="span" size="xs" display="block">
              {t('assessment.peers.self')}
            </Text>
          </>
        ) : (
          <Link
            route="analysisCenter"
            options={{ subPage: 'automaticAssessment', query: { stock_symbol: row.symbol } }}
          >
            {row.symbol}
          </Link>
        ),
    },
    { id: 'name', header: t('assessment.peers.name'), cell: (row) => row.name },
    figureColumn('overall', t('assessment.peers.overall'), (row) => score(row.overall, 100, 0), {
      key: true,
    }),
    ...assessment.axes.map((axis) =>
      figureColumn<Row>(axis.axis, axis.label, (row) => score(row.scores[axis.axis], MAX_SCORE, 1)),
    ),
  ];
  return (
    <Panel id="assessment-peers" title={heading}>
      {assessment.peers.length === 0 ? (
        <Text size="sm">{t('assessment.peers.empty')}</Text>
      ) : (
        <Stack gap="xs">
          <DataTable
            label={heading}
            minWidth={1000}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.symbol}
            rowProps={(row) => ({ 'data-self': row.self || undefined })}
            striped
            highlightOnHover
            testId="assessment-peers"
          />
          <Text size="xs" c="dimmed">
            {t('assessment.peers.note')}
          </Text>
        </Stack>
      )}
    </Panel>
  );
}
