import { Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { EMPTY_VALUE, formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import type { AutomaticAssessment, AxisScores } from '../../api/assessmentApi';
import { MAX_SCORE, scoreBand, scoreTone } from '../../model/radar';
import { RadarChart } from '../RadarChart/RadarChart';
import classes from './AssessmentSummary.module.css';

interface AssessmentSummaryProps {
  assessment: AutomaticAssessment;
  peers: AxisScores | null;
  locale: Locale;
}

/** The overall score and what it is as of, the radar, and the axis scores as a table. */
export function AssessmentSummary({ assessment, peers, locale }: AssessmentSummaryProps) {
  const { t } = useTranslation('analysis');
  const overall = assessment.overall ?? 0;
  const score = (value: number | null) => formatNumber(value, locale, { decimals: 1 });
  const tableHeading = t('assessment.table.heading');
  const tableHeadingId = useId();
  return (
    <Panel id="assessment-summary" title={t('assessment.summary.heading')}>
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <Stack gap="md">
            <div className={classes.overall} data-testid="overall-score">
              <Text size="sm" c="dimmed">
                {t('assessment.summary.overall')}
              </Text>
              <Group gap="xs" align="baseline">
                <PriceText tone={scoreTone(overall, 100)} strong className={classes.number}>
                  {formatNumber(overall, locale, { decimals: 0 })}
                </PriceText>
                <Text size="sm">{t('assessment.summary.outOf')}</Text>
              </Group>
              <Text fw={600}>{t(`assessment.summary.band.${scoreBand(overall)}`)}</Text>
            </div>
            <dl className={classes.facts}>
              <dt>{t('assessment.summary.sector')}</dt>
              <dd>{assessment.sector}</dd>
              <dt>{t('assessment.summary.prices')}</dt>
              <dd>{assessment.asOf ? formatDate(assessment.asOf) : EMPTY_VALUE}</dd>
              <dt>{t('assessment.summary.statements')}</dt>
              <dd>{assessment.statementPeriod ?? t('assessment.summary.noStatements')}</dd>
            </dl>
            <Text size="sm">{t('assessment.summary.method')}</Text>
            <Text size="xs" c="dimmed">
              {t('assessment.summary.disclaimer')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <RadarChart
            symbol={assessment.stockSymbol}
            axes={assessment.axes}
            peers={peers}
            peerCount={assessment.peers.length}
            locale={locale}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="xs">
            <Text fw={600} id={tableHeadingId}>
              {tableHeading}
            </Text>
            <ScrollTable label={tableHeading}>
              <Table striped aria-labelledby={tableHeadingId} data-testid="assessment-scores">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('assessment.table.axis')}</Table.Th>
                    <Table.Th scope="col" className={classes.numeric}>
                      {t('assessment.table.score')}
                    </Table.Th>
                    {peers && (
                      <Table.Th scope="col" className={classes.numeric}>
                        {t('assessment.table.peers')}
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {assessment.axes.map((axis) => (
                    <Table.Tr key={axis.axis}>
                      <Table.Th scope="row" fw={400}>
                        {axis.label}
                      </Table.Th>
                      <Table.Td className={classes.numeric}>
                        <PriceText tone={scoreTone(axis.score, MAX_SCORE)} strong>
                          {score(axis.score)}
                        </PriceText>
                      </Table.Td>
                      {peers && (
                        <Table.Td className={classes.numeric}>{score(peers[axis.axis])}</Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Stack>
        </Grid.Col>
      </Grid>
    </Panel>
  );
}
