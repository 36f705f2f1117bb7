import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
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
import { changeTone, formatPrice, priceTone } from '../../../../lib/market/boardFormat';
import type { LiveWarrant, WarrantsStore } from '../../stores/WarrantsStore';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';

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

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="warrants">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="warrants">
            {t('stock.warrants.heading', { symbol })}
          </Title>
          {warrants.length > 0 && <LiveStatus board={board} locale={locale} compact />}
        </Group>
        {warrants.length === 0 ? (
          <Text size="sm">
            {store.list.isLoading ? t('stock.history.loading') : t('stock.warrants.empty')}
          </Text>
        ) : (
          <>
            <ScrollTable minWidth={760} label={t('stock.warrants.heading', { symbol })}>
              <Table fz="sm" striped data-testid="warrants-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('stock.warrants.code')}</Table.Th>
                    <Table.Th scope="col">{t('stock.warrants.issuer')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.exercisePrice')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.ratio')}
                    </Table.Th>
                    <Table.Th scope="col">{t('stock.warrants.maturity')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.price')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.reference')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.ceiling')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.floor')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.warrants.breakEven')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {warrants.map((warrant) => {
                    const price = warrant.price ?? warrant.total;
                    const band = {
                      reference: warrant.total,
                      ceiling: warrant.ceiling,
                      floor: warrant.floor,
                    };
                    return (
                      <Table.Tr key={warrant.contractCode}>
                        <Table.Th scope="row">{warrant.contractCode}</Table.Th>
                        <Table.Td>{warrant.issuer}</Table.Td>
                        <Table.Td ta="right">{formatPrice(warrant.exercisePrice, locale)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(warrant.ratio, locale)}:1</Table.Td>
                        <Table.Td>{formatDate(warrant.expirationDate)}</Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone={priceTone(warrant.price, band)}>
                            {formatPrice(warrant.price, locale)}
                          </PriceText>
                        </Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone="reference">
                            {formatPrice(warrant.total, locale)}
                          </PriceText>
                        </Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone="ceiling">
                            {formatPrice(warrant.ceiling, locale)}
                          </PriceText>
                        </Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone="floor">{formatPrice(warrant.floor, locale)}</PriceText>
                        </Table.Td>
                        <Table.Td ta="right">
                          {formatPrice(
                            breakEven(warrant.exercisePrice, price, warrant.ratio),
                            locale,
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <WarrantCalculator
              warrants={warrants}
              underlyingPrice={board.row(symbol)?.price ?? warrants[0]?.underlyingPrice ?? null}
              locale={locale}
            />
          </>
        )}
      </Stack>
    </Card>
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
        <NumberInput
          label={t('stock.warrants.calculator.warrantPrice')}
          value={warrantPrice}
          onChange={setWarrantPrice}
          min={0}
          step={10}
          thousandSeparator={locale === 'vi' ? '.' : ','}
          decimalSeparator={locale === 'vi' ? ',' : '.'}
          error={invalid(warrantPrice)}
        />
        <NumberInput
          label={t('stock.warrants.calculator.underlyingPrice')}
          value={underlying}
          onChange={setUnderlying}
          min={0}
          step={100}
          thousandSeparator={locale === 'vi' ? '.' : ','}
          decimalSeparator={locale === 'vi' ? ',' : '.'}
          error={invalid(underlying)}
        />
        <NumberInput
          label={t('stock.warrants.calculator.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={1}
          step={100}
          allowDecimal={false}
          thousandSeparator={locale === 'vi' ? '.' : ','}
          decimalSeparator={locale === 'vi' ? ',' : '.'}
          error={invalid(quantity)}
        />
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
          price !== null
            ? `${formatNumber(breakEven(warrant.exercisePrice, price, warrant.ratio), locale)} VND`
            : '-',
        )}
        {result(
          t('stock.warrants.calculator.intrinsic'),
          spot !== null
            ? `${formatNumber(intrinsicValue(spot, warrant.exercisePrice, warrant.ratio), locale)} VND`
            : '-',
        )}
        {result(
          t('stock.warrants.calculator.payoff'),
          payoff !== null ? `${formatNumber(payoff, locale)} VND` : '-',
          changeTone(payoff),
        )}
        {result(
          t('stock.warrants.calculator.total'),
          payoff !== null && qty !== null ? `${formatNumber(payoff * qty, locale)} VND` : '-',
          changeTone(payoff),
        )}
      </SimpleGrid>
    </Stack>
  );
});
