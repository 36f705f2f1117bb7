import { describe, expect, it } from 'vitest';
import { quoteOrder } from '@brokerage/shared/bonds/calc.ts';
import { BOND_DRAFT_KEY } from './BondRegistrationStore';
import {
  bondStoreOn,
  DEMO_CUSTOMER,
  errorReply,
  fixtureProduct,
  okReply,
  T0,
} from '../testing/bondFixtures';

const product = fixtureProduct();
const productReply = (p = product) => okReply(p);

const registration = (overrides: Record<string, unknown> = {}) => {
  const quote = quoteOrder(product, {
    side: 'buy',
    holding: 'maturity',
    quantity: 20,
    registrationDate: '2026-12-01',
  });
  return {
    reference: 'TP-20261201-0001',
    createdAt: '2026-12-01T03:00:00Z',
    productCode: product.code,
    productName: product.name,
    side: 'buy',
    holding: 'maturity',
    quantity: 20,
    registrationDate: '2026-12-01',
    ...quote,
    customer: { accountNumber: '009C000001', fullName: 'Nguyễn Văn An', email: 'an@example.com', phoneMasked: '091****678' },
    summaryUrl: '/api/v1/bonds/registrations/TP-20261201-0001/summary.pdf?token=x',
    ...overrides,
  };
};

describe('BondRegistrationStore', () => {
  it('starts an order at the trade date and the minimum, and prices it with the shared calculation', async () => {
    const { store } = bondStoreOn(() => productReply());
    await store.loadProduct('TEST2801');
    expect(store.registrationDate).toBe('2026-12-01');
    expect(store.quantity).toBe(10);
    store.setQuantity(20);
    expect(store.quote).toEqual(
      quoteOrder(product, { side: 'buy', holding: 'maturity', quantity: 20, registrationDate: '2026-12-01' }),
    );
    expect(store.quote?.unitPriceVnd).toBe(product.today.buyPriceVnd);
    expect(store.settlement).toBe('2026-12-03');
  });

  it('puts each problem of the order on its field, with what the message needs', async () => {
    const { store } = bondStoreOn(() => productReply());
    await store.loadProduct('TEST2801');
    store.setQuantity(5);
    expect(store.orderIssue('quantity')).toEqual({ code: 'bond_below_minimum', params: { min: 10 } });
    store.setQuantity(501);
    expect(store.orderIssue('quantity')).toEqual({ code: 'bond_above_remaining', params: { remaining: 500 } });
    store.setQuantity(20);
    store.setRegistrationDate('2026-11-30');
    expect(store.orderIssue('registrationDate')?.code).toBe('bond_date_past');
    store.setRegistrationDate('2026-12-05'); // a Saturday
    expect(store.orderIssue('registrationDate')?.code).toBe('bond_date_closed');
    expect(store.quote).toBeNull();
    expect(store.submitOrder()).toBe(false);
    store.setRegistrationDate('2026-12-01');
    // A flexible buy: the holding periods end before maturity, and pick the sale date.
    store.setHolding('flexible');
    expect(store.periodOptions).toEqual([1, 3, 6, 9, 12]);
    expect(store.periodMonths).toBe(6);
    store.setPeriodMonths(6);
    expect(store.order.saleDate).toBe('2027-06-03');
    store.setSaleMode('date');
    expect(store.saleDate).toBe('2027-06-03');
    store.setSaleDate('2028-02-01');
    expect(store.orderIssue('saleDate')).toEqual({ code: 'bond_sale_after_maturity', params: { date: '2028-01-15' } });
    store.setSaleDate('2027-06-04');
    expect(store.submitOrder()).toBe(true);
    expect(store.quote?.saleUnitPriceVnd).toBeGreaterThan(0);
  });

  it('keeps the whole flow in sessionStorage: a reload gets back every value', async () => {
    const first = bondStoreOn(() => productReply());
    await first.store.loadProduct('TEST2801');
    first.store.setSide('sell');
    first.store.setQuantity(40);
    first.store.setCustomerField('bankAccount', '0123456789');
    first.store.setCustomerField('fullName', 'Trần Thị Bình');
    first.store.persist();
    expect(first.storage.getItem(BOND_DRAFT_KEY)).toContain('Trần Thị Bình');

    const second = bondStoreOn(() => productReply(), { storage: first.storage });
    expect(second.store.productCode).toBe('TEST2801');
    expect(second.store.side).toBe('sell');
    expect(second.store.quantity).toBe(40);
    expect(second.store.customer.fullName).toBe('Trần Thị Bình');
    await second.store.loadProduct('TEST2801');
    expect(second.store.quantity).toBe(40);
    expect(second.store.quote?.paymentVnd).toBe(
      quoteOrder(product, { side: 'sell', holding: 'maturity', quantity: 40, registrationDate: '2026-12-01' }).paymentVnd,
    );
  });

  it('a visitor confirms the account number with an OTP, then registers with the confirmation and no token', async () => {
    const { store, server } = bondStoreOn((request) => {
      if (request.url === 'bonds/products/TEST2801') return productReply();
      if (request.url === 'bonds/account-otp') {
        const body = JSON.parse(String(request.data)) as { accountNumber: string };
        return body.accountNumber === '009C999999'
          ? errorReply(404, 'account_not_found', { field: 'accountNumber' })
          : okReply({ phoneMasked: '091****678', expiresAt: new Date(T0 + 300_000).toISOString(), resendAt: new Date(T0 + 60_000).toISOString() });
      }
      if (request.url === 'bonds/account-otp/verify') {
        const body = JSON.parse(String(request.data)) as { otp: string };
        return body.otp === '123456'
          ? okReply({ confirmation: 'signed-confirmation', expiresAt: new Date(T0 + 1_800_000).toISOString() })
          : errorReply(422, 'otp_invalid', { field: 'otp' });
      }
      if (request.url === 'bonds/registrations') return okReply(registration(), 201);
      return errorReply(500, 'internal_error');
    });
    await store.loadProduct('TEST2801');
    store.setQuantity(20);
    for (const [field, value] of [
      ['bankAccount', '0123456789'],
      ['fullName', 'Nguyễn Văn An'],
      ['phone', '0912345678'],
      ['email', 'an@example.com'],
    ] as const)
      store.setCustomerField(field, value);

    expect(await store.submit()).toBe('invalid');
    store.setCustomerField('accountNumber', '009C12');
    expect(store.customerIssue('accountNumber')).toEqual({ code: 'account_invalid' });
    expect(await store.sendOtp()).toBe(false);

    store.setCustomerField('accountNumber', '009c999999');
    expect(await store.sendOtp()).toBe(false);
    expect(store.customerIssue('accountNumber')?.code).toBe('account_not_found');

    store.setCustomerField('accountNumber', '009c000001');
    expect(await store.sendOtp()).toBe(true);
    expect(store.customer.accountNumber).toBe('009C000001');
    expect(store.otpSecondsLeft).toBe(300);
    expect(store.resendSecondsLeft).toBe(60);
    store.setOtpCode('111111');
    expect(await store.verifyOtp()).toBe(false);
    expect(store.customerIssue('otp')?.code).toBe('otp_invalid');
    store.setOtpCode('123456');
    expect(await store.verifyOtp()).toBe(true);
    expect(store.accountConfirmed).toBe(true);
    // Confirmed: the account number can no longer be edited.
    store.setCustomerField('accountNumber', '009C000002');
    expect(store.customer.accountNumber).toBe('009C000001');

    expect(await store.submit()).toBe('done');
    const post = server.requests.find((r) => r.url === 'bonds/registrations')!;
    const body = JSON.parse(String(post.data)) as Record<string, unknown>;
    expect(body).toMatchObject({
      productCode: 'TEST2801',
      side: 'buy',
      holding: 'maturity',
      quantity: 20,
      registrationDate: '2026-12-01',
      confirmation: 'signed-confirmation',
      professionalInvestor: false,
      customer: { accountNumber: '009C000001', bankAccount: '0123456789', email: 'an@example.com' },
    });
    expect(body.figures).toMatchObject({ paymentVnd: store.result!.paymentVnd });
    expect(post.headers.get('Authorization')).toBeNull();
    expect(store.result?.reference).toBe('TP-20261201-0001');
  });

  it('a logged-in customer has the account fixed and the details prefilled, and registers with the token', async () => {
    const { store, server } = bondStoreOn(
      (request) =>
        request.url === 'bonds/registrations' ? okReply(registration(), 201) : productReply(fixtureProduct({ professionalOnly: true })),
      { session: { token: 'customer-token', customer: DEMO_CUSTOMER } },
    );
    await store.loadProduct('TEST2801');
    store.setQuantity(20);
    store.prefillFromSession();
    expect(store.accountNumber).toBe('009C000001');
    expect(store.customer).toMatchObject({ fullName: 'Nguyễn Văn An', phone: '0912345678', email: 'an.nguyen@example.com' });
    store.setCustomerField('bankAccount', '0123456789');
    expect(await store.submit()).toBe('invalid');
    expect(store.customerIssue('professionalInvestor')).toEqual({ code: 'bond_professional_required' });
    store.setProfessionalInvestor(true);
    expect(await store.submit()).toBe('done');
    const post = server.requests.find((r) => r.url === 'bonds/registrations')!;
    expect(post.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(JSON.parse(String(post.data))).not.toHaveProperty('confirmation');
  });

  it('sold out between the steps: says what remains, books nothing, keeps every value', async () => {
    let remaining = 500;
    const { store } = bondStoreOn((request) =>
      request.url === 'bonds/registrations'
        ? errorReply(409, 'bond_sold_out', { params: { remaining: 5 } })
        : productReply(fixtureProduct({ remainingQuantity: remaining })),
      { session: { token: 'customer-token', customer: DEMO_CUSTOMER } },
    );
    await store.loadProduct('TEST2801');
    store.setQuantity(20);
    store.prefillFromSession();
    store.setCustomerField('bankAccount', '0123456789');
    remaining = 5;
    expect(await store.submit()).toBe('failed');
    expect(store.soldOut).toEqual({ remaining: 5 });
    expect(store.result).toBeNull();
    expect(store.quantity).toBe(20);
    expect(store.customer.bankAccount).toBe('0123456789');
    expect(store.orderIssue('quantity')).toEqual({ code: 'bond_above_remaining', params: { remaining: 5 } });
  });

  it('figures changed on the server: fresh figures to confirm again', async () => {
    let yieldBps = 900;
    let calls = 0;
    const { store } = bondStoreOn(
      (request) => {
        if (request.url !== 'bonds/registrations') return productReply(fixtureProduct({ buyYieldBps: yieldBps }));
        calls += 1;
        return calls === 1 ? errorReply(409, 'bond_quote_changed') : okReply(registration(), 201);
      },
      { session: { token: 'customer-token', customer: DEMO_CUSTOMER } },
    );
    await store.loadProduct('TEST2801');
    store.setQuantity(20);
    store.prefillFromSession();
    store.setCustomerField('bankAccount', '0123456789');
    const before = store.quote!.unitPriceVnd;
    yieldBps = 950;
    expect(await store.submit()).toBe('failed');
    expect(store.quoteChanged).toBe(true);
    expect(store.quote!.unitPriceVnd).toBeLessThan(before);
    expect(await store.submit()).toBe('done');
  });
});
