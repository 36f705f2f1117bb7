import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LocaleSchema } from './common';
import { CustomerSchema } from './customers';
import { API_LOCALES, isApiLocale, isPlainRecord, toCustomer } from './guards';

const customer = {
  id: 7,
  accountNumber: '001C000007',
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phone: null,
  customerType: 'individual',
  loginMethod: 'sso',
};

// Each case goes through the hand-written check and the zod schema: they must agree.
const customerCases: [string, unknown][] = [
  ['a customer', customer],
  [
    'an organisation with a phone and no email',
    { ...customer, customerType: 'organization', email: null, phone: '0901234567' },
  ],
  ['extra keys (dropped)', { ...customer, token: 'secret', role: 'admin' }],
  ['a fractional id', { ...customer, id: 7.5 }],
  ['a string id', { ...customer, id: '7' }],
  ['an id past the safe range', { ...customer, id: 2 ** 60 }],
  ['a missing name', { ...customer, fullName: undefined }],
  ['a numeric account number', { ...customer, accountNumber: 1 }],
  ['an undefined email', { ...customer, email: undefined }],
  ['an unknown customer type', { ...customer, customerType: 'vip' }],
  ['an unknown login method', { ...customer, loginMethod: 'otp' }],
  ['null', null],
  ['an array', [customer]],
  ['a string', JSON.stringify(customer)],
];

describe('toCustomer', () => {
  it.each(customerCases)('agrees with CustomerSchema on %s', (_name, value) => {
    const parsed = CustomerSchema.safeParse(value);
    expect(toCustomer(value)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('isApiLocale', () => {
  it('lists exactly the values of LocaleSchema', () => {
    expect([...API_LOCALES]).toEqual(LocaleSchema.options);
  });

  it.each([['vi'], ['en'], ['EN'], [''], [null], [1]])(
    'agrees with LocaleSchema on %j',
    (value) => {
      expect(isApiLocale(value)).toBe(LocaleSchema.safeParse(value).success);
    },
  );
});

describe('isPlainRecord', () => {
  const RecordSchema = z.record(z.string(), z.unknown());
  it.each([[{}], [{ a: 1 }], [[]], [null], ['x'], [3]])('agrees with z.record on %j', (value) => {
    expect(isPlainRecord(value)).toBe(RecordSchema.safeParse(value).success);
  });
});
