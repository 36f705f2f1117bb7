import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { ToneBar } from '../../../../lib/components/ToneBar/ToneBar';
import { formatPrice, formatShares, priceTone } from '../../../../lib/market/boardFormat';
import type { PriceLevel } from '../../model/intraday';
import type { TapeStore } from '../../stores/TapeStore';
import classes from './VolumeAtPrice.module.css';

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
  const columns: Array<Column<PriceLevel>> = [
    {
      id: 'price',
      header: t('stock.volumeAtPrice.price'),
      rowHeader: true,
      cell: (level) => (
        <PriceText tone={band ? priceTone(level.price, band) : 'none'}>
          {formatPrice(level.price, locale)}
        </PriceText>
      ),
    },
    {
      id: 'volume',
      header: t('stock.volumeAtPrice.volume'),
      cell: (level) => (
        <div className={classes.cell}>
          {/* Buy green, sell red, auction matches yellow. */}
          <ToneBar
            className={classes.track}
            total={max}
            parts={[
              { tone: 'up', value: level.buyVolume },
              { tone: 'down', value: level.sellVolume },
              { tone: 'reference', value: level.volume - level.buyVolume - level.sellVolume },
            ]}
          />
          <span>{formatShares(level.volume, locale)}</span>
        </div>
      ),
    },
    figureColumn('buy', t('stock.volumeAtPrice.buy'), (level) =>
      formatShares(level.buyVolume, locale),
    ),
    figureColumn('sell', t('stock.volumeAtPrice.sell'), (level) =>
      formatShares(level.sellVolume, locale),
    ),
  ];
  return (
    <Panel id="volume-at-price" title={t('stock.volumeAtPrice.heading')}>
      {levels.length === 0 ? (
        <Text size="sm">{t('stock.volumeAtPrice.empty')}</Text>
      ) : (
        <DataTable
          label={t('stock.volumeAtPrice.heading')}
          minWidth={360}
          columns={columns}
          rows={levels}
          rowKey={(level) => level.price}
          testId="volume-at-price"
        />
      )}
    </Panel>
  );
});
