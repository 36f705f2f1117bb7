import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { Sparkline } from '../../../../lib/components/Sparkline/Sparkline';
import { changeTone } from '../../../../lib/market/boardFormat';
import type { LiveIndex } from '../../stores/MarketOverviewStore';

interface IndexStripProps {
  indices: readonly LiveIndex[];
  locale: Locale;
}

/** The five main indices: value, change and the last sessions' line, live from the board. */
export const IndexStrip = observer(function IndexStrip({ indices, locale }: IndexStripProps) {
  const { t } = useTranslation('analysis');
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {indices.map((index) => {
        const tone = changeTone(index.change);
        const sign = index.change > 0 ? '+' : '';
        return (
          <Card
            component="li"
            key={index.symbol}
            withBorder
            padding="sm"
            data-testid={`index-${index.symbol}`}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2}>
                <Text fw={700} size="sm">
                  {index.symbol}
                </Text>
                <PriceText tone={tone} strong>
                  <span data-testid="index-value">{formatNumber(index.value, locale)}</span>
                </PriceText>
                <PriceText tone={tone}>
                  <Text component="span" size="xs">
                    {sign}
                    {formatNumber(index.change, locale)} (
                    {formatPercent(index.changePercent, locale, { signed: true })})
                  </Text>
                </PriceText>
              </Stack>
              <Sparkline
                values={index.sparkline}
                baseline={index.previousValue}
                tone={tone}
                width={96}
                label={t('market.indices.sparkline', { name: index.symbol })}
              />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
});
