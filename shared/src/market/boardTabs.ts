import type { Exchange } from './exchanges.ts';

/**
 * The board's tabs (issue 27), as the `tab` query of `bang-gia` / `price-board` names them: an
 * exchange, an index basket, the covered warrants, the put-through deals, the sector heatmap
 * (`heatmap`, a sector drilled into in `sector`), a sector by its ICB code (`sector-8300`), the visitor's list kept in the browser (`watchlist`) or one of a
 * customer's lists by id (`watchlist-12`). Without `tab`: HOSE.
 */
export type BoardTab =
  | { kind: 'exchange'; exchange: Exchange }
  | { kind: 'basket'; index: 'VN30' | 'HNX30' }
  | { kind: 'warrants' }
  | { kind: 'putThrough' }
  | { kind: 'heatmap' }
  | { kind: 'sector'; icbCode: string }
  | { kind: 'watchlist'; listId: number | null };

/** The fixed tabs in the order the page lists them, by their `tab` value. */
export const FIXED_TABS = {
  hose: { kind: 'exchange', exchange: 'HOSE' },
  vn30: { kind: 'basket', index: 'VN30' },
  hnx: { kind: 'exchange', exchange: 'HNX' },
  hnx30: { kind: 'basket', index: 'HNX30' },
  upcom: { kind: 'exchange', exchange: 'UPCOM' },
  cw: { kind: 'warrants' },
  'put-through': { kind: 'putThrough' },
  heatmap: { kind: 'heatmap' },
} as const satisfies Record<string, BoardTab>;

export type FixedTabId = keyof typeof FIXED_TABS;
export const FIXED_TAB_IDS = Object.keys(FIXED_TABS) as FixedTabId[];
export const DEFAULT_TAB_ID: FixedTabId = 'hose';

const SECTOR = /^sector-(\d{4})$/;
const WATCHLIST = /^watchlist(?:-([1-9]\d{0,9}))?$/;

/**
 * The tab a `tab` value names, or null for one that names none (the page answers 404, as for
 * an exchange that does not exist). Whether the sector or the list exists is the store's to say.
 */
export function parseTab(value: string | null): BoardTab | null {
  if (value === null || value === '') return FIXED_TABS[DEFAULT_TAB_ID];
  if (Object.hasOwn(FIXED_TABS, value)) return FIXED_TABS[value as FixedTabId];
  const sector = SECTOR.exec(value);
  if (sector?.[1]) return { kind: 'sector', icbCode: sector[1] };
  const list = WATCHLIST.exec(value);
  if (list) return { kind: 'watchlist', listId: list[1] ? Number(list[1]) : null };
  return null;
}

/** The `tab` value of a tab (`parseTab(tabId(tab))` is `tab`). */
export function tabId(tab: BoardTab): string {
  switch (tab.kind) {
    case 'exchange':
      return tab.exchange.toLowerCase();
    case 'basket':
      return tab.index.toLowerCase();
    case 'warrants':
      return 'cw';
    case 'putThrough':
      return 'put-through';
    case 'heatmap':
      return 'heatmap';
    case 'sector':
      return `sector-${tab.icbCode}`;
    case 'watchlist':
      return tab.listId === null ? 'watchlist' : `watchlist-${tab.listId}`;
  }
}
