import { Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import type { FinancialRatios } from '../../api/financialsApi';
import { formatRatio } from '../../model/financialFormat';
import { PERIOD_COUNT } from '../../model/layouts';
import { ratioSections } from '../../model/ratioGroups';
import type { RatiosStore } from '../../stores/RatiosStore';
import { MiniBars } from '../MiniBars/MiniBars';
import { SectionState } from '../SectionState/SectionState';
import classes from './RatioTable.module.css';

interface RatioTableProps {
  store: RatiosStore;
  symbol: string;
  period: FundamentalPeriod;
  locale: Locale;
}

/** The ratios of the latest period with their trend and the sector median beside each. */
export const RatioTable = observer(function RatioTable({
  store,
  symbol,
  period,
  locale,
}: RatioTableProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load({ symbol, period }, lang), [store, symbol, period], store);
  const state = store.state({ symbol, period }, locale);
  return (
    <Panel id="financials-ratios" title={t('financials.ratios.heading')}>
      <SectionState
        {...state}
        texts={{
          loading: t('financials.ratios.loading'),
          empty: t('financials.ratios.empty'),
          failed: t('financials.ratios.failed'),
        }}
        isEmpty={(data) => data.periods.length === 0}
        onRetry={() => void store.retry({ symbol, period }, locale)}
      >
        {(data) => <Ratios data={data} count={PERIOD_COUNT[period]} locale={locale} />}
      </SectionState>
    </Panel>
  );
});

function Ratios({ data, count, locale }: { data: FinancialRatios; count: number; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const sections = ratioSections(data, count);
  const latest = data.periods[0]!;
  const median = data.sectorMedian;
  const first = data.periods[Math.min(count, data.periods.length) - 1]!;
  return (
    <>
      <ScrollTable label={t('financials.ratios.tableLabel')} minWidth={520}>
        <Table className={classes.table} data-testid="ratio-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.name}>
                {t('financials.ratios.ratio')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {latest.label}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('financials.ratios.median')}
              </Table.Th>
              <Table.Th scope="col">
                {t('financials.ratios.trend')}{' '}
                <span className={classes.range}>
                  {first.label}–{latest.label}
                </span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {sections.map((section) => (
            <Table.Tbody key={section.id}>
              <Table.Tr className={classes.group}>
                <Table.Th scope="rowgroup" colSpan={4}>
                  {t(`financials.ratios.groups.${section.id}`)}
                </Table.Th>
              </Table.Tr>
              {section.rows.map((row) => {
                const name = t(`financials.ratios.names.${row.key}`);
                return (
                  <Table.Tr key={row.key} data-ratio={row.key}>
                    <Table.Th scope="row" className={classes.name}>
                      {name}
                    </Table.Th>
                    <Table.Td ta="right" className={classes.value}>
                      {formatRatio(row.key, row.latest, locale)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.value} data-median>
                      {formatRatio(row.key, row.median, locale)}
                    </Table.Td>
                    <Table.Td>
                      <MiniBars
                        values={row.trend.map((point) => point.value)}
                        label={t('financials.ratios.trendLabel', {
                          ratio: name,
                          values: row.trend
                            .map(
                              (point) =>
                                `${point.label} ${formatRatio(row.key, point.value, locale)}`,
                            )
                            .join('; '),
                        })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </Table>
      </ScrollTable>
      <Text size="xs" c="dimmed" mt="xs">
        {median
          ? t('financials.ratios.medianNote', {
              count: median.companies,
              icb: data.icbCode,
              period: median.label,
            })
          : t('financials.ratios.noMedian')}
      </Text>
    </>
  );
}
