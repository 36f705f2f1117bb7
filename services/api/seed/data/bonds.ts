import type { CouponTerms } from '@brokerage/shared/bonds/terms.ts';
import type { BondProductType } from '@brokerage/shared/validation/bonds.ts';

/**
 * The bonds the demo brokerage sells from its inventory (table `bond_products`, docs/bonds.md).
 * Each one's name, issuer and article are its CMS `bond_product` item (content/corporate-deals.ts,
 * matched by the Vietnamese slug), with the same code, coupon and maturity as the item's text.
 * The yields are the brokerage's quotes: a customer buys at the price of `buyYieldBps` and sells
 * back at the price of `sellYieldBps` (Actual/365).
 */
export interface BondProductSeed {
  code: string;
  productType: BondProductType;
  issueDate: string;
  maturityDate: string;
  faceValueVnd: number;
  coupon: CouponTerms;
  buyYieldBps: number;
  sellYieldBps: number;
  feeBps: number;
  minQuantity: number;
  remainingQuantity: number;
  professionalOnly: boolean;
  contentSlug: string;
}

/** What the floating coupons follow (the CMS texts say the same). */
const SAVINGS_RATE_4_BANKS = {
  vi: 'Bình quân lãi suất tiền gửi tiết kiệm cá nhân kỳ hạn 12 tháng của bốn ngân hàng thương mại lớn',
  en: 'The average 12-month retail savings rate of four large commercial banks',
};
const SAVINGS_RATE_STATE_BANKS = {
  vi: 'Bình quân lãi suất tiền gửi tiết kiệm cá nhân kỳ hạn 12 tháng của bốn ngân hàng thương mại nhà nước',
  en: 'The average 12-month retail savings rate of the four state-owned commercial banks',
};

/** The product an e2e test can sell out: 5 bonds above its minimum of 10. */
export const TINY_BOND_CODE = 'KLPH2627001';

export const BOND_PRODUCTS: readonly BondProductSeed[] = [
  {
    code: 'SMNH2528001',
    productType: 'secured',
    issueDate: '2025-09-26',
    maturityDate: '2028-09-26',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 980 },
    buyYieldBps: 930,
    sellYieldBps: 1000,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 48_500,
    professionalOnly: true,
    contentSlug: 'trai-phieu-smnh2528001-nang-luong-sao-mai',
  },
  {
    code: 'CXLH2629001',
    productType: 'secured',
    issueDate: '2026-03-16',
    maturityDate: '2029-03-16',
    faceValueVnd: 100_000,
    coupon: {
      kind: 'floating',
      frequencyMonths: 6,
      firstRateBps: 1020,
      fixedPeriods: 4,
      reference: SAVINGS_RATE_4_BANKS,
      referenceRateBps: 500,
      marginBps: 350,
    },
    buyYieldBps: 960,
    sellYieldBps: 1040,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 32_000,
    professionalOnly: true,
    contentSlug: 'trai-phieu-cxlh2629001-logistics-cang-xanh',
  },
  {
    code: 'PTKH2628001',
    productType: 'green',
    issueDate: '2026-05-20',
    maturityDate: '2028-05-20',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 950 },
    buyYieldBps: 900,
    sellYieldBps: 970,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 60_000,
    professionalOnly: true,
    contentSlug: 'trai-phieu-xanh-ptkh2628001-khu-cong-nghiep-phu-thinh',
  },
  {
    code: TINY_BOND_CODE,
    productType: 'secured',
    issueDate: '2026-06-10',
    maturityDate: '2027-12-10',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 890 },
    buyYieldBps: 850,
    sellYieldBps: 910,
    feeBps: 10,
    minQuantity: 10,
    remainingQuantity: 15,
    professionalOnly: true,
    contentSlug: 'trai-phieu-klph2627001-nhua-kim-long',
  },
  {
    code: 'HMTH2631001',
    productType: 'unsecured',
    issueDate: '2026-06-30',
    maturityDate: '2031-06-30',
    faceValueVnd: 100_000,
    coupon: {
      kind: 'floating',
      frequencyMonths: 12,
      firstRateBps: 1050,
      fixedPeriods: 1,
      reference: SAVINGS_RATE_4_BANKS,
      referenceRateBps: 500,
      marginBps: 380,
    },
    buyYieldBps: 1000,
    sellYieldBps: 1080,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 75_000,
    professionalOnly: true,
    contentSlug: 'trai-phieu-hmth2631001-ha-tang-mien-trung',
  },
  {
    code: 'DNFH2628001',
    productType: 'secured',
    issueDate: '2026-08-18',
    maturityDate: '2028-08-18',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 920 },
    buyYieldBps: 880,
    sellYieldBps: 940,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 40_000,
    professionalOnly: true,
    contentSlug: 'trai-phieu-dnfh2628001-thuc-pham-dong-noi',
  },
  {
    code: 'BHBH2532001',
    productType: 'unsecured',
    issueDate: '2025-08-12',
    maturityDate: '2032-08-12',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed', frequencyMonths: 12, rateBps: 820 },
    buyYieldBps: 790,
    sellYieldBps: 840,
    feeBps: 5,
    minQuantity: 10,
    remainingQuantity: 120_000,
    professionalOnly: false,
    contentSlug: 'trai-phieu-bhbh2532001-ngan-hang-bac-hai',
  },
  {
    code: 'HAPH2629001',
    productType: 'unsecured',
    issueDate: '2026-09-15',
    maturityDate: '2029-09-15',
    faceValueVnd: 100_000,
    coupon: {
      kind: 'floating',
      frequencyMonths: 3,
      firstRateBps: 960,
      fixedPeriods: 4,
      reference: SAVINGS_RATE_STATE_BANKS,
      referenceRateBps: 480,
      marginBps: 320,
    },
    buyYieldBps: 920,
    sellYieldBps: 980,
    feeBps: 10,
    minQuantity: 100,
    remainingQuantity: 25_000,
    professionalOnly: true,
    contentSlug: 'trai-phieu-haph2629001-duoc-pham-hoa-an',
  },
];

/** The feature flags the seed turns on (`site_features`). */
export const SITE_FEATURE_SEEDS = [{ code: 'bondRegistration', enabled: true }] as const;
