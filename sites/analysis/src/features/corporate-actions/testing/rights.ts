// Test-only: exercise rights and capital events as the API answers them.
import type { CapitalRaising, ExerciseRight } from '../api/corporateActionsApi';

/** A right of FPT; the dates and figures of a meeting unless `extra` says otherwise. */
export function right(id: number, extra: Partial<ExerciseRight> = {}): ExerciseRight {
  return {
    id,
    stockSymbol: 'FPT',
    exDate: '2026-03-16',
    kind: 'agm',
    kindLabel: 'Đại hội đồng cổ đông thường niên',
    title: `Đại hội đồng cổ đông thường niên ${id}`,
    description: `Đại hội đồng cổ đông thường niên ${id}`,
    announcedDate: '2026-02-27',
    recordDate: '2026-03-17',
    executionDate: '2026-04-17',
    cashPerShare: null,
    percentOfPar: null,
    ratio: null,
    ratioText: null,
    subscriptionPrice: null,
    previousClose: null,
    exReference: null,
    ...extra,
  };
}

export const cashDividend = (id: number, extra: Partial<ExerciseRight> = {}) =>
  right(id, {
    kind: 'cash-dividend',
    kindLabel: 'Cổ tức bằng tiền',
    title: 'Trả cổ tức năm 2025 bằng tiền, 1.300 đồng/cổ phiếu',
    description: 'Cổ tức bằng tiền 1.300 đồng/cổ phiếu',
    cashPerShare: 1300,
    percentOfPar: 13,
    previousClose: 82_000,
    exReference: 80_700,
    ...extra,
  });

export const TYPES = [
  { id: 'cash-dividend', name: 'Cổ tức bằng tiền' },
  { id: 'stock-dividend', name: 'Cổ tức bằng cổ phiếu' },
  { id: 'bonus', name: 'Cổ phiếu thưởng' },
  { id: 'rights', name: 'Quyền mua cổ phiếu phát hành thêm' },
  { id: 'agm', name: 'Đại hội đồng cổ đông thường niên' },
  { id: 'egm', name: 'Đại hội đồng cổ đông bất thường' },
  { id: 'written-opinion', name: 'Lấy ý kiến cổ đông bằng văn bản' },
];

/** FPT's capital history, oldest first. */
export const CAPITAL: CapitalRaising[] = [
  {
    id: 29,
    eventDate: '2001-12-02',
    kind: 'founding',
    sharesAdded: 399_909_447,
    sharesAfter: 399_909_447,
    charterCapitalBefore: 0,
    charterCapitalAfter: 3_999_094_470_000,
    issuePrice: null,
    description: 'Vốn điều lệ khi thành lập: 399.909.447 cổ phần',
  },
  {
    id: 30,
    eventDate: '2006-07-28',
    kind: 'ipo',
    sharesAdded: 63_985_512,
    sharesAfter: 463_894_959,
    charterCapitalBefore: 3_999_094_470_000,
    charterCapitalAfter: 4_638_949_590_000,
    issuePrice: 35_000,
    description: 'Chào bán lần đầu ra công chúng 63.985.512 cổ phiếu, giá 35.000 đồng/cổ phiếu',
  },
  {
    id: 34,
    eventDate: '2016-02-12',
    kind: 'rights',
    sharesAdded: 443_105_041,
    sharesAfter: 907_000_000,
    charterCapitalBefore: 4_638_949_590_000,
    charterCapitalAfter: 9_070_000_000_000,
    issuePrice: 10_000,
    description: 'Chào bán 443.105.041 cổ phiếu cho cổ đông hiện hữu, tỷ lệ 100:50',
  },
];
