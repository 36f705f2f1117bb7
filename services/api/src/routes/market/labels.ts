import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Exchange, MainIndex } from '@brokerage/shared/market/exchanges.ts';
import type { CorporateActionKind } from '@brokerage/shared/validation/market.ts';

type Text = Record<Locale, string>;

/**
 * The exchanges and index groups of spec §3 "Exchange code labels" (10, 02, 04, 30, SML, MID,
 * ALL, 100, HNXCON, X50, SI), plus HNX30, whose code is the contract's INDEX_EXCHANGE_CODES.
 */
export const STOCK_EXCHANGES: readonly {
  exchangeCode: string;
  label: string;
  type: 'exchange' | 'index-group';
  exchange: Exchange;
  indexSymbol: MainIndex | null;
  name: Text;
}[] = [
  {
    exchangeCode: '10',
    label: 'HOSE',
    type: 'exchange',
    exchange: 'HOSE',
    indexSymbol: 'VNINDEX',
    name: { vi: 'Sở Giao dịch Chứng khoán TP. Hồ Chí Minh', en: 'Ho Chi Minh City Stock Exchange' },
  },
  {
    exchangeCode: '02',
    label: 'HNX',
    type: 'exchange',
    exchange: 'HNX',
    indexSymbol: 'HNXINDEX',
    name: { vi: 'Sở Giao dịch Chứng khoán Hà Nội', en: 'Hanoi Stock Exchange' },
  },
  {
    exchangeCode: '04',
    label: 'UPCOM',
    type: 'exchange',
    exchange: 'UPCOM',
    indexSymbol: 'UPCOMINDEX',
    name: {
      vi: 'Thị trường giao dịch cổ phiếu chưa niêm yết (UPCoM)',
      en: 'Unlisted Public Company Market (UPCoM)',
    },
  },
  {
    exchangeCode: '30',
    label: 'VN30',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: 'VN30',
    name: {
      vi: 'Rổ VN30: 30 cổ phiếu vốn hóa lớn nhất HOSE',
      en: 'VN30: the 30 largest HOSE stocks',
    },
  },
  {
    exchangeCode: 'HNX30',
    label: 'HNX30',
    type: 'index-group',
    exchange: 'HNX',
    indexSymbol: 'HNX30',
    name: { vi: 'Rổ HNX30: 30 cổ phiếu tiêu biểu của HNX', en: 'HNX30: 30 leading HNX stocks' },
  },
  {
    exchangeCode: '100',
    label: 'VN100',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: {
      vi: 'Rổ VN100: 100 cổ phiếu vốn hóa lớn nhất HOSE',
      en: 'VN100: the 100 largest HOSE stocks',
    },
  },
  {
    exchangeCode: 'MID',
    label: 'VNMID',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: { vi: 'Nhóm vốn hóa vừa (VNMidCap)', en: 'Mid caps (VNMidCap)' },
  },
  {
    exchangeCode: 'SML',
    label: 'VNSML',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: { vi: 'Nhóm vốn hóa nhỏ (VNSmallCap)', en: 'Small caps (VNSmallCap)' },
  },
  {
    exchangeCode: 'ALL',
    label: 'VNALL',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: { vi: 'Toàn thị trường (VNAllShare)', en: 'All shares (VNAllShare)' },
  },
  {
    exchangeCode: 'X50',
    label: 'VNX50',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: {
      vi: 'Rổ VNX50: 50 cổ phiếu lớn của HOSE và HNX',
      en: 'VNX50: 50 large HOSE and HNX stocks',
    },
  },
  {
    exchangeCode: 'SI',
    label: 'VNSI',
    type: 'index-group',
    exchange: 'HOSE',
    indexSymbol: null,
    name: { vi: 'Chỉ số phát triển bền vững (VNSI)', en: 'Vietnam Sustainability Index (VNSI)' },
  },
  {
    exchangeCode: 'HNXCON',
    label: 'HNXCon',
    type: 'index-group',
    exchange: 'HNX',
    indexSymbol: null,
    name: { vi: 'Nhóm ngành xây dựng HNX (HNXCon)', en: 'HNX construction (HNXCon)' },
  },
];

const numberFormat = (locale: Locale) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });

/** One line about a corporate action in the request's language. */
export function describeAction(
  locale: Locale,
  action: {
    kind: CorporateActionKind;
    cashPerShare: number | null;
    ratio: number | null;
    subscriptionPrice: number | null;
  },
): string {
  const n = numberFormat(locale);
  const percent = `${n.format((action.ratio ?? 0) * 100)}%`;
  const vnd = (value: number | null) => n.format(value ?? 0);
  if (locale === 'vi') {
    switch (action.kind) {
      case 'cash-dividend':
        return `Cổ tức bằng tiền ${vnd(action.cashPerShare)} đồng/cổ phiếu`;
      case 'stock-dividend':
        return `Cổ tức bằng cổ phiếu tỷ lệ ${percent}`;
      case 'bonus':
        return `Thưởng cổ phiếu tỷ lệ ${percent}`;
      case 'rights':
        return `Quyền mua cổ phiếu phát hành thêm tỷ lệ ${percent}, giá ${vnd(action.subscriptionPrice)} đồng/cổ phiếu`;
    }
  }
  switch (action.kind) {
    case 'cash-dividend':
      return `Cash dividend of VND ${vnd(action.cashPerShare)} per share`;
    case 'stock-dividend':
      return `Stock dividend of ${percent}`;
    case 'bonus':
      return `Bonus shares of ${percent}`;
    case 'rights':
      return `Rights issue of ${percent} at VND ${vnd(action.subscriptionPrice)} per share`;
  }
}
