// Test-only: a bond product, a BondRegistrationStore on a fake API server, and a render helper
// with the onboarding texts.
import type { ReactElement } from 'react';
import { createBondsApi } from '@brokerage/shared/api/bondsApi.ts';
import { createFakeServerClient, type FakeHandler, type FakeReply } from '@brokerage/shared/api/testServer.ts';
import { createMemoryStorage, type KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import type { SessionCustomer } from '@brokerage/shared/auth/profiles.ts';
import { priceAtYield } from '@brokerage/shared/bonds/calc.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import type { BondProduct } from '@brokerage/shared/validation/bonds.ts';
import enTexts from '../../../locales/en/onboarding.json';
import viTexts from '../../../locales/vi/onboarding.json';
import { BondRegistrationStore, type BondSession } from '../stores/BondRegistrationStore';

export const T0 = Date.parse('2026-12-01T03:00:00Z');

/** A fixed-coupon product quoted on Tuesday 1 December 2026 (settles Thursday 3 December). */
export function fixtureProduct(overrides: Partial<BondProduct> = {}): BondProduct {
  const terms = {
    code: 'TEST2801',
    issueDate: '2025-01-15',
    maturityDate: '2028-01-15',
    faceValueVnd: 100_000,
    coupon: { kind: 'fixed' as const, frequencyMonths: 6 as const, rateBps: 980 },
    buyYieldBps: 900,
    sellYieldBps: 950,
    feeBps: 10,
    minQuantity: 10,
  };
  return {
    ...terms,
    name: 'Trái phiếu thử nghiệm 2028',
    issuer: 'Công ty CP Thử Nghiệm',
    productType: 'secured',
    remainingQuantity: 500,
    professionalOnly: false,
    today: {
      date: '2026-12-01',
      tradeDate: '2026-12-01',
      settlementDate: '2026-12-03',
      buyPriceVnd: priceAtYield(terms, '2026-12-03', terms.buyYieldBps),
      sellPriceVnd: priceAtYield(terms, '2026-12-03', terms.sellYieldBps),
    },
    pageUrl: null,
    ...overrides,
  };
}

export const okReply = (data: unknown, status = 200): FakeReply => ({ status, data: { data } });
export const errorReply = (
  status: number,
  code: string,
  extra: { field?: string; params?: Record<string, unknown> } = {},
): FakeReply => ({ status, data: { errors: [{ code, message: `server: ${code}`, ...extra }] } });

export const DEMO_CUSTOMER: SessionCustomer = {
  id: 1,
  accountNumber: '009C000001',
  fullName: 'Nguyễn Văn An',
  email: 'an.nguyen@example.com',
  phone: '0912345678',
  customerType: 'individual',
  loginMethod: 'direct',
};

export function bondStoreOn(
  handler: FakeHandler,
  {
    session = { token: null, customer: null },
    storage = createMemoryStorage(),
    now = T0,
  }: { session?: BondSession; storage?: KeyValueStorage; now?: number } = {},
) {
  const { client, server } = createFakeServerClient(handler);
  const clock = { now };
  const store = new BondRegistrationStore({
    api: createBondsApi(client),
    storage,
    getRecaptchaToken: async () => null,
    getSession: () => session,
    clock: () => clock.now,
  });
  return { store, server, clock, storage };
}

export function renderBond(ui: ReactElement, path = '/dang-ky-giao-dich-trai-phieu') {
  return renderWithProviders(ui, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
    general: fixtureGeneral({ hotline: '1900 98 9999' }),
  });
}
