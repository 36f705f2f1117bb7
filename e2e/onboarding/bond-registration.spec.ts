import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test, type SitePage } from '../fixtures';
import { checkEveryLook, ALL_LOOKS } from '../support/a11y';
import {
  accountButton,
  DEMO_AN,
  DEMO_BINH,
  DEMO_PASSWORD,
  loginDirect,
} from '../support/customer-auth';
import { otpFromOutbox } from '../support/ekyc';
import { namespaceTexts } from '../support/locales';
import { buildPath } from '../../shared/src/routing/paths';
import type { Locale, RouteId } from '../../shared/src/routing/routes';

/**
 * Issue 25: corporate-bond trading registration, through the pages as a customer uses them. The
 * booked figures are checked against a calculation written here, from the product's terms as the
 * API lists them (not with shared/src/bonds/calc.ts, which the page and the server share):
 *
 *   coupon of one bond      = face × rate × months / 12           (rounded half up to the đồng)
 *   price at a yield y      = Σ CFᵢ / (1 + y)^(daysᵢ / 365)        (Actual/365, from settlement)
 *   fee                     = value × feeBps / 10 000              (rounded half up)
 *   IRR / YTM               = Excel's XIRR: Σ CFᵢ / (1 + r)^((dᵢ − d₀)/365) = 0, solved by bisection
 */

test.describe.configure({ mode: 'serial' });

const ONBOARDING = namespaceTexts('sites/onboarding/src/locales', 'onboarding');
const text = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  ONBOARDING.text(locale, `bonds.${key}`, values);

/** Binh's phone on file (services/api/seed/data/customers.ts): where the visitor's code goes. */
const BINH_PHONE = '0901000002';
/** Fixed coupon, open to every investor (seed). */
const OPEN_BOND = 'BHBH2532001';
/** Fixed coupon, professional investors only (seed). */
const PRO_BOND = 'SMNH2528001';
/** The product with only a few bonds left (seed `TINY_BOND_CODE`). */
const TINY_BOND = 'KLPH2627001';

// ---- the product and the booking as the API answers them ----------------------------------------

interface Product {
  code: string;
  issueDate: string;
  maturityDate: string;
  faceValueVnd: number;
  coupon: { kind: 'fixed' | 'floating'; frequencyMonths: number; rateBps?: number };
  buyYieldBps: number;
  sellYieldBps: number;
  feeBps: number;
  minQuantity: number;
  remainingQuantity: number;
  professionalOnly: boolean;
  today: {
    date: string;
    tradeDate: string;
    settlementDate: string;
    buyPriceVnd: number;
    sellPriceVnd: number;
  };
}

interface Flow {
  date: string;
  kind: 'payment' | 'coupon' | 'principal' | 'sale';
  amountVnd: number;
}

interface Booked {
  reference: string;
  side: 'buy' | 'sell';
  holding: 'maturity' | 'flexible';
  quantity: number;
  registrationDate: string;
  settlementDate: string;
  exitDate: string;
  unitPriceVnd: number;
  valueVnd: number;
  feeVnd: number;
  paymentVnd: number;
  saleUnitPriceVnd: number | null;
  ytm: number;
  irr: number | null;
  profitVnd: number | null;
  cashFlows: Flow[];
  customer: { accountNumber: string; email: string };
  summaryUrl: string;
}

async function product(
  request: APIRequestContext,
  code: string,
  locale: Locale = 'vi',
): Promise<Product> {
  const response = await request.get(`/api/v1/bonds/products/${code}`, { params: { locale } });
  expect(response.status(), `product ${code}`).toBe(200);
  return ((await response.json()) as { data: Product }).data;
}

// ---- the independent calculation -----------------------------------------------------------------

const DAY = 86_400_000;
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

/** num / den rounded half up (positive money). */
const roundHalfUp = (num: bigint, den: bigint) => Number((2n * num + den) / (2n * den));

const couponPerBond = (p: Product) =>
  roundHalfUp(
    BigInt(p.faceValueVnd) * BigInt(p.coupon.rateBps ?? 0) * BigInt(p.coupon.frequencyMonths),
    12n * 10_000n,
  );

const feeOf = (valueVnd: number, feeBps: number) =>
  roundHalfUp(BigInt(valueVnd) * BigInt(feeBps), 10_000n);

/** Excel XIRR by bisection on (−99 %, +100 %): the flows start negative, so the NPV falls with r. */
function xirr(flows: readonly { date: string; amountVnd: number }[]): number {
  const d0 = flows[0]!.date;
  const npv = (r: number) =>
    flows.reduce((sum, f) => sum + f.amountVnd / (1 + r) ** (days(d0, f.date) / 365), 0);
  let [lo, hi] = [-0.99, 1];
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The schedule dates of a coupon from issue to maturity, stepping months from the issue date. */
function scheduleDates(p: Product): string[] {
  const [y, m, d] = p.issueDate.split('-').map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let k = 1; ; k++) {
    const month = m - 1 + k * p.coupon.frequencyMonths;
    const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
    const date = new Date(Date.UTC(y, month, Math.min(d, last))).toISOString().slice(0, 10);
    if (date >= p.maturityDate) return [...dates, p.maturityDate];
    dates.push(date);
  }
}

/** The price of one bond at `yieldBps` for settlement on `settlement`, from the coupon dates paid. */
function priceAt(
  p: Product,
  settlement: string,
  couponDates: readonly string[],
  principalDate: string,
  yieldBps: number,
): number {
  const y = yieldBps / 10_000;
  const pv = (date: string, amount: number) => amount / (1 + y) ** (days(settlement, date) / 365);
  const coupons = couponDates.reduce((sum, date) => sum + pv(date, couponPerBond(p)), 0);
  return coupons + pv(principalDate, p.faceValueVnd);
}

/** Every figure of a booked buy of a fixed-coupon bond, recomputed here from the product's terms. */
function checkBuy(p: Product, booked: Booked, quantity: number) {
  expect(booked.quantity).toBe(quantity);
  expect(booked.registrationDate).toBe(p.today.tradeDate);
  expect(booked.settlementDate).toBe(p.today.settlementDate);
  // The money: unit price × quantity, the fee, the payment; the first flow is the payment.
  expect(booked.valueVnd).toBe(booked.unitPriceVnd * quantity);
  expect(booked.feeVnd).toBe(feeOf(booked.valueVnd, p.feeBps));
  expect(booked.paymentVnd).toBe(booked.valueVnd + booked.feeVnd);
  expect(booked.cashFlows[0]).toEqual({
    date: booked.settlementDate,
    kind: 'payment',
    amountVnd: -booked.paymentVnd,
  });

  // The coupons: each schedule date after settlement (paid that day or the next trading day).
  const coupons = booked.cashFlows.filter((f) => f.kind === 'coupon');
  const due = scheduleDates(p).filter(
    (date) => date > booked.settlementDate && date <= booked.exitDate,
  );
  expect(coupons.map((c) => c.amountVnd)).toEqual(due.map(() => couponPerBond(p) * quantity));
  coupons.forEach((c, i) => {
    expect(
      days(due[i]!, c.date),
      `coupon ${i} paid on ${c.date} for ${due[i]}`,
    ).toBeGreaterThanOrEqual(0);
    expect(days(due[i]!, c.date)).toBeLessThanOrEqual(10);
  });
  expect(booked.profitVnd).toBe(booked.cashFlows.reduce((sum, f) => sum + f.amountVnd, 0));
  expect(booked.irr).not.toBeNull();
  expect(Math.abs(booked.irr! - xirr(booked.cashFlows))).toBeLessThan(1e-7);
  return coupons;
}

// ---- how the page shows them (spec §9) -------------------------------------------------------------

const EN_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const EN_PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const swap = (s: string, locale: Locale) =>
  locale === 'en' ? s : s.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
const vnd = (n: number, locale: Locale) => `${swap(EN_NUMBER.format(n), locale)} ₫`;
const percent = (fraction: number, locale: Locale) =>
  `${swap(EN_PERCENT.format(fraction * 100), locale)}%`;

// ---- driving the pages ----------------------------------------------------------------------------

const path = (id: RouteId, locale: Locale, code?: string) =>
  buildPath(id, locale, code ? { query: { code } } : {});

function registration(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/api/v1/bonds/registrations') && r.request().method() === 'POST',
  );
}

async function openOrder(site: SitePage, locale: Locale, code: string) {
  await site.open(path('transactionRegister', locale));
  await expect(
    site.main.getByRole('heading', { level: 1, name: text(locale, 'list.title') }),
  ).toBeVisible();
  await site.main.getByRole('link', { name: text(locale, 'list.registerFor', { code }) }).click();
  await expect(
    site.main.getByRole('heading', { level: 1, name: text(locale, 'order.title') }),
  ).toBeVisible();
  await expect(site.main.getByRole('heading', { name: code, exact: true })).toBeVisible();
}

const quantityField = (site: SitePage, locale: Locale) =>
  site.main.getByRole('textbox', { name: text(locale, 'order.quantity') });

async function toCustomerStep(site: SitePage, locale: Locale) {
  await site.main.getByRole('button', { name: text(locale, 'order.continue') }).click();
  await expect(
    site.main.getByRole('heading', { level: 1, name: text(locale, 'customer.title') }),
  ).toBeVisible();
}

const field = (site: SitePage, locale: Locale, key: string) =>
  site.main.getByRole('textbox', { name: text(locale, `customer.${key}`) });

async function fillCustomer(site: SitePage, locale: Locale, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await field(site, locale, key).fill(value);
}

async function submit(site: SitePage, locale: Locale): Promise<Booked> {
  const answer = registration(site.page);
  await site.main.getByRole('button', { name: text(locale, 'customer.submit') }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const booked = ((await response.json()) as { data: Booked }).data;
  await expect(
    site.main.getByRole('heading', { level: 1, name: text(locale, 'done.title') }),
  ).toBeVisible();
  await expect(site.main.getByText(booked.reference, { exact: true })).toBeVisible();
  return booked;
}

/** The completion page shows the booked figures, formatted for the language. */
async function expectCompletion(site: SitePage, locale: Locale, booked: Booked) {
  const figures = site.main.getByRole('region', { name: text(locale, 'figures.heading') });
  await expect(figures).toContainText(vnd(booked.paymentVnd, locale));
  await expect(figures).toContainText(vnd(booked.feeVnd, locale));
  await expect(figures).toContainText(percent(booked.ytm, locale));
  if (booked.irr !== null) await expect(figures).toContainText(percent(booked.irr, locale));
  if (booked.profitVnd !== null) await expect(figures).toContainText(vnd(booked.profitVnd, locale));
  await expect(
    site.main.getByText(text(locale, 'done.emailed', { email: booked.customer.email })),
  ).toBeVisible();
  const pdf = site.main.getByRole('link', { name: text(locale, 'done.pdf') });
  await expect(pdf).toHaveAttribute('href', booked.summaryUrl);
  const file = await site.page.request.get(booked.summaryUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
}

/** A visitor proves the account number with the code the SMS outbox holds. */
async function confirmAccount(
  site: SitePage,
  request: APIRequestContext,
  locale: Locale,
  account: string,
  phone: string,
) {
  const before = await request.get('/api/v1/dev/outbox', { params: { to: phone } });
  const sent = ((await before.json()) as { data: { channel: string }[] }).data.filter(
    (m) => m.channel === 'sms',
  ).length;
  await field(site, locale, 'accountNumber').fill(account);
  await site.main.getByRole('button', { name: text(locale, 'otp.send') }).click();
  await expect(site.main.getByText(/\*\*\*/).first()).toBeVisible();
  const code = await otpFromOutbox(request, phone, sent + 1);
  await site.main.getByRole('textbox', { name: text(locale, 'otp.label') }).fill(code);
  await site.main.getByRole('button', { name: text(locale, 'otp.verify') }).click();
  await expect(site.main.getByText(text(locale, 'otp.confirmed'))).toBeVisible();
  await expect(field(site, locale, 'accountNumber')).toHaveAttribute('readonly', '');
}

async function loginAs(
  site: SitePage,
  locale: Locale,
  account: { accountNumber: string; name: string },
) {
  await loginDirect(site.page, locale, account.accountNumber, DEMO_PASSWORD);
  await expect(accountButton(site.page, account.name)).toBeVisible();
}

// ---- the tests --------------------------------------------------------------------------------

test.describe('bond registration (issue 25)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('(a) vi, logged in: a buy to maturity, booked with figures that match an independent calculation', async ({
    site,
    stackApi,
  }) => {
    const locale = 'vi';
    const p = await product(stackApi.request, OPEN_BOND, locale);
    const quantity = p.minQuantity + 15;
    await openOrder(site, locale, OPEN_BOND);
    await loginAs(site, locale, DEMO_AN);

    // Below the minimum: the message on the field, and Continue stays here.
    const quantityInput = quantityField(site, locale);
    await quantityInput.fill(String(p.minQuantity - 1));
    await expect(quantityInput).toHaveAccessibleDescription(
      new RegExp(text(locale, 'errors.bond_below_minimum', { min: p.minQuantity })),
    );
    await quantityInput.fill(String(quantity));
    // The live figures: today's price, and the same payment the booking will have.
    const figures = site.main.getByRole('region', { name: text(locale, 'figures.heading') });
    await expect(figures).toContainText(vnd(p.today.buyPriceVnd, locale));
    await expect(figures).toContainText(text(locale, 'figures.noteDayCount'));
    await toCustomerStep(site, locale);

    await expect(field(site, locale, 'accountNumber')).toHaveValue(DEMO_AN.accountNumber);
    await expect(field(site, locale, 'accountNumber')).toHaveAttribute('readonly', '');
    await expect(field(site, locale, 'fullName')).toHaveValue(DEMO_AN.name);
    // A bad bank account: the message on its field, nothing sent, nothing lost.
    await fillCustomer(site, locale, {
      bankAccount: '12345',
      phone: '0901000001',
      email: 'an.nguyen@example.com',
    });
    await site.main.getByRole('button', { name: text(locale, 'customer.submit') }).click();
    await expect(field(site, locale, 'bankAccount')).toHaveAccessibleDescription(
      new RegExp(ONBOARDING.text(locale, 'bonds.fieldErrors.bankAccount.too_short')),
    );
    await fillCustomer(site, locale, { bankAccount: '0123456789' });
    const booked = await submit(site, locale);

    const coupons = checkBuy(p, booked, quantity);
    expect(booked.side).toBe('buy');
    expect(booked.holding).toBe('maturity');
    expect(booked.unitPriceVnd).toBe(p.today.buyPriceVnd);
    const principal = booked.cashFlows.at(-1)!;
    expect(principal.kind).toBe('principal');
    expect(principal.amountVnd).toBe(p.faceValueVnd * quantity);
    // The unit price is today's buy yield discounted on Actual/365 (to the đồng).
    const couponDates = coupons.map((c) => c.date);
    expect(
      Math.abs(
        priceAt(p, booked.settlementDate, couponDates, principal.date, p.buyYieldBps) -
          booked.unitPriceVnd,
      ),
    ).toBeLessThanOrEqual(1);
    // YTM: XIRR of one bond's flows at the unit price, no fees.
    const ytm = xirr([
      { date: booked.settlementDate, amountVnd: -booked.unitPriceVnd },
      ...couponDates.map((date) => ({ date, amountVnd: couponPerBond(p) })),
      { date: principal.date, amountVnd: p.faceValueVnd },
    ]);
    expect(Math.abs(booked.ytm - ytm)).toBeLessThan(1e-7);
    await expectCompletion(site, locale, booked);
  });

  test('(b) en, a visitor with the OTP: a flexible buy with a sale date', async ({
    site,
    stackApi,
  }) => {
    const locale = 'en';
    const p = await product(stackApi.request, PRO_BOND, locale);
    const quantity = p.minQuantity;
    await openOrder(site, locale, PRO_BOND);
    await site.main
      .getByRole('radio', { name: text(locale, 'order.flexible'), exact: true })
      .check();
    await site.main.getByRole('radio', { name: text(locale, 'order.byDate'), exact: true }).check();
    const saleDate = site.main.getByRole('textbox', {
      name: text(locale, 'order.saleDate'),
      exact: true,
    });
    // After maturity: refused on the field.
    await saleDate.fill(p.maturityDate);
    await expect(saleDate).toHaveAccessibleDescription(/before the maturity date/);
    // Six months after settlement, or the first trading day from there.
    const target = new Date(Date.parse(`${p.today.settlementDate}T00:00:00Z`) + 182 * DAY);
    let sale = target.toISOString().slice(0, 10);
    for (let i = 0; i < 10; i++) {
      await saleDate.fill(sale);
      const description = (await saleDate.getAttribute('aria-invalid')) === 'true';
      if (!description) break;
      sale = new Date(Date.parse(`${sale}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    }
    await expect(saleDate).not.toHaveAttribute('aria-invalid', 'true');
    await quantityField(site, locale).fill(String(quantity));
    const figures = site.main.getByRole('region', { name: text(locale, 'figures.heading') });
    await expect(figures).toContainText(text(locale, 'figures.noteFlexible'));
    await toCustomerStep(site, locale);

    // A malformed account number: the message on the field, no code sent.
    await field(site, locale, 'accountNumber').fill('009C12');
    await site.main.getByRole('button', { name: text(locale, 'otp.send') }).click();
    await expect(field(site, locale, 'accountNumber')).toHaveAccessibleDescription(
      new RegExp(text(locale, 'errors.account_invalid').replace(/[().]/g, '\\$&')),
    );
    await confirmAccount(site, stackApi.request, locale, DEMO_BINH.accountNumber, BINH_PHONE);
    await fillCustomer(site, locale, {
      bankAccount: '9876543210',
      fullName: 'Tran Thi Binh',
      phone: BINH_PHONE,
      email: 'binh.tran@example.com',
    });
    // Professional-only: the box must be ticked.
    await site.main.getByRole('button', { name: text(locale, 'customer.submit') }).click();
    const box = site.main.getByRole('checkbox', { name: text(locale, 'customer.professional') });
    await expect(box).toHaveAccessibleDescription(
      new RegExp(text(locale, 'errors.bond_professional_required')),
    );
    await box.check();
    const booked = await submit(site, locale);

    const coupons = checkBuy(p, booked, quantity);
    expect(booked.holding).toBe('flexible');
    expect(booked.exitDate).toBe(sale);
    expect(booked.customer.accountNumber).toBe(DEMO_BINH.accountNumber);
    const last = booked.cashFlows.at(-1)!;
    expect(last.kind).toBe('sale');
    expect(last.date).toBe(sale);
    // The sale at today's sell-back yield: T+2 after the sale, the remaining coupons and the face.
    const saleValue = booked.saleUnitPriceVnd! * quantity;
    expect(last.amountVnd).toBe(saleValue - feeOf(saleValue, p.feeBps));
    expect(coupons.every((c) => c.date <= sale)).toBe(true);
    await expectCompletion(site, locale, booked);
    await expect(site.main).toContainText(
      text(locale, 'done.buyFlexible', { date: sale.split('-').reverse().join('/') }),
    );
  });

  test('(c) en, logged in: a sale, with the amount received', async ({ site, stackApi }) => {
    const locale = 'en';
    const p = await product(stackApi.request, OPEN_BOND, locale);
    const quantity = p.minQuantity * 2;
    await openOrder(site, locale, OPEN_BOND);
    await loginAs(site, locale, DEMO_BINH);
    await site.main.getByRole('radio', { name: text(locale, 'order.sell'), exact: true }).check();
    await expect(
      site.main.getByRole('radio', { name: text(locale, 'order.flexible'), exact: true }),
    ).toHaveCount(0);
    await quantityField(site, locale).fill(String(quantity));
    const figures = site.main.getByRole('region', { name: text(locale, 'figures.heading') });
    await expect(figures).toContainText(text(locale, 'figures.received'));
    await expect(figures).toContainText(vnd(p.today.sellPriceVnd, locale));
    await toCustomerStep(site, locale);
    await expect(field(site, locale, 'accountNumber')).toHaveValue(DEMO_BINH.accountNumber);
    await fillCustomer(site, locale, {
      bankAccount: '9876543210',
      phone: BINH_PHONE,
      email: 'binh.tran@example.com',
    });
    const booked = await submit(site, locale);

    expect(booked.side).toBe('sell');
    expect(booked.unitPriceVnd).toBe(p.today.sellPriceVnd);
    expect(booked.valueVnd).toBe(p.today.sellPriceVnd * quantity);
    expect(booked.feeVnd).toBe(feeOf(booked.valueVnd, p.feeBps));
    // A sale receives the value less the fee.
    expect(booked.paymentVnd).toBe(booked.valueVnd - booked.feeVnd);
    expect(booked.irr).toBeNull();
    expect(booked.profitVnd).toBeNull();
    // The sell price is today's sell-back yield discounted on Actual/365.
    const dates = scheduleDates(p).filter((d) => d > booked.settlementDate);
    expect(
      Math.abs(
        priceAt(
          p,
          booked.settlementDate,
          dates.slice(0, -1).concat(p.maturityDate),
          p.maturityDate,
          p.sellYieldBps,
        ) - booked.unitPriceVnd,
      ),
    ).toBeLessThanOrEqual(
      // Coupon dates here are the schedule dates: a holiday moves a payment a few days.
      Math.ceil(p.faceValueVnd * 0.0005),
    );
    await expectCompletion(site, locale, booked);
    await expect(site.main.getByText(text(locale, 'done.sell'), { exact: true })).toBeVisible();
  });

  test('(d) sold out between the steps: the message, nothing booked, the input kept', async ({
    site,
    stackApi,
  }) => {
    const locale = 'vi';
    const request = stackApi.request;
    const p = await product(request, TINY_BOND, locale);
    test.skip(
      p.remainingQuantity < p.minQuantity,
      `${TINY_BOND} has only ${p.remainingQuantity} left (a run on a used stack)`,
    );
    await openOrder(site, locale, TINY_BOND);
    await loginAs(site, locale, DEMO_AN);
    await quantityField(site, locale).fill(String(p.minQuantity));
    await toCustomerStep(site, locale);
    await fillCustomer(site, locale, {
      bankAccount: '0123456789',
      phone: '0901000001',
      email: 'an.nguyen@example.com',
    });
    await site.main.getByRole('checkbox', { name: text(locale, 'customer.professional') }).check();

    // Another customer books every bond left, through the API.
    const login = await request.post('/api/v1/customers/auth/login', {
      data: { accountNumber: DEMO_BINH.accountNumber, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const body = {
      productCode: TINY_BOND,
      side: 'buy',
      holding: 'maturity',
      quantity: p.remainingQuantity,
      registrationDate: p.today.tradeDate,
      customer: {
        accountNumber: DEMO_BINH.accountNumber,
        bankAccount: '9876543210',
        fullName: 'Trần Thị Bình',
        phone: BINH_PHONE,
        email: 'binh.tran@example.com',
      },
      professionalInvestor: true,
      figures: {
        unitPriceVnd: 0,
        valueVnd: 0,
        feeVnd: 0,
        paymentVnd: 0,
        ytm: 0,
        irr: 0,
        profitVnd: 0,
      },
    };
    const headers = { Authorization: `Bearer ${token}` };
    // The server's figures come with its refusal of made-up ones; then the booking takes them.
    const refused = await request.post('/api/v1/bonds/registrations', { data: body, headers });
    expect(refused.status()).toBe(409);
    const conflict = (await refused.json()) as {
      errors: { code: string; figures?: unknown }[];
      figures?: unknown;
    };
    expect(conflict.errors[0]?.code).toBe('bond_quote_changed');
    const figures = conflict.errors[0]?.figures ?? conflict.figures;
    const bought = await request.post('/api/v1/bonds/registrations', {
      data: { ...body, figures },
      headers,
    });
    expect(bought.status(), await bought.text()).toBe(201);
    expect((await product(request, TINY_BOND)).remainingQuantity).toBe(0);

    const answer = registration(site.page);
    await site.main.getByRole('button', { name: text(locale, 'customer.submit') }).click();
    const response = await answer;
    expect(response.status()).toBe(409);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'bond_sold_out',
    );
    await expect(
      site.main.getByRole('alert').filter({ hasText: text(locale, 'soldOut.none') }),
    ).toBeVisible();
    await expect(
      site.main.getByRole('heading', { level: 1, name: text(locale, 'customer.title') }),
    ).toBeVisible();
    // Nothing booked, nothing lost.
    expect((await product(request, TINY_BOND)).remainingQuantity).toBe(0);
    await expect(field(site, locale, 'bankAccount')).toHaveValue('0123456789');
    await expect(field(site, locale, 'email')).toHaveValue('an.nguyen@example.com');
    // Back to the order: the quantity is kept and says what is left.
    await site.main
      .getByRole('alert', { name: text(locale, 'soldOut.title') })
      .getByRole('link', { name: text(locale, 'soldOut.change') })
      .click();
    await expect(quantityField(site, locale)).toHaveValue(String(p.minQuantity));
    await expect(site.main.getByText(text(locale, 'order.soldOutBuy'))).toBeVisible();
  });

  test('(e) axe: the list, the order and the customer steps in every look, both languages', async ({
    site,
  }) => {
    test.setTimeout(240_000);
    for (const locale of ['vi', 'en'] as const) {
      await site.open(path('transactionRegister', locale));
      await expect(
        site.main.getByRole('heading', { level: 1, name: text(locale, 'list.title') }),
      ).toBeVisible();
      await expect(
        site.main.getByRole('link', {
          name: text(locale, 'list.registerFor', { code: OPEN_BOND }),
        }),
      ).toBeVisible();
      expect(await checkEveryLook(site.page, ALL_LOOKS)).toEqual([]);

      await site.main
        .getByRole('link', { name: text(locale, 'list.registerFor', { code: OPEN_BOND }) })
        .click();
      await expect(
        site.main.getByRole('heading', { level: 1, name: text(locale, 'order.title') }),
      ).toBeVisible();
      await site.main
        .getByRole('radio', { name: text(locale, 'order.flexible'), exact: true })
        .check();
      await quantityField(site, locale).fill('1');
      await expect(quantityField(site, locale)).toHaveAttribute('aria-invalid', 'true');
      expect(await checkEveryLook(site.page, ALL_LOOKS)).toEqual([]);

      await quantityField(site, locale).fill('100');
      await toCustomerStep(site, locale);
      await site.main.getByRole('button', { name: text(locale, 'customer.submit') }).click();
      await expect(field(site, locale, 'bankAccount')).toHaveAttribute('aria-invalid', 'true');
      expect(await checkEveryLook(site.page, ALL_LOOKS)).toEqual([]);
    }
  });
});
