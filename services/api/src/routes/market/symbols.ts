import { HttpError } from '../../lib/http/http-error';
import type { CompanyRecord, MarketSnapshot } from './market-data';

/** 404 `stock_symbol_not_found` on `field` unless the dataset knows the company. */
export function requireCompany(
  snapshot: MarketSnapshot,
  symbol: string,
  field: string,
): CompanyRecord {
  const company = snapshot.companies.get(symbol);
  if (!company) throw new HttpError(404, 'stock_symbol_not_found', { field });
  return company;
}

/** 404 `stock_symbol_not_found` on `field` unless the symbol is a company or a main index. */
export function requireSymbol(snapshot: MarketSnapshot, symbol: string, field: string): void {
  if (!snapshot.isKnownSymbol(symbol)) {
    throw new HttpError(404, 'stock_symbol_not_found', { field });
  }
}

/** The session-date's close as ISO 8601 in Asia/Ho_Chi_Minh (the exchanges close at 15:00). */
export const sessionCloseTime = (sessionDate: string) => `${sessionDate}T15:00:00+07:00`;
