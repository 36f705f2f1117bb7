import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { breakEven, intrinsicValue, payoffPerWarrant } from '@brokerage/shared/market/warrants.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  changeTone,
  formatPrice,
  priceTone,
  type PriceTone,
} from '../../../../lib/market/boardFormat';
import type { LiveWarrant, WarrantsStore } from '../../stores/WarrantsStore';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';

interface WarrantsPanelProps {
  store: WarrantsStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** The covered warrants on the stock, live band and reference, and the break-even calculator. */
export const WarrantsPanel = observer(function WarrantsPanel({
  store,
  board,
  symbol,
  locale,
}: WarrantsPanelProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  const warrants = store.warrants(symbol);
  const codes = warrants.map((warrant) => warrant.contractCode).join();
  useEffect(() => (codes ? store.follow(codes.split(',')) : undefined), [store, codes]);

  const band = (warrant: LiveWarrant) => ({
    reference: warrant.total,
    ceiling: warrant.ceiling,
    floor: warrant.floor,
  });
  const price = (
    id: 'price' | 'reference' | 'ceiling' | 'floor',
    get: (warrant: LiveWarrant) => number | null,
    tone: (warrant: LiveWarrant) => PriceTone,
  ) =>
    figureColumn<LiveWarrant>(id, t(`stock.warrants.${id}`), (warrant) => (
      <PriceText tone={tone(warrant)}>{formatPrice(get(warrant), locale)}</PriceText>
    ));
  const columns: Array<Column<LiveWarrant>> = [
    {
      id: 'code',
      header: t('stock.warrants.code'),
      rowHeader: true,
      cell: (warrant) => warrant.contractCode,
    },
    { id: 'issuer', header: t('stock.warrants.issuer'), cell: (warrant) => warrant.issuer },
    figureColumn('exercisePrice', t('stock.warrants.exercisePrice'), (warrant) =>
      formatPrice(warrant.exercisePrice, locale),
    ),
    figureColumn(
      'ratio',
      t('stock.warrants.ratio'),
      (warrant) => `${formatNumber(warrant.ratio, locale)}:1`,
    ),
    {
      id: 'maturity',
      header: t('stock.warrants.maturity'),
      cell: (warrant) => formatDate(warrant.expirationDate),
    },
    price(
      'price',
      (warrant) => warrant.price,
      (warrant) => priceTone(warrant.price, band(warrant)),
    ),
    price(
      'reference',
      (warrant) => warrant.total,
      () => 'reference',
    ),
    price(
      'ceiling',
      (warrant) => warrant.ceiling,
      () => 'ceiling',
    ),
    price(
      'floor',
      (warrant) => warrant.floor,
      () => 'floor',
    ),
    figureColumn('breakEven', t('stock.warrants.breakEven'), (warrant) =>
      formatPrice(
        breakEven(warrant.exercisePrice, warrant.price ?? warrant.total, warrant.ratio),
        locale,
      ),
    ),
  ];

  return (
    <Panel
      id="warrants"
      title={t('stock.warrants.heading', { symbol })}
      aside={warrants.length > 0 && <LiveStatus board={board} locale={locale} compact />}
    >
      {warrants.length === 0 ? (
        <Text size="sm">
          {store.list.isLoading ? t('stock.history.loading') : t('stock.warrants.empty')}
        </Text>
      ) : (
        <>
          <DataTable
            label={t('stock.warrants.heading', { symbol })}
            minWidth={760}
            columns={columns}
            rows={warrants}
            rowKey={(warrant) => warrant.contractCode}
            striped
            testId="warrants-table"
          />
          <WarrantCalculator
            warrants={warrants}
            underlyingPrice={board.row(symbol)?.price ?? warrants[0]?.underlyingPrice ?? null}
            locale={locale}
          />
        </>
      )}
    </Panel>
  );
});

interface WarrantCalculatorProps {
  warrants: readonly LiveWarrant[];
  /** The live underlying price (VND). */
  underlyingPrice: number | null;
  locale: Locale;
}

/** Break-even and payoff at maturity for a warrant bought at a price, on an underlying price. */
const WarrantCalculator = observer(function WarrantCalculator({
  warrants,
  underlyingPrice,
  locale,
}: WarrantCalculatorProps) {
  const { t } = useTranslation('analysis');
  const [code, setCode] = useState(warrants[0]?.contractCode ?? '');
  const warrant = warrants.find((w) => w.contractCode === code) ?? warrants[0];
  const livePrice = warrant ? (warrant.price ?? warrant.total) : null;
  const [warrantPrice, setWarrantPrice] = useState<number | string>(livePrice ?? '');
  const [underlying, setUnderlying] = useState<number | string>(underlyingPrice ?? '');
  const [quantity, setQuantity] = useState<number | string>(1_000);

  const useLive = () => {
    setWarrantPrice(livePrice ?? '');
    setUnderlying(underlyingPrice ?? '');
  };
  const positive = (value: number | string) =>
    typeof value === 'number' && value > 0 ? value : null;
  const price = positive(warrantPrice);
  const spot = positive(underlying);
  const qty = positive(quantity);
  const invalid = (value: number | string) =>
    value !== '' && positive(value) === null ? t('stock.warrants.calculator.invalid') : undefined;
  const payoff =
    warrant && price !== null && spot !== null
      ? payoffPerWarrant(spot, warrant.exercisePrice, warrant.ratio, price)
      : null;
  /** A price (VND) or, `whole`, a count of warrants; separators as the language writes them. */
  const amount = (
    field: 'warrantPrice' | 'underlyingPrice' | 'quantity',
    value: number | string,
    onChange: (value: number | string) => void,
    step: number,
    whole = false,
  ) => (
    <NumberInput
      label={t(`stock.warrants.calculator.${field}`)}
      value={value}
      onChange={onChange}
      min={whole ? 1 : 0}
      step={step}
      allowDecimal={!whole}
      thousandSeparator={locale === 'vi' ? '.' : ','}
      decimalSeparator={locale === 'vi' ? ',' : '.'}
      error={invalid(value)}
    />
  );
  const vnd = (value: number | null) =>
    value === null ? '-' : `${formatNumber(value, locale)} VND`;
  const result = (label: string, value: string, tone = changeTone(null)) => (
    <div>
      <Text size="xs">{label}</Text>
      <PriceText tone={tone} strong>
        {value}
      </PriceText>
    </div>
  );

  if (!warrant) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="warrant-calculator">
      <Title order={3} size="h5" id="warrant-calculator">
        {t('stock.warrants.calculator.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label={t('stock.warrants.calculator.warrant')}
          data={warrants.map((w) => w.contractCode)}
          value={warrant.contractCode}
          onChange={(value) => {
            if (!value) return;
            setCode(value);
            const next = warrants.find((w) => w.contractCode === value);
            if (next) setWarrantPrice(next.price ?? next.total);
          }}
          allowDeselect={false}
        />
        {amount('warrantPrice', warrantPrice, setWarrantPrice, 10)}
        {amount('underlyingPrice', underlying, setUnderlying, 100)}
        {amount('quantity', quantity, setQuantity, 100, true)}
      </SimpleGrid>
      <Group>
        <Button variant="light" size="xs" onClick={useLive}>
          {t('stock.warrants.calculator.useLive')}
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: 2, lg: 4 }}
        spacing="sm"
        aria-live="polite"
        data-testid="warrant-result"
      >
        {result(
          t('stock.warrants.calculator.breakEven'),
          vnd(price === null ? null : breakEven(warrant.exercisePrice, price, warrant.ratio)),
        )}
        {result(
          t('stock.warrants.calculator.intrinsic'),
          vnd(spot === null ? null : intrinsicValue(spot, warrant.exercisePrice, warrant.ratio)),
        )}
        {result(t('stock.warrants.calculator.payoff'), vnd(payoff), changeTone(payoff))}
        {result(
          t('stock.warrants.calculator.total'),
          vnd(payoff !== null && qty !== null ? payoff * qty : null),
          changeTone(payoff),
        )}
      </SimpleGrid>
    </Stack>
  );
});
