import { Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { PriceChartStore } from '../../stores/PriceChartStore';
import type { StockStore } from '../../stores/StockStore';
import type { WarrantsStore } from '../../stores/WarrantsStore';
import { KeyFigures } from '../KeyFigures/KeyFigures';
import { PeerComparison } from '../PeerComparison/PeerComparison';
import { PriceChart } from '../PriceChart/PriceChart';
import { WarrantsPanel } from '../WarrantsPanel/WarrantsPanel';

interface StockInformationProps {
  stock: StockStore;
  chart: PriceChartStore;
  warrants: WarrantsStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** thong-tin-co-phieu: key figures, the price chart, the sector peers, the covered warrants. */
export const StockInformation = observer(function StockInformation({
  stock,
  chart,
  warrants,
  board,
  symbol,
  locale,
}: StockInformationProps) {
  const profile = stock.shows(symbol);
  return (
    <Stack gap="lg">
      <PriceChart store={chart} board={board} symbol={symbol} locale={locale} />
      {profile && <KeyFigures indicators={profile.indicators} locale={locale} />}
      <PeerComparison board={board} symbol={symbol} locale={locale} />
      <WarrantsPanel store={warrants} board={board} symbol={symbol} locale={locale} />
    </Stack>
  );
});
