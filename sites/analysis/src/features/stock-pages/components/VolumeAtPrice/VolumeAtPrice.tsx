import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { formatPrice, formatShares, priceTone } from '../../../../lib/market/boardFormat';
import type { TapeStore } from '../../stores/TapeStore';
import classes from './VolumeAtPrice.module.css';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';

interface VolumeAtPriceProps {
  store: TapeStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** Today's matched volume at each price, split by the side that crossed the spread. */
export const VolumeAtPrice = observer(function VolumeAtPrice({
  store,
  board,
  symbol,
  locale,
}: VolumeAtPriceProps) {
  const { t } = useTranslation('analysis');
  const levels = store.volumeAtPrice(symbol);
  const max = Math.max(1, ...levels.map((level) => level.volume));
  const band = board.row(symbol);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="volume-at-price">
      <Stack gap="sm">
        <Title order={2} size="h4" id="volume-at-price">
          {t('stock.volumeAtPrice.heading')}
        </Title>
        {levels.length === 0 ? (
          <Text size="sm">{t('stock.volumeAtPrice.empty')}</Text>
        ) : (
          <ScrollTable minWidth={360} label={t('stock.volumeAtPrice.heading')}>
            <Table fz="sm" data-testid="volume-at-price">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('stock.volumeAtPrice.price')}</Table.Th>
                  <Table.Th scope="col">{t('stock.volumeAtPrice.volume')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.volumeAtPrice.buy')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.volumeAtPrice.sell')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {levels.map((level) => (
                  <Table.Tr key={level.price}>
                    <Table.Th scope="row">
                      <PriceText tone={band ? priceTone(level.price, band) : 'none'}>
                        {formatPrice(level.price, locale)}
                      </PriceText>
                    </Table.Th>
                    <Table.Td>
                      <div className={classes.cell}>
                        <div className={classes.track} aria-hidden>
                          <span
                            data-part="buy"
                            style={{ width: `${(level.buyVolume / max) * 100}%` }}
                          />
                          <span
                            data-part="sell"
                            style={{ width: `${(level.sellVolume / max) * 100}%` }}
                          />
                          <span
                            data-part="other"
                            style={{
                              width: `${((level.volume - level.buyVolume - level.sellVolume) / max) * 100}%`,
                            }}
                          />
                        </div>
                        <span>{formatShares(level.volume, locale)}</span>
                      </div>
                    </Table.Td>
                    <Table.Td ta="right">{formatShares(level.buyVolume, locale)}</Table.Td>
                    <Table.Td ta="right">{formatShares(level.sellVolume, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Card>
  );
});
