import { Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FirmType } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import type { BusinessPlanStatistic } from '../../api/financialsApi';
import { achievementWidth, formatAchievement, formatAmount } from '../../model/financialFormat';
import type { BusinessPlanStore } from '../../stores/BusinessPlanStore';
import { SectionState } from '../SectionState/SectionState';
import classes from './BusinessPlan.module.css';

interface BusinessPlanProps {
  store: BusinessPlanStore;
  symbol: string;
  firmType: FirmType;
  locale: Locale;
}

/** The last five AGM plans (spec §9) against the results, with the achievement as a bar. */
export const BusinessPlan = observer(function BusinessPlan({
  store,
  symbol,
  firmType,
  locale,
}: BusinessPlanProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  return (
    <Panel id="financials-plan" title={t('financials.plan.heading')}>
      <SectionState
        {...store.state(symbol, locale)}
        texts={{
          loading: t('financials.plan.loading'),
          empty: t('financials.plan.empty'),
          failed: t('financials.plan.failed'),
        }}
        isEmpty={(plans) => plans.length === 0}
        onRetry={() => void store.retry(symbol, locale)}
      >
        {(plans) => <PlanTable plans={plans} locale={locale} />}
      </SectionState>
      <Text size="xs" c="dimmed">
        {t('financials.plan.unit')} {t(`financials.plan.revenueNote.${firmType}`)}
      </Text>
    </Panel>
  );
});

function PlanTable({ plans, locale }: { plans: BusinessPlanStatistic[]; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const groups = [
    {
      id: 'revenue',
      target: (plan: BusinessPlanStatistic) => plan.revenueTarget,
      actual: (plan: BusinessPlanStatistic) => plan.revenueActual,
      achievement: (plan: BusinessPlanStatistic) => plan.revenueAchievement,
    },
    {
      id: 'profit',
      target: (plan: BusinessPlanStatistic) => plan.profitAfterTaxTarget,
      actual: (plan: BusinessPlanStatistic) => plan.profitAfterTaxActual,
      achievement: (plan: BusinessPlanStatistic) => plan.profitAfterTaxAchievement,
    },
  ] as const;
  return (
    <ScrollTable label={t('financials.plan.tableLabel')} minWidth={760}>
      <Table className={classes.table} data-testid="plan-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" rowSpan={2} className={classes.year}>
              {t('financials.plan.year')}
            </Table.Th>
            {groups.map((group) => (
              <Table.Th key={group.id} scope="colgroup" colSpan={3} ta="center">
                {t(`financials.plan.${group.id}`)}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {groups.map((group) =>
              (['target', 'actual', 'achievement'] as const).map((column) => (
                <Table.Th key={`${group.id}-${column}`} scope="col" ta="right">
                  {t(`financials.plan.${column}`)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.year} data-year={plan.year}>
              <Table.Th scope="row" className={classes.year}>
                {plan.year}
                {plan.agmDate && (
                  <span className={classes.note}>
                    {t('financials.plan.agm', { date: formatDate(plan.agmDate) })}
                  </span>
                )}
                {plan.quartersReported > 0 && plan.quartersReported < 4 && (
                  <span className={classes.note}>
                    {t('financials.plan.partial', {
                      count: plan.quartersReported,
                    })}
                  </span>
                )}
              </Table.Th>
              {groups.map((group) => {
                const achievement = group.achievement(plan);
                return [
                  <Table.Td key={`${group.id}-target`} ta="right" className={classes.value}>
                    {formatAmount(group.target(plan), locale)}
                  </Table.Td>,
                  <Table.Td key={`${group.id}-actual`} ta="right" className={classes.value}>
                    {formatAmount(group.actual(plan), locale)}
                  </Table.Td>,
                  <Table.Td key={`${group.id}-achievement`} ta="right" className={classes.value}>
                    {formatAchievement(achievement, locale)}
                    <span className={classes.track} aria-hidden>
                      <span
                        className={classes.bar}
                        data-met={(achievement ?? 0) >= 100 || undefined}
                        style={{ width: `${achievementWidth(achievement)}%` }}
                      />
                    </span>
                  </Table.Td>,
                ];
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
