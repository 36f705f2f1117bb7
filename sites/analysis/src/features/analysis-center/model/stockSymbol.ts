/** Listed symbols on HOSE, HNX and UPCOM are three capital letters or digits (market-facts.md). */
const STOCK_SYMBOL = /^[A-Z0-9]{3}$/;

export type StockSymbolCheck =
  { ok: true; symbol: string } | { ok: false; error: 'required' | 'invalid' };

/**
 * Trims and upper-cases what was typed ("fpt " is FPT: nobody should be told off for the shift
 * key), then requires exactly three letters or digits.
 */
export function checkStockSymbol(input: string): StockSymbolCheck {
  const symbol = input.trim().toUpperCase();
  if (symbol === '') return { ok: false, error: 'required' };
  return STOCK_SYMBOL.test(symbol) ? { ok: true, symbol } : { ok: false, error: 'invalid' };
}

/** The `stock_symbol` query value when it is a valid symbol; anything else is ignored. */
export function symbolFromQuery(value: string | null): string | null {
  if (value === null) return null;
  const check = checkStockSymbol(value);
  return check.ok ? check.symbol : null;
}
