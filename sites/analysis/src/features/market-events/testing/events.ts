// Test-only: market events as the API answers them (`market-events`).
import type { MarketEvent } from '@brokerage/shared/validation/marketEvents.ts';

/** A right's record date of FPT on HOSE unless `extra` says otherwise. */
export function marketEvent(extra: Partial<MarketEvent> = {}): MarketEvent {
  return {
    id: 'FPT-60-record',
    date: '2026-12-14',
    type: 'rights',
    dateKind: 'record',
    stockSymbol: 'FPT',
    exchange: 'HOSE',
    companyName: 'Công ty Cổ phần FPT',
    label: 'Ngày đăng ký cuối cùng',
    title: 'Trả cổ tức đợt 2 năm 2026 bằng tiền',
    detail: 'Cổ tức bằng tiền 1.000 đồng/cổ phiếu',
    derived: false,
    basis: null,
    right: {
      id: 60,
      kind: 'cash-dividend',
      exDate: '2026-12-11',
      recordDate: '2026-12-14',
      executionDate: '2027-01-08',
    },
    ...extra,
  };
}

/** A derived results deadline of `symbol`. */
export const resultsDeadline = (symbol: string, extra: Partial<MarketEvent> = {}) =>
  marketEvent({
    id: `${symbol}-results-2026-q4`,
    date: '2027-01-20',
    type: 'results',
    dateKind: 'deadline',
    stockSymbol: symbol,
    companyName: `Công ty ${symbol}`,
    label: 'Hạn công bố chậm nhất',
    title: 'Báo cáo tài chính quý 4/2026',
    detail: null,
    derived: true,
    basis: 'Thông tư 96/2020/TT-BTC, Điều 14: trong 20 ngày kể từ ngày kết thúc quý',
    right: null,
    ...extra,
  });
