import { useEffect, useId, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import en from '../../../locales/en/heatmap.json';
import vi from '../../../locales/vi/heatmap.json';
import { companyTiles, sectorTiles, tileAreas, type HeatTile } from '../../heatmap/heatmapModel';
import { squarify } from '../../heatmap/treemap';
import { usePageTexts } from '../../hooks/usePageTexts';
import { formatBillions, formatChangePercent } from '../../market/boardFormat';
import classes from './SectorHeatmap.module.css';
import { HeatmapLegend, SectorHeatmapPlaceholder } from './SectorHeatmapPlaceholder';

/**
 * The heatmap's own texts (locales/{vi,en}/heatmap.json), merged into the analysis namespace's
 * `heatmap` with the heatmap's chunk (usePageTexts). The placeholder's (heading, intro, legend)
 * stay in analysis.json: the dashboard's first visit draws them before this chunk loads.
 */
export function useHeatmapTexts(): void {
  usePageTexts('heatmap', { vi, en });
}

/** The map's shape (SectorHeatmap.module.css): 2 : 1, and 1 : 1.1 on a phone. */
const WIDE = { width: 200, height: 100 };
const NARROW = { width: 100, height: 110 };
const NARROW_QUERY = '(max-width: 48em)';

/** The layout follows the map's shape; the server and the first render draw the wide one. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** A tile at least this share of the map shows its name larger. */
const LARGE_SHARE = 0.06;

interface SectorHeatmapProps {
  companies: readonly Company[];
  board: BoardStore;
  locale: Locale;
  /** The sector drilled into (its ICB code), or null for the whole market. */
  sector: string | null;
  onSector: (icbCode: string | null) => void;
  /** The heading's level where the map sits (2 on its own, 3 inside a section). */
  headingOrder?: 2 | 3;
}

/**
 * The sector heatmap (issue 27 item 3): the market's sectors as tiles sized by market
 * capitalisation and coloured by change, live from the board; a sector's tile opens its
 * companies, each a link to its stock page. Tiles are a list in size order, so a screen reader
 * and the keyboard meet them largest first; each says its figures in full.
 */
export const SectorHeatmap = observer(function SectorHeatmap({
  companies,
  board,
  locale,
  sector,
  onSector,
  headingOrder = 2,
}: SectorHeatmapProps) {
  useHeatmapTexts();
  const { t } = useTranslation('analysis');
  const headingId = useId();
  const shape = useNarrow() ? NARROW : WIDE;
  const rowOf = (symbol: string) => board.row(symbol);
  const sectorName = sector
    ? (companies.find((company) => company.icbCode === sector)?.sector ?? sector)
    : null;
  const tiles = sector ? companyTiles(companies, sector, rowOf) : sectorTiles(companies, rowOf);
  const rects = squarify(tileAreas(tiles.map((tile) => tile.marketCap)), shape.width, shape.height);
  const change = (tile: HeatTile) =>
    tile.changePercent === null
      ? t('heatmap.noPrice')
      : formatChangePercent(tile.changePercent, locale);

  return (
    <Stack gap="xs" data-testid="sector-heatmap">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={headingOrder} size="h4" id={headingId}>
          {sectorName ? t('heatmap.sectorHeading', { name: sectorName }) : t('heatmap.heading')}
        </Title>
        {sector && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => onSector(null)}
            data-testid="heatmap-back"
          >
            {t('heatmap.back')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('heatmap.intro')}
      </Text>
      {tiles.length === 0 ? (
        <Text size="sm" py="md">
          {t('heatmap.empty')}
        </Text>
      ) : (
        <ul
          className={classes.map}
          aria-label={
            sectorName ? t('heatmap.sectorMapLabel', { name: sectorName }) : t('heatmap.mapLabel')
          }
          data-level={sector ? 'sector' : 'market'}
        >
          {tiles.map((tile, index) => {
            const rect = rects[index]!;
            if (rect.width <= 0 || rect.height <= 0) return null;
            const share = (rect.width * rect.height) / (shape.width * shape.height);
            const cap = formatBillions(tile.marketCap, locale);
            const face = (
              <>
                <span className={classes.name}>{sector ? tile.id : tile.label}</span>
                <span>{change(tile)}</span>
              </>
            );
            return (
              <li
                key={tile.id}
                className={`${classes.tile} ${share >= LARGE_SHARE ? classes.large : ''}`}
                style={{
                  left: `${(rect.x / shape.width) * 100}%`,
                  top: `${(rect.y / shape.height) * 100}%`,
                  width: `${(rect.width / shape.width) * 100}%`,
                  height: `${(rect.height / shape.height) * 100}%`,
                }}
              >
                {sector ? (
                  <Link
                    route="analysisCenter"
                    options={{ subPage: 'stockInformation', query: { stock_symbol: tile.id } }}
                    className={classes.face}
                    data-shade={tile.shade}
                    data-testid={`heatmap-stock-${tile.id}`}
                    aria-label={t('heatmap.companyTile', {
                      symbol: tile.id,
                      name: tile.label,
                      change: change(tile),
                      cap,
                    })}
                  >
                    {face}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={classes.face}
                    data-shade={tile.shade}
                    data-testid={`heatmap-sector-${tile.id}`}
                    aria-label={t('heatmap.sectorTile', {
                      name: tile.label,
                      change: change(tile),
                      count: tile.count,
                      cap,
                    })}
                    onClick={() => onSector(tile.id)}
                  >
                    {face}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <HeatmapLegend />
    </Stack>
  );
});

/** The heatmap's place while its companies or the board are on their way, saying so. */
export function SectorHeatmapLoading({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  useHeatmapTexts();
  const { t } = useTranslation('analysis');
  return (
    <SectorHeatmapPlaceholder headingOrder={headingOrder}>
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('heatmap.loading')}</Text>
      </Group>
    </SectorHeatmapPlaceholder>
  );
}
