/**
 * Checks of what the hub sends before a store takes it: the `updateStockPrice` push and the
 * `GetAllStocks` result, with the contract's zod schemas (`validation/board.ts`). A payload that
 * is not the contract's is refused whole, with the first problem named.
 */
import type { AllStocksResult, StockPricePush } from '../market/board.ts';
import { AllStocksResultSchema, StockPricePushSchema } from '../validation/board.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function firstIssue(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
  return `${path}: ${issue.message}`;
}

export function parseStockPricePush(value: unknown): Parsed<StockPricePush> {
  const result = StockPricePushSchema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: `updateStockPrice: ${firstIssue(result.error.issues)}` };
}

export function parseAllStocks(value: unknown): Parsed<AllStocksResult> {
  const result = AllStocksResultSchema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: `GetAllStocks: ${firstIssue(result.error.issues)}` };
}
