import { Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  formatBillions,
  formatChange,
  formatPrice,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import type { Quote } from '../../stores/StockStore';
import classes from './QuoteHeader.module.css';

interface QuoteHeaderProps {
  quote: Quote;
  locale: Locale;
}

/** The live quote in the board colours: price and change, band, open/high/low, volume, value. */
export const QuoteHeader = observer(function QuoteHeader({ quote, locale }: QuoteHeaderProps) {
  const { t } = useTranslation('analysis');
  const tone = priceTone(quote.price, quote);
  const cell = (
    label: string,
    value: string,
    cellTone = priceTone(null, null),
    testId?: string,
  ) => (
    <div className={classes.cell} data-testid={testId}>
      <Text size="xs" className={classes.label}>
        {label}
      </Text>
      <PriceText tone={cellTone}>{value}</PriceText>
    </div>
  );
  return (
    <Stack gap="sm" data-testid="quote-header">
      <Group gap="md" align="baseline" wrap="wrap">
        <VisuallyHidden>{t('stock.quote.price')}</VisuallyHidden>
        <PriceText tone={tone} strong className={classes.price}>
          <span data-testid="quote-price">{formatPrice(quote.price, locale)}</span>
        </PriceText>
        <PriceText tone={tone} strong>
          {formatChange(quote.change, quote.changePercent, locale)}
        </PriceText>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5, lg: 9 }} spacing="xs" verticalSpacing="xs">
        {cell(t('stock.quote.reference'), formatPrice(quote.reference, locale), 'reference')}
        {cell(t('stock.quote.ceiling'), formatPrice(quote.ceiling, locale), 'ceiling')}
        {cell(t('stock.quote.floor'), formatPrice(quote.floor, locale), 'floor')}
        {cell(t('stock.quote.open'), formatPrice(quote.open, locale), priceTone(quote.open, quote))}
        {cell(t('stock.quote.high'), formatPrice(quote.high, locale), priceTone(quote.high, quote))}
        {cell(t('stock.quote.low'), formatPrice(quote.low, locale), priceTone(quote.low, quote))}
        {cell(
          t('stock.quote.volume'),
          formatShares(quote.totalVolume, locale),
          priceTone(null, null),
          'quote-volume',
        )}
        {cell(t('stock.quote.value'), formatBillions(quote.totalValue, locale))}
        {cell(
          t('stock.quote.foreign'),
          `${formatShares(quote.foreignBuyVolume, locale)} / ${formatShares(quote.foreignSellVolume, locale)}`,
        )}
      </SimpleGrid>
    </Stack>
  );
});
