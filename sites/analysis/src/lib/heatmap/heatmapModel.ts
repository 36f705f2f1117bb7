import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import { priceTone, type PriceTone } from '../market/boardFormat';

/**
 * The sector heatmap's figures (issue 27 item 3): each tile sized by market capitalisation at
 * the live price (shares outstanding × the last match, the reference before the first) and
 * coloured by the change against the reference; a sector's change is its companies' changes
 * weighted by their capitalisation at the reference, as an index is.
 */
export interface HeatTile {
  /** A sector's ICB code, or a company's symbol. */
  id: string;
  label: string;
  /** VND. */
  marketCap: number;
  /** Percent against the reference. Null: nothing on the board for it. */
  changePercent: number | null;
  shade: HeatShade;
  /** A sector's number of companies on the board; a company's 1. */
  count: number;
}

/**
 * Seven steps of change, and the board's own colours for a company at its ceiling or floor
 * (purple, cyan) and for no figure yet. Each has a fixed pair of background and text colours
 * with AA contrast (HeatmapTiles.module.css), in either theme.
 */
export type HeatShade =
  'ceiling' | 'floor' | 'up3' | 'up2' | 'up1' | 'flat' | 'down1' | 'down2' | 'down3' | 'none';

/** The step a change falls in: beyond ±3 %, ±1–3 %, under ±1 %, unchanged. */
export function shadeOf(changePercent: number | null, tone: PriceTone = 'none'): HeatShade {
  if (tone === 'ceiling') return 'ceiling';
  if (tone === 'floor') return 'floor';
  if (changePercent === null) return 'none';
  if (changePercent === 0) return 'flat';
  const size = Math.abs(changePercent);
  const step = size >= 3 ? 3 : size >= 1 ? 2 : 1;
  return `${changePercent > 0 ? 'up' : 'down'}${step}` as HeatShade;
}

type RowOf = (symbol: string) => BoardRow | undefined;

interface Priced {
  company: Company;
  row: BoardRow;
  /** At the live price, and at the reference (the weight of its change). */
  cap: number;
  referenceCap: number;
}

function priced(companies: readonly Company[], rowOf: RowOf): Priced[] {
  const out: Priced[] = [];
  for (const company of companies) {
    const row = rowOf(company.stockSymbol);
    if (!row || row.reference <= 0) continue;
    const price = row.price ?? row.reference;
    out.push({
      company,
      row,
      cap: company.sharesOutstanding * price,
      referenceCap: company.sharesOutstanding * row.reference,
    });
  }
  return out;
}

const bySize = (a: HeatTile, b: HeatTile) => b.marketCap - a.marketCap || a.id.localeCompare(b.id);

/** One tile a sector, largest first; a sector none of whose companies is on the board has none. */
export function sectorTiles(companies: readonly Company[], rowOf: RowOf): HeatTile[] {
  const sectors = new Map<
    string,
    { label: string; cap: number; referenceCap: number; n: number }
  >();
  for (const { company, cap, referenceCap } of priced(companies, rowOf)) {
    const held = sectors.get(company.icbCode) ?? {
      label: company.sector,
      cap: 0,
      referenceCap: 0,
      n: 0,
    };
    held.cap += cap;
    held.referenceCap += referenceCap;
    held.n += 1;
    sectors.set(company.icbCode, held);
  }
  return [...sectors]
    .map(([id, sector]) => {
      // Σ cap / Σ reference cap − 1: the capitalisation-weighted change.
      const changePercent =
        sector.referenceCap > 0
          ? Math.round((sector.cap / sector.referenceCap - 1) * 10_000) / 100
          : null;
      return {
        id,
        label: sector.label,
        marketCap: sector.cap,
        changePercent,
        shade: shadeOf(changePercent),
        count: sector.n,
      };
    })
    .sort(bySize);
}

/** One tile a company of the sector, largest first, in the board's colours at the band's edges. */
export function companyTiles(
  companies: readonly Company[],
  icbCode: string,
  rowOf: RowOf,
): HeatTile[] {
  return priced(
    companies.filter((company) => company.icbCode === icbCode),
    rowOf,
  )
    .map(({ company, row, cap }) => {
      const changePercent = row.price === null ? 0 : row.changePercent;
      return {
        id: company.stockSymbol,
        label: company.shortName ?? company.name,
        marketCap: cap,
        changePercent,
        shade: shadeOf(changePercent, priceTone(row.price, row)),
        count: 1,
      };
    })
    .sort(bySize);
}

/**
 * The least share of the map a tile is given, so the smallest sector or company stays a target
 * a finger can hit (WCAG 2.5.8: 24 px; 1.5 % of a 360 px phone's map is about 46 px square),
 * and never more than half the map in all (a sector of many companies).
 */
const MIN_SHARE = 0.015;

/** The tiles' areas: their capitalisations, the smallest raised to the least share. */
export function tileAreas(caps: readonly number[]): number[] {
  const total = caps.reduce((sum, cap) => sum + cap, 0);
  const least = total * Math.min(MIN_SHARE, 0.5 / Math.max(1, caps.length));
  return caps.map((cap) => Math.max(cap, least));
}
