import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  AssociationKind,
  InsiderAction,
  OfficerBoard,
  OwnershipCategory,
  Recommendation,
  ShareholderKind,
} from '@brokerage/shared/market/companyData.ts';

type Text = Record<Locale, string>;

/** The enum values the company-data calls answer with a label in the request's language. */

export const ASSOCIATION_KIND_LABELS: Record<AssociationKind, Text> = {
  subsidiary: { vi: 'Công ty con', en: 'Subsidiary' },
  associate: { vi: 'Công ty liên kết', en: 'Associate' },
};

export const OWNERSHIP_CATEGORY_LABELS: Record<OwnershipCategory, Text> = {
  state: { vi: 'Nhà nước', en: 'State' },
  foreign: { vi: 'Nước ngoài', en: 'Foreign' },
  other: { vi: 'Khác', en: 'Other' },
};

export const SHAREHOLDER_KIND_LABELS: Record<ShareholderKind, Text> = {
  state: { vi: 'Cổ đông Nhà nước', en: 'State' },
  'foreign-institution': { vi: 'Tổ chức nước ngoài', en: 'Foreign institution' },
  'domestic-institution': { vi: 'Tổ chức trong nước', en: 'Domestic institution' },
  individual: { vi: 'Cá nhân', en: 'Individual' },
};

export const OFFICER_BOARD_LABELS: Record<OfficerBoard, Text> = {
  'board-of-directors': { vi: 'Hội đồng quản trị', en: 'Board of Directors' },
  'supervisory-board': { vi: 'Ban kiểm soát', en: 'Supervisory Board' },
  'executive-board': { vi: 'Ban điều hành', en: 'Executive Board' },
};

export const INSIDER_ACTION_LABELS: Record<InsiderAction, Text> = {
  buy: { vi: 'Mua', en: 'Buy' },
  sell: { vi: 'Bán', en: 'Sell' },
};

export const RECOMMENDATION_LABELS: Record<Recommendation, Text> = {
  buy: { vi: 'Mua', en: 'Buy' },
  accumulate: { vi: 'Tích lũy', en: 'Accumulate' },
  hold: { vi: 'Nắm giữ', en: 'Hold' },
  reduce: { vi: 'Giảm tỷ trọng', en: 'Reduce' },
  sell: { vi: 'Bán', en: 'Sell' },
};
