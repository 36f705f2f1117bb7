/**
 * The price-board hub's names (design.md §7, spec "External price board"): the path the proxy
 * serves it under, its hub methods and its one server push. The payloads' shapes are the board
 * contract's schemas (shared/src/validation/board.ts), checked by BoardStore (boardPayloads.ts).
 */
import type { HubTopic } from './LiveConnection';

export const PRICE_BOARD_HUB_PATH = '/priceboard/hubs/priceboard';

/** Server push: price-board rows, time-and-sales rows and index rows. */
export const UPDATE_STOCK_PRICE = 'updateStockPrice';

/** Every stock of the board; `GetAllStocks()` answers with the snapshot (take it with `onResult`). */
export function allStocksTopic(): HubTopic {
  return { key: 'GetAllStocks', method: 'GetAllStocks', args: [] };
}

/** One symbol's detail stream through `UpdateParams(symbol)`. */
export function symbolTopic(symbol: string): HubTopic {
  const normalized = symbol.trim().toUpperCase();
  return { key: `UpdateParams:${normalized}`, method: 'UpdateParams', args: [normalized] };
}
