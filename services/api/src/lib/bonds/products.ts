import type { FastifyInstance } from 'fastify';
import { isTradingDay, nextTradingDay } from '@brokerage/shared/market/calendar.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { priceAtYield, settlementDate } from '@brokerage/shared/bonds/calc.ts';
import type { BondTerms } from '@brokerage/shared/bonds/terms.ts';
import type { BondProduct } from '@brokerage/shared/validation/bonds.ts';
import type { BondProductRow, BondProductWithContent } from '../../repositories/bonds';
import { todayOf } from '../clock';

/** The feature flag of the registration flow (site_features, `systems/general` features). */
export const BOND_REGISTRATION_FEATURE = 'bondRegistration';

/** The flags the dev route may flip (and `systems/general` reports). */
export const SITE_FEATURES = [BOND_REGISTRATION_FEATURE] as const;
export type SiteFeature = (typeof SITE_FEATURES)[number];

/**
 * Whether the bond registration flow is on: BOND_REGISTRATION=off forces it off; otherwise the
 * `site_features` row decides (on when there is none, as seeded).
 */
export async function bondRegistrationEnabled(
  app: Pick<FastifyInstance, 'config' | 'repos'>,
): Promise<boolean> {
  if (app.config.bondRegistration === false) return false;
  return (await app.repos.bonds.featureEnabled(BOND_REGISTRATION_FEATURE)) ?? true;
}

/** What the calculation needs of a stored product. */
export const termsOf = (row: BondProductRow): BondTerms => ({
  code: row.code,
  issueDate: row.issueDate,
  maturityDate: row.maturityDate,
  faceValueVnd: row.faceValueVnd,
  coupon: row.coupon,
  buyYieldBps: row.buyYieldBps,
  sellYieldBps: row.sellYieldBps,
  feeBps: row.feeBps,
  minQuantity: row.minQuantity,
});

/** Today in Vietnam, and the trade day a registration made today gets (the next open day). */
export function tradingToday(app: Pick<FastifyInstance, 'now'>): {
  date: string;
  tradeDate: string;
} {
  const date = todayOf(app);
  return { date, tradeDate: isTradingDay(date) ? date : nextTradingDay(date) };
}

/** A product as `bonds/products` shows it: terms, inventory and today's prices. */
export function presentProduct(
  { product, name, issuer }: BondProductWithContent,
  today: { date: string; tradeDate: string },
  pageUrl: string | null,
): BondProduct {
  const terms = termsOf(product);
  const settlement = settlementDate(today.tradeDate);
  // Past maturity there is no price to give: the bond is shown at par.
  const open = settlement < product.maturityDate;
  return {
    code: product.code,
    name: name ?? product.code,
    issuer: issuer ?? '',
    productType: product.productType,
    issueDate: product.issueDate,
    maturityDate: product.maturityDate,
    faceValueVnd: product.faceValueVnd,
    coupon: product.coupon,
    buyYieldBps: product.buyYieldBps,
    sellYieldBps: product.sellYieldBps,
    feeBps: product.feeBps,
    minQuantity: product.minQuantity,
    remainingQuantity: product.remainingQuantity,
    professionalOnly: product.professionalOnly,
    today: {
      date: today.date,
      tradeDate: today.tradeDate,
      settlementDate: settlement,
      buyPriceVnd: open
        ? priceAtYield(terms, settlement, product.buyYieldBps)
        : product.faceValueVnd,
      sellPriceVnd: open
        ? priceAtYield(terms, settlement, product.sellYieldBps)
        : product.faceValueVnd,
    },
    pageUrl,
  };
}

/** The TPDN page's path in a language (`/trai-phieu-doanh-nghiep`, `/en/corporate-bonds`). */
export const tpdnPath = (slug: string | null, locale: Locale): string | null =>
  slug === null ? null : `${locale === 'en' ? '/en' : ''}/${slug}`;
