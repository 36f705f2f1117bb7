// Test-only: one company's answers of the business-profile calls, and a fake API serving them.
import type { FakeHandler, FakeReply } from '@brokerage/shared/api/testServer.ts';
import type {
  CapitalRaising,
  Company,
  CompanyAssociation,
  CompanyProfile,
  LargeShareholder,
  OfficerGroup,
  OwnershipStructure,
  ShareholderTransaction,
} from '../api/businessProfileApi';

export const company: Company = {
  stockSymbol: 'FPT',
  name: 'Công ty Cổ phần FPT',
  nameVi: 'Công ty Cổ phần FPT',
  nameEn: 'FPT Corporation',
  shortName: 'FPT',
  brands: [],
  exchange: 'HOSE',
  exchangeCode: '10',
  icbCode: '9500',
  sector: 'Công nghệ thông tin',
  sectorVi: 'Công nghệ thông tin',
  sectorEn: 'Technology',
  firmType: 'company',
  listingDate: '2006-12-13',
  sharesOutstanding: 907_000_000,
  charteredCapital: 9_070_000_000_000,
  indices: ['VNINDEX', 'VN30'],
};

export const profile: CompanyProfile = {
  stockSymbol: 'FPT',
  name: 'Công ty Cổ phần FPT',
  shortName: 'FPT',
  exchange: 'HOSE',
  exchangeCode: '10',
  icbCode: '9500',
  sector: 'Công nghệ thông tin',
  firmType: 'company',
  overview: ['FPT hoạt động trong lĩnh vực công nghệ thông tin.', 'Đoạn thứ hai.'],
  foundedDate: '2001-12-02',
  listingDate: '2006-12-13',
  charterCapital: 9_070_000_000_000,
  sharesOutstanding: 907_000_000,
  employees: 39_284,
  auditor: 'Công ty TNHH Deloitte Việt Nam',
  address: '35 Lý Thường Kiệt, phường Hoàn Kiếm, Hà Nội',
  website: 'https://www.fpt.com.vn',
  phone: '(024) 3017 5739',
  taxCode: '0141852359',
  asOfDate: '2026-11-20',
};

export const capitalHistory: CapitalRaising[] = [
  {
    id: 1,
    eventDate: '2001-12-02',
    kind: 'founding',
    sharesAdded: 399_909_447,
    sharesAfter: 399_909_447,
    charterCapitalBefore: 0,
    charterCapitalAfter: 3_999_094_470_000,
    issuePrice: null,
    description: 'Founding',
  },
  {
    id: 2,
    eventDate: '2006-07-28',
    kind: 'ipo',
    sharesAdded: 63_985_512,
    sharesAfter: 463_894_959,
    charterCapitalBefore: 3_999_094_470_000,
    charterCapitalAfter: 4_638_949_590_000,
    issuePrice: 35_000,
    description: 'IPO',
  },
  {
    id: 3,
    eventDate: '2008-01-16',
    kind: 'stock-dividend',
    sharesAdded: 55_667_395,
    sharesAfter: 519_562_354,
    charterCapitalBefore: 4_638_949_590_000,
    charterCapitalAfter: 5_195_623_540_000,
    issuePrice: null,
    description: 'Stock dividend',
  },
];

export const associations: CompanyAssociation[] = [
  {
    id: 22,
    name: 'FPT Software Joint Stock Company',
    kind: 'subsidiary',
    kindLabel: 'Công ty con',
    ownershipPercent: 57.01,
    charterCapital: 1_705_000_000_000,
    business: 'Phần mềm',
  },
];

export const ownership: OwnershipStructure[] = [
  { category: 'state', name: 'Nhà nước', shares: 0, percent: 0, asOfDate: '2026-11-20' },
  {
    category: 'foreign',
    name: 'Nước ngoài',
    shares: 223_409_700,
    percent: 24.63,
    asOfDate: '2026-11-20',
  },
  { category: 'other', name: 'Khác', shares: 683_590_300, percent: 75.37, asOfDate: '2026-11-20' },
];

export const officers: OfficerGroup[] = [
  {
    board: 'board-of-directors',
    name: 'Hội đồng quản trị',
    officers: [
      {
        id: 89,
        name: 'Bùi Quốc Dũng',
        position: 'Chủ tịch HĐQT',
        sinceDate: '2019-06-29',
        shares: 48_473_800,
      },
    ],
  },
  {
    board: 'supervisory-board',
    name: 'Ban kiểm soát',
    officers: [
      {
        id: 93,
        name: 'Trần Văn Việt',
        position: 'Trưởng Ban kiểm soát',
        sinceDate: '2018-07-22',
        shares: 0,
      },
    ],
  },
  {
    board: 'executive-board',
    name: 'Ban điều hành',
    officers: [
      {
        id: 97,
        name: 'Phạm Thành Quang',
        position: 'Tổng Giám đốc',
        sinceDate: '2026-03-10',
        shares: 7_847_200,
      },
    ],
  },
];

/** `n` holders, largest first. */
export const shareholders = (n: number): LargeShareholder[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Holder ${i + 1}`,
    kind: 'domestic-institution' as const,
    kindLabel: 'Tổ chức trong nước',
    shares: 100_000_000 - i * 1_000_000,
    percent: 11 - i,
    asOfDate: '2026-11-20',
  }));

/** `n` trades, newest announcement first, one a month back from November 2026. */
export const insiderTrades = (n: number): ShareholderTransaction[] =>
  Array.from({ length: n }, (_, i) => {
    const month = 11 - i;
    const day = `2026-${String(month).padStart(2, '0')}-02`;
    return {
      id: 100 + i,
      stockSymbol: 'FPT',
      holderName: `Insider ${i + 1}`,
      relation: 'Thành viên HĐQT',
      relatedOfficer: null,
      action: i % 2 === 0 ? ('buy' as const) : ('sell' as const),
      actionLabel: i % 2 === 0 ? 'Mua' : 'Bán',
      announcedDate: day,
      startDate: day,
      endDate: day,
      registeredVolume: 100_000,
      executedVolume: 90_000,
      volumeBefore: 1_000_000,
      volumeAfter: 1_090_000,
      percentAfter: 0.12,
    };
  });

export const ok = (data: unknown): FakeReply => ({ status: 200, data: { data } });

const failed: FakeReply = {
  status: 500,
  data: { errors: [{ code: 'internal_error', message: 'Internal error' }] },
};

/** One page of `rows` as the API answers it; a page past the end is its 400 on `page`. */
export function paged(rows: readonly unknown[], params: Record<string, unknown>): FakeReply {
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 10);
  const totalPages = Math.ceil(rows.length / limit);
  if (page > Math.max(1, totalPages))
    return {
      status: 400,
      data: { errors: [{ code: 'too_big_number', message: 'Too big', field: 'page' }] },
    };
  return {
    status: 200,
    data: {
      data: rows.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: rows.length, totalPages },
    },
  };
}

export interface ProfileServerOptions {
  holders?: number;
  trades?: number;
  /** Calls (by URL) that answer 500 while the set holds them. */
  failing?: Set<string>;
  /** The profile call's answer (null: a company without a profile). */
  profile?: CompanyProfile | null;
}

/** The business-profile calls of FPT as the API answers them. */
export function profileHandler(options: ProfileServerOptions = {}): FakeHandler {
  const { holders = 4, trades = 4, failing = new Set<string>() } = options;
  const allTrades = insiderTrades(trades);
  return (request) => {
    const url = request.url ?? '';
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (failing.has(url)) return failed;
    switch (url) {
      case 'ttpt-other-information':
        return ok(options.profile === undefined ? profile : options.profile);
      case 'ttpt-companies/FPT':
        return ok(company);
      case 'ttpt-capital-raising-histories':
        return ok(capitalHistory);
      case 'ttpt-company-associations':
        return ok(associations);
      case 'ttpt-ownership-structures':
        return ok(ownership);
      case 'ttpt-key-officers':
        return ok(officers);
      case 'ttpt-large-shareholders':
        return paged(shareholders(holders), params);
      case 'ttpt-shareholder-transactions': {
        const from = params.announced_date as string | undefined;
        return paged(
          from ? allTrades.filter((trade) => trade.announcedDate >= from) : allTrades,
          params,
        );
      }
      default:
        return { status: 404, data: { errors: [{ code: 'not_found', message: 'Not found' }] } };
    }
  };
}
