import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BondHolding, BondSide, CashFlow, CouponTerms } from '@brokerage/shared/bonds/terms.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatCount, formatDay, formatVnd, formatYield } from '../../lib/format';
import classes from './FiguresPanel.module.css';

/** The figures of a quote (calc.ts) or of a booked registration: both have these. */
export interface Figures {
  settlementDate: string;
  unitPriceVnd: number;
  valueVnd: number;
  feeVnd: number;
  paymentVnd: number;
  exitDate: string;
  holdingDays: number;
  saleUnitPriceVnd: number | null;
  ytm: number;
  irr: number | null;
  profitVnd: number | null;
  cashFlows: readonly CashFlow[];
}

interface FiguresPanelProps {
  figures: Figures;
  side: BondSide;
  holding: BondHolding;
  quantity: number;
  coupon: CouponTerms['kind'];
  locale: Locale;
  headingId?: string;
  title?: string;
}

/**
 * What the order comes to, with the cash flows and how they are counted (the day count is stated
 * on the page, issue 25). The same figures the server recomputes and the confirmation shows.
 */
export function FiguresPanel({
  figures,
  side,
  holding,
  quantity,
  coupon,
  locale,
  headingId = 'bond-figures-heading',
  title,
}: FiguresPanelProps) {
  const { t } = useTranslation('onboarding');
  const buy = side === 'buy';
  const flexible = buy && holding === 'flexible';
  const rows: Array<[string, string]> = [
    [t('bonds.figures.quantity'), formatCount(quantity, locale)],
    [t('bonds.figures.settlementDate'), formatDay(figures.settlementDate)],
    [t('bonds.figures.unitPrice'), formatVnd(figures.unitPriceVnd, locale)],
    [t('bonds.figures.value'), formatVnd(figures.valueVnd, locale)],
    [t('bonds.figures.fee'), formatVnd(figures.feeVnd, locale)],
    [buy ? t('bonds.figures.payment') : t('bonds.figures.received'), formatVnd(figures.paymentVnd, locale)],
    [t('bonds.figures.ytm'), formatYield(figures.ytm, locale)],
  ];
  if (buy) {
    rows.push(
      [flexible ? t('bonds.figures.saleDate') : t('bonds.figures.maturityDate'), formatDay(figures.exitDate)],
      [t('bonds.figures.holdingDays'), formatCount(figures.holdingDays, locale)],
    );
    if (flexible) rows.push([t('bonds.figures.saleUnitPrice'), formatVnd(figures.saleUnitPriceVnd, locale)]);
    rows.push(
      [t('bonds.figures.irr'), formatYield(figures.irr, locale)],
      [t('bonds.figures.profit'), formatVnd(figures.profitVnd, locale)],
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title ?? t('bonds.figures.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0} aria-live="polite">
          {rows.map(([label, value]) => (
            <div key={label} className={classes.row}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="sm" data-figure={label}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {buy && figures.cashFlows.length > 0 && (
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          <div
            className={classes.tableWrap}
            role="region"
            aria-labelledby={`${headingId}-flows`}
            tabIndex={0}
          >
            <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
              <Table.Caption id={`${headingId}-flows`}>{t('bonds.figures.cashFlows')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bonds.figures.flowDate')}</Table.Th>
                  <Table.Th scope="col">{t('bonds.figures.flowKind')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('bonds.figures.flowAmount')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.cashFlows.map((flow, index) => (
                  <Table.Tr key={`${flow.date}-${flow.kind}-${index}`}>
                    <Table.Td>{formatDay(flow.date)}</Table.Td>
                    <Table.Td>{t(`bonds.figures.kind.${flow.kind}`)}</Table.Td>
                    <Table.Td ta="right" className={classes.amount}>
                      {formatVnd(flow.amountVnd, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <List size="xs" c="dimmed" spacing={2}>
          <List.Item>{t('bonds.figures.noteDayCount')}</List.Item>
          {flexible && <List.Item>{t('bonds.figures.noteFlexible')}</List.Item>}
          {coupon === 'floating' && buy && <List.Item>{t('bonds.figures.noteFloating')}</List.Item>}
          <List.Item>{t('bonds.figures.noteRounding')}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}
