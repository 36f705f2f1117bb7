import { eq, sql } from 'drizzle-orm';
import { priceAtYield, quoteOrder, settlementDate } from '@brokerage/shared/bonds/calc.ts';
import type { BondOrder, BondTerms } from '@brokerage/shared/bonds/terms.ts';
import {
  type BondProduct,
  BondProductSchema,
  type BondRegistration,
  BondRegistrationSchema,
} from '@brokerage/shared/validation/bonds.ts';
import { loadConfig } from '../../config';
import { bondProducts, bondRegistrations } from '../../db/schema';
import { testClock, useTestApp } from '../../test/build-test-app';
import { waitForOutbox } from '../../test/outbox';
import { post } from '../../test/requests';
import { errorsOf, expectApiError } from '../../test/responses';
import { AN, BINH, bearer, freshAddress, loginDirect } from '../../../test/customers';

const MINUTE = 60_000;

/** The first error of an answer's envelope (one there must be). */
const errorOf = (res: { json: () => unknown }) => errorsOf(res)[0]!;
/** Monday 30 November 2026, 10:00 in Vietnam: a trading day. */
const TODAY = '2026-11-30';
const PUBLIC_BOND = 'BHBH2532001'; // not professional-only, min 10
const PRO_BOND = 'SMNH2528001'; // professional-only, min 100
const TINY_BOND = 'KLPH2627001'; // min 10, 15 left

describe('corporate-bond registration (bonds/*)', () => {
  const clock = testClock(new Date('2026-11-30T03:00:00Z'));
  // The job workers run, so the e-mail lands in the dev outbox with its attachment's name.
  const app = useTestApp({ now: clock.now, env: { JOBS_WORKERS: 'true' } });

  const getProduct = async (code: string, locale = 'vi'): Promise<BondProduct> => {
    const res = await app.inject(`/api/v1/bonds/products/${code}?locale=${locale}`);
    expect(res.statusCode, res.body).toBe(200);
    return BondProductSchema.parse(res.json().data);
  };
  const termsOf = (p: BondProduct): BondTerms => ({
    code: p.code,
    issueDate: p.issueDate,
    maturityDate: p.maturityDate,
    faceValueVnd: p.faceValueVnd,
    coupon: p.coupon,
    buyYieldBps: p.buyYieldBps,
    sellYieldBps: p.sellYieldBps,
    feeBps: p.feeBps,
    minQuantity: p.minQuantity,
  });
  const remainingOf = async (code: string) =>
    (await app.db.select().from(bondProducts).where(eq(bondProducts.code, code)))[0]!
      .remainingQuantity;
  const registrationsOf = async (code: string) =>
    app.db.select().from(bondRegistrations).where(eq(bondRegistrations.productCode, code));

  const customer = (accountNumber: string, email = 'khach.hang@example.com') => ({
    accountNumber,
    bankAccount: '0123456789012',
    fullName: 'Lê Thị Hoa',
    phone: '0912345678',
    email,
  });

  /** The body the page sends: the order, the customer and the figures it computed. */
  async function body(
    code: string,
    order: Partial<BondOrder> = {},
    extra: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>> {
    const product = await getProduct(code);
    const full: BondOrder = {
      side: 'buy',
      holding: 'maturity',
      quantity: product.minQuantity,
      registrationDate: TODAY,
      ...order,
    };
    let figures: unknown = {
      unitPriceVnd: 1,
      valueVnd: 1,
      feeVnd: 0,
      paymentVnd: 1,
      ytm: 0.1,
      irr: null,
      profitVnd: null,
    };
    try {
      const q = quoteOrder(termsOf(product), full);
      figures = {
        unitPriceVnd: q.unitPriceVnd,
        valueVnd: q.valueVnd,
        feeVnd: q.feeVnd,
        paymentVnd: q.paymentVnd,
        ytm: q.ytm,
        irr: q.irr,
        profitVnd: q.profitVnd,
      };
    } catch {
      // An order the calculation refuses: the server must refuse it before comparing figures.
    }
    return {
      productCode: code,
      ...full,
      customer: customer(AN),
      professionalInvestor: product.professionalOnly,
      figures,
      ...extra,
    };
  }

  const register = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    locale = 'vi',
  ) =>
    post(app, `/api/v1/bonds/registrations?locale=${locale}`, payload, {
      headers,
      remoteAddress: freshAddress(),
    });

  let token = '';
  const asAn = () => bearer(token);
  beforeAll(async () => {
    token = (await loginDirect(app, AN)).accessToken;
  });

  /** Sends a code for the account; the code as the SMS job carries it. */
  async function sendCode(accountNumber: string): Promise<string> {
    const send = vi.spyOn(app.jobs, 'send');
    try {
      const res = await post(
        app,
        '/api/v1/bonds/account-otp',
        { accountNumber },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, res.body).toBe(200);
      const sms = send.mock.calls.find(([name]) => name === 'sms.send');
      return (sms![1] as { params: { code: string } }).params.code;
    } finally {
      send.mockRestore();
    }
  }
  const verify = (accountNumber: string, otp: string) =>
    post(
      app,
      '/api/v1/bonds/account-otp/verify?locale=en',
      { accountNumber, otp },
      { remoteAddress: freshAddress() },
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('products', () => {
    it('lists at least 8 products with today’s prices, names from the CMS in the language', async () => {
      const vi = await app.inject('/api/v1/bonds/products');
      expect(vi.statusCode).toBe(200);
      expect(vi.headers['cache-control']).toBe('no-store');
      const list = vi.json().data.map((p: unknown) => BondProductSchema.parse(p));
      expect(list.length).toBeGreaterThanOrEqual(8);
      const smn = list.find((p: BondProduct) => p.code === PRO_BOND)!;
      expect(smn).toMatchObject({
        name: 'Trái phiếu SMNH2528001 – Năng lượng Sao Mai',
        issuer: 'Công ty Cổ phần Năng lượng Sao Mai',
        productType: 'secured',
        issueDate: '2025-09-26',
        maturityDate: '2028-09-26',
        coupon: { kind: 'fixed', frequencyMonths: 6, rateBps: 980 },
        professionalOnly: true,
        pageUrl: '/trai-phieu-doanh-nghiep',
      });
      const settlement = settlementDate(TODAY);
      expect(settlement).toBe('2026-12-02');
      expect(smn.today).toEqual({
        date: TODAY,
        tradeDate: TODAY,
        settlementDate: settlement,
        buyPriceVnd: priceAtYield(termsOf(smn), settlement, smn.buyYieldBps),
        sellPriceVnd: priceAtYield(termsOf(smn), settlement, smn.sellYieldBps),
      });
      // Buying at a lower yield than selling back: the buy price is the higher one.
      expect(smn.today.buyPriceVnd).toBeGreaterThan(smn.today.sellPriceVnd);
      expect(list.some((p: BondProduct) => p.coupon.kind === 'floating')).toBe(true);
      expect(list.some((p: BondProduct) => !p.professionalOnly)).toBe(true);

      const en = await getProduct(PRO_BOND, 'en');
      expect(en).toMatchObject({
        name: 'SMNH2528001 bond – Sao Mai Energy',
        issuer: 'Sao Mai Energy JSC',
        pageUrl: '/en/corporate-bonds',
      });
      const floating = await getProduct('HAPH2629001', 'en');
      expect(floating.coupon).toMatchObject({ kind: 'floating', frequencyMonths: 3 });
    });

    it('prices a weekend from the next trading day', async () => {
      clock.advance(5 * 24 * 60 * MINUTE); // Saturday 5 December
      try {
        const p = await getProduct(PUBLIC_BOND);
        expect(p.today).toMatchObject({
          date: '2026-12-05',
          tradeDate: '2026-12-07',
          settlementDate: '2026-12-09',
        });
      } finally {
        clock.advance(-5 * 24 * 60 * MINUTE);
      }
    });

    it('answers 404 bond_not_found for an unknown code', async () => {
      expectApiError(await app.inject('/api/v1/bonds/products/XXXX2899001?locale=en'), 404, {
        code: 'bond_not_found',
        message: 'This bond could not be found.',
      });
    });
  });

  describe('a visitor confirms the account number with an OTP', () => {
    it('sends the code to the phone on file, and a registration with the confirmation books', async () => {
      const code = await sendCode(BINH);
      const bad = await verify(BINH, wrong(code));
      expectApiError(bad, 422, {
        code: 'otp_invalid',
        message: 'The confirmation OTP is incorrect.',
        field: 'otp',
      });
      const ok = await verify(BINH, code);
      expect(ok.statusCode, ok.body).toBe(200);
      const { confirmation, expiresAt } = ok.json().data;
      expect(expiresAt).toBe(new Date(clock.now().getTime() + 30 * MINUTE).toISOString());
      // Single use.
      expect(errorOf(await verify(BINH, code)).code).toBe('otp_not_found');

      const before = await remainingOf(PUBLIC_BOND);
      const payload = await body(PUBLIC_BOND, { quantity: 20 }, { confirmation });
      (payload.customer as { accountNumber: string }).accountNumber = BINH;
      const res = await register(payload);
      expect(res.statusCode, res.body).toBe(201);
      const data: BondRegistration = BondRegistrationSchema.parse(res.json().data);
      expect(data.reference).toMatch(/^TP261130\d{4}$/);
      expect(data).toMatchObject({ productCode: PUBLIC_BOND, quantity: 20, side: 'buy' });
      expect(data.customer).toMatchObject({ accountNumber: BINH, phoneMasked: '091****678' });
      expect(await remainingOf(PUBLIC_BOND)).toBe(before - 20);
      const [row] = (await registrationsOf(PUBLIC_BOND)).filter(
        (r) => r.reference === data.reference,
      );
      expect(row).toMatchObject({ customerId: null, accountNumber: BINH, quantity: 20 });
      expect(row!.summaryTokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('shows the masked phone; 404 account_not_found for an account nobody holds; 400 on a malformed one', async () => {
      const res = await post(
        app,
        '/api/v1/bonds/account-otp?locale=en',
        { accountNumber: '009c000001' },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ phoneMasked: '090****001' });
      expectApiError(
        await post(
          app,
          '/api/v1/bonds/account-otp?locale=en',
          { accountNumber: '009C999999' },
          { remoteAddress: freshAddress() },
        ),
        404,
        {
          code: 'account_not_found',
          message: 'We could not find this securities account. Please check the account number.',
          field: 'accountNumber',
        },
      );
      const malformed = await post(
        app,
        '/api/v1/bonds/account-otp',
        { accountNumber: '12345' },
        { remoteAddress: freshAddress() },
      );
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed)).toMatchObject({ code: 'account_invalid', field: 'accountNumber' });
    });

    it('otp_expired after OTP_TTL_SECONDS, 429 otp_attempts_exceeded after 5 wrong tries', async () => {
      const account = '009C000003';
      const code = await sendCode(account);
      clock.advance(181_000);
      expect(errorOf(await verify(account, code))).toMatchObject({
        code: 'otp_expired',
        field: 'otp',
      });
      const next = await sendCode(account);
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push(errorOf(await verify(account, wrong(next))).code);
      expect(codes).toEqual([
        'otp_invalid',
        'otp_invalid',
        'otp_invalid',
        'otp_invalid',
        'otp_attempts_exceeded',
      ]);
      const locked = await verify(account, next);
      expect(locked.statusCode).toBe(429);
      clock.advance(60_000);
    });

    it('refuses a registration without, with a forged, another account’s or an expired confirmation', async () => {
      const payload = await body(PUBLIC_BOND);
      expectApiError(await register(payload, {}, 'en'), 401, {
        code: 'bond_confirmation_required',
        message: 'Please confirm the account number with an OTP before registering.',
        field: 'confirmation',
      });
      const forged = await register({ ...payload, confirmation: 'eyJhIjoiMDA5QzAwMDAwMSJ9.abc' });
      expect(errorOf(forged)).toMatchObject({ code: 'bond_confirmation_invalid' });
      expect(forged.statusCode).toBe(401);

      const code = await sendCode(BINH);
      const { confirmation } = (await verify(BINH, code)).json().data;
      // Binh's confirmation does not open An's account.
      const other = await register({ ...payload, confirmation });
      expect(errorOf(other).code).toBe('bond_confirmation_invalid');
      // A tampered payload (another account, same signature) is refused too.
      const [claims, signature] = confirmation.split('.');
      const moved = Buffer.from(
        Buffer.from(claims, 'base64url').toString().replace(BINH, AN),
      ).toString('base64url');
      expect(
        errorOf(await register({ ...payload, confirmation: `${moved}.${signature}` })).code,
      ).toBe('bond_confirmation_invalid');
      clock.advance(31 * MINUTE);
      try {
        const late = await body(PUBLIC_BOND);
        (late.customer as { accountNumber: string }).accountNumber = BINH;
        const expired = await register({ ...late, confirmation });
        expect(expired.statusCode).toBe(401);
        expect(errorOf(expired).code).toBe('bond_confirmation_invalid');
      } finally {
        clock.advance(-31 * MINUTE);
      }
    });
  });

  describe('a logged-in customer', () => {
    it('registers for their own account without an OTP, and a sale leaves the inventory alone', async () => {
      const before = await remainingOf(PRO_BOND);
      const res = await register(await body(PRO_BOND, { quantity: 150 }), asAn(), 'en');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ quantity: 150, customer: { accountNumber: AN } });
      expect(await remainingOf(PRO_BOND)).toBe(before - 150);
      const [row] = (await registrationsOf(PRO_BOND)).filter(
        (r) => r.reference === res.json().data.reference,
      );
      expect(row!.customerId).not.toBeNull();

      const sale = await register(await body(PRO_BOND, { side: 'sell', quantity: 200 }), asAn());
      expect(sale.statusCode, sale.body).toBe(201);
      expect(sale.json().data).toMatchObject({ side: 'sell', irr: null, profitVnd: null });
      expect(await remainingOf(PRO_BOND)).toBe(before - 150);
    });

    it('books a flexible buy with its sale date', async () => {
      const res = await register(
        await body(PUBLIC_BOND, { holding: 'flexible', quantity: 30, saleDate: '2028-06-12' }),
        asAn(),
      );
      expect(res.statusCode, res.body).toBe(201);
      const data = BondRegistrationSchema.parse(res.json().data);
      expect(data).toMatchObject({ holding: 'flexible', exitDate: '2028-06-12' });
      expect(data.saleUnitPriceVnd).toBeGreaterThan(0);
      expect(data.cashFlows.at(-1)).toMatchObject({ kind: 'sale', date: '2028-06-12' });
    });

    it('403 bond_account_mismatch for another account number', async () => {
      const payload = await body(PUBLIC_BOND);
      (payload.customer as { accountNumber: string }).accountNumber = BINH;
      expectApiError(await register(payload, asAn(), 'en'), 403, {
        code: 'bond_account_mismatch',
        message: 'The account number must be the account you are logged in with.',
        field: 'customer.accountNumber',
      });
    });
  });

  describe('bad input', () => {
    it('below the minimum and above the remaining quantity, on the quantity field', async () => {
      const below = await register(await body(PRO_BOND, { quantity: 99 }), asAn(), 'en');
      expectApiError(below, 422, {
        code: 'bond_below_minimum',
        message: 'The minimum registration is 100 bonds.',
        field: 'quantity',
        params: { min: 100 },
      });
      const left = await remainingOf(PRO_BOND);
      const above = await register(await body(PRO_BOND, { quantity: left + 100 }), asAn());
      expect(above.statusCode).toBe(422);
      expect(errorOf(above)).toEqual({
        code: 'bond_above_remaining',
        message: `Số lượng đăng ký vượt quá số lượng còn lại (${left} trái phiếu).`,
        field: 'quantity',
        params: { remaining: left },
      });
    });

    it('a registration date in the past, on a holiday or a weekend', async () => {
      const past = await register(
        await body(PUBLIC_BOND, { registrationDate: '2026-11-27' }),
        asAn(),
      );
      expect(errorOf(past)).toMatchObject({ code: 'bond_date_past', field: 'registrationDate' });
      expect(past.statusCode).toBe(422);
      const holiday = await register(
        await body(PUBLIC_BOND, { registrationDate: '2027-01-01' }),
        asAn(),
        'en',
      );
      expectApiError(holiday, 422, {
        code: 'bond_date_closed',
        message: 'The market is closed on this day. Please pick a trading day.',
        field: 'registrationDate',
      });
      const saturday = await register(
        await body(PUBLIC_BOND, { registrationDate: '2026-12-05' }),
        asAn(),
      );
      expect(errorOf(saturday)).toMatchObject({ code: 'bond_date_closed' });
    });

    it('an expected sale date after maturity, on the saleDate field, with every other error', async () => {
      const res = await register(
        await body(PUBLIC_BOND, {
          holding: 'flexible',
          quantity: 1,
          registrationDate: '2026-11-27',
          saleDate: '2033-01-03',
        }),
        asAn(),
        'en',
      );
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toEqual([
        {
          code: 'bond_below_minimum',
          message: 'The minimum registration is 10 bonds.',
          field: 'quantity',
          params: { min: 10 },
        },
        {
          code: 'bond_date_past',
          message: 'The registration date cannot be before today.',
          field: 'registrationDate',
        },
        {
          code: 'bond_sale_after_maturity',
          message: 'The expected sale date must be before the maturity date 12/08/2032.',
          field: 'saleDate',
          params: { date: '2032-08-12' },
        },
      ]);
    });

    it('a malformed account number, on its field', async () => {
      const payload = await body(PUBLIC_BOND);
      (payload.customer as { accountNumber: string }).accountNumber = '009X12';
      const res = await register(payload, asAn(), 'en');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'account_invalid',
        message: 'The account number is not valid (for example 009C123456).',
        field: 'customer.accountNumber',
      });
    });

    it('a professional-only bond without the declaration', async () => {
      const payload = await body(PRO_BOND, {}, { professionalInvestor: false });
      expect(errorOf(await register(payload, asAn()))).toMatchObject({
        code: 'bond_professional_required',
        field: 'professionalInvestor',
      });
    });

    it('a tampered amount: 409 bond_quote_changed with the server’s figures, nothing booked', async () => {
      const before = await remainingOf(PUBLIC_BOND);
      const payload = await body(PUBLIC_BOND, { quantity: 10 });
      const honest = payload.figures as Record<string, number>;
      const res = await register(
        { ...payload, figures: { ...honest, paymentVnd: honest.paymentVnd! - 1000 } },
        asAn(),
        'en',
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errors: [
          {
            code: 'bond_quote_changed',
            message:
              'The price or figures of this order have changed. Please review the new figures before you confirm.',
            field: 'figures',
          },
        ],
        figures: honest,
      });
      expect(await remainingOf(PUBLIC_BOND)).toBe(before);
    });

    it('an unknown product', async () => {
      const payload = { ...(await body(PUBLIC_BOND)), productCode: 'ZZZZ2899001' };
      expect(errorOf(await register(payload, asAn()))).toMatchObject({
        code: 'bond_not_found',
        field: 'productCode',
      });
    });

    it('a product sold out between two steps: 409 bond_sold_out, nothing booked', async () => {
      expect(await remainingOf(TINY_BOND)).toBe(15);
      // Both pages read the product (15 left) and priced 10 bonds.
      const mine = await body(TINY_BOND, { quantity: 10 });
      const theirs = await body(TINY_BOND, { quantity: 10 });
      expect((await register(theirs, asAn())).statusCode).toBe(201);
      const count = (await registrationsOf(TINY_BOND)).length;
      const res = await register(mine, asAn(), 'en');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errors: [
          {
            code: 'bond_sold_out',
            message:
              'This bond has just run out of the quantity available (5 bonds left). Your registration has not been booked.',
            field: 'quantity',
            params: { remaining: 5 },
          },
        ],
        remaining: 5,
      });
      expect(await remainingOf(TINY_BOND)).toBe(5);
      expect(await registrationsOf(TINY_BOND)).toHaveLength(count);
    });

    it('the booking never takes more than is left, whatever the caller checked before', async () => {
      const left = await remainingOf(TINY_BOND);
      const payload = {
        productCode: TINY_BOND,
        side: 'buy' as const,
        holding: 'maturity' as const,
        quantity: left + 1,
        registrationDate: TODAY,
        saleDate: null,
        settlementDate: '2026-12-02',
        exitDate: '2027-12-10',
        holdingDays: 373,
        unitPriceVnd: 100_000,
        valueVnd: 100_000 * (left + 1),
        feeVnd: 0,
        paymentVnd: 100_000 * (left + 1),
        saleUnitPriceVnd: null,
        saleFeeVnd: null,
        profitVnd: 0,
        ytm: 0.09,
        irr: 0.09,
        cashFlows: [],
        professionalInvestor: true,
        customerId: null,
        accountNumber: AN,
        bankAccount: '0123456789',
        fullName: 'Nguyễn Văn An',
        phone: '0901000001',
        email: 'an.nguyen@example.com',
        locale: 'vi',
        summaryTokenHash: '0'.repeat(64),
      };
      expect(await app.repos.bonds.book('261130', payload)).toEqual({ ok: false, remaining: left });
      expect(await remainingOf(TINY_BOND)).toBe(left);
    });
  });

  it('books exactly the remaining quantity under concurrent registrations', async () => {
    const code = 'DNFH2628001';
    await app.db
      .update(bondProducts)
      .set({ remainingQuantity: 50, minQuantity: 10 })
      .where(eq(bondProducts.code, code));
    const payload = await body(code, { quantity: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(payload, asAn())));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(errorOf(res).code).toBe('bond_sold_out');
    }
    expect(await remainingOf(code)).toBe(0);
    const [booked] = await app.db
      .select({ sum: sql<number>`coalesce(sum(${bondRegistrations.quantity}), 0)::int` })
      .from(bondRegistrations)
      .where(eq(bondRegistrations.productCode, code));
    expect(booked!.sum).toBe(50);
    const references = answers
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.reference);
    expect(new Set(references).size).toBe(5);
  });

  it('e-mails the figures with the PDF summary attached, and the summary link needs its token', async () => {
    const email = 'tom.summary@example.com';
    const payload = await body(PUBLIC_BOND, { quantity: 12 }, { customer: customer(AN, email) });
    const res = await register(payload, asAn(), 'en');
    expect(res.statusCode, res.body).toBe(201);
    const data = BondRegistrationSchema.parse(res.json().data);

    const [mail] = await waitForOutbox(app, email);
    expect(mail).toMatchObject({
      channel: 'mail',
      locale: 'en',
      subject: expect.stringContaining(data.reference),
      attachments: [`${data.reference}.pdf`],
    });
    expect(mail!.text).toContain(`Payment amount: ${data.paymentVnd.toLocaleString('en-US')} VND`);

    expect(data.summaryUrl).toMatch(
      new RegExp(
        `^/api/v1/bonds/registrations/${data.reference}/summary\\.pdf\\?token=[\\w-]{43}$`,
      ),
    );
    const pdf = await app.inject(data.summaryUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${data.reference}\\.pdf"`),
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const wrongToken = data.summaryUrl.replace(/token=.*/, `token=${'A'.repeat(43)}`);
    expect((await app.inject(wrongToken)).statusCode).toBe(404);
    expect(
      (await app.inject(data.summaryUrl.replace(data.reference, 'TP2611309999'))).statusCode,
    ).toBe(404);
  });

  it('the flag off: every bonds route but the products answers 404 feature_disabled, systems/general says so', async () => {
    const flip = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/dev/features/bondRegistration',
        payload: { enabled },
      });
    const general = async () => (await app.inject('/api/v1/systems/general')).json().data.features;
    expect(await general()).toEqual({ bondRegistration: true });
    try {
      expect((await flip(false)).statusCode).toBe(200);
      expect(await general()).toEqual({ bondRegistration: false });
      const otp = await post(
        app,
        '/api/v1/bonds/account-otp?locale=en',
        { accountNumber: AN },
        { remoteAddress: freshAddress() },
      );
      expectApiError(otp, 404, {
        code: 'feature_disabled',
        message: 'We are building this feature. Please try again later.',
      });
      const reg = await register(await body(PUBLIC_BOND), asAn());
      expect(errorOf(reg).code).toBe('feature_disabled');
      expect((await app.inject('/api/v1/bonds/products')).statusCode).toBe(200);
    } finally {
      expect((await flip(true)).statusCode).toBe(200);
    }
    expect(await general()).toEqual({ bondRegistration: true });
    expect(loadConfig({ BOND_REGISTRATION: 'off' }).bondRegistration).toBe(false);
    expect(loadConfig({ BOND_REGISTRATION: 'on' }).bondRegistration).toBe(true);
    expect(loadConfig({}).bondRegistration).toBeUndefined();
  });
});
