import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ContactInfoBodySchema,
  contactInfoFormSchema,
  contactInfoSchema,
  ContractConfirmBodySchema,
  EKYC_FORM_ERROR_CODES,
  EkycFileParamsSchema,
  GeneralInfoBodySchema,
  HandoffRedeemSchema,
  OtpBodySchema,
  RegistrationSchema,
  RequestOtpBodySchema,
  UuidSchema,
} from './schemas';

const today = '2025-06-01';
const uuid = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

/**
 * field path → message of the first issue on it. Every message must be a code the sites can
 * translate: one outside EKYC_FORM_ERROR_CODES fails the test that produced it.
 */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    expect(EKYC_FORM_ERROR_CODES).toContain(issue.message);
    found[issue.path.join('.')] ??= issue.message;
  }
  return found;
}

describe('contactInfoSchema(today)', () => {
  const schema = contactInfoSchema(today);
  const valid = {
    uuid,
    customerType: 'personal',
    nationality: 'VN',
    fullName: 'Nguyễn Văn An',
    idCode: '079090123456',
    dateOfBirth: '1990-05-15',
    gender: 'male',
    idDate: '2021-04-10',
    phone: '0901234567',
    email: 'an@example.vn',
  };
  const check = (patch: Record<string, unknown>) => errors(schema, { ...valid, ...patch });

  it('accepts a sound body and normalises the number, name and phone', () => {
    expect(
      schema.parse({
        ...valid,
        fullName: '  Đặng   Thị Ngọc Ánh ',
        idCode: ' 0790 9012 3456 ',
        gender: 'male',
        phone: '+84 901 234 567',
      }),
    ).toEqual({
      ...valid,
      fullName: 'Đặng Thị Ngọc Ánh',
      idCode: '079090123456',
      phone: '0901234567',
    });
  });

  it('the form variant is the same without the uuid', () => {
    const { uuid: _uuid, ...fields } = valid;
    expect(contactInfoFormSchema(today).parse(fields)).toEqual(fields);
    expect(errors(contactInfoFormSchema(today), { ...fields, idDate: '2025-06-02' })).toEqual({
      idDate: 'id_issue_date_future',
    });
  });

  it('refuses a `today` that is not a date when it is made', () => {
    expect(() => contactInfoSchema('01/06/2025')).toThrow(RangeError);
  });

  it('sends organisations and foreigners to a branch', () => {
    expect(check({ customerType: 'organization' })).toEqual({
      customerType: 'organization_offline',
    });
    expect(check({ nationality: 'foreign' })).toEqual({ nationality: 'foreign_offline' });
    expect(check({ customerType: 'company' })).toEqual({ customerType: 'option_invalid' });
    expect(check({ nationality: '' })).toEqual({ nationality: 'required' });
  });

  it.each([
    ['Nguyễn Văn 2', 'name_invalid'],
    ['Lê-Văn', 'name_invalid'],
    ['Trần_Bình', 'name_invalid'],
    ['A', 'too_short'],
    ['a'.repeat(101), 'too_long'],
    ['   ', 'required'],
  ])('refuses the name %j with %s', (fullName, code) => {
    expect(check({ fullName })).toEqual({ fullName: code });
  });

  it('accepts names of 2 and 100 letters, with diacritics in either Unicode form', () => {
    expect(check({ fullName: 'Ân' })).toEqual({});
    expect(check({ fullName: 'a'.repeat(100) })).toEqual({});
    expect(check({ fullName: 'Hoàng Thị Thuỳ Dương'.normalize('NFD') })).toEqual({});
  });

  it.each([
    ['12345678', 'id_length'],
    ['1234567890123', 'id_length'],
    ['07909012345a', 'id_digits_only'],
    ['079-090-123456', 'id_digits_only'],
    ['', 'required'],
    ['0790901234', 'id_format_invalid'], // 10 digits: neither a CMND nor a CCCD
    ['079690123456', 'id_format_invalid'],
    ['123456789', 'id_old_cmnd'],
    ['079190123456', 'id_gender_mismatch'],
    ['079091123456', 'id_birth_year_mismatch'],
  ])('refuses the ID number %j with %s', (idCode, code) => {
    expect(check({ idCode })).toEqual({ idCode: code });
  });

  it('refuses a date that is not a calendar day', () => {
    expect(check({ dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: 'date_invalid' });
    expect(check({ dateOfBirth: '15/05/1990' })).toEqual({ dateOfBirth: 'date_invalid' });
    expect(check({ idDate: '2021-4-10' })).toEqual({ idDate: 'date_invalid' });
    expect(check({ dateOfBirth: undefined })).toEqual({ dateOfBirth: 'required' });
  });

  it('needs 18 years on today: accepted on the 18th birthday, refused the day before', () => {
    const young = { idCode: '079207123456', idDate: '2022-03-01' };
    expect(check({ ...young, dateOfBirth: '2007-06-01' })).toEqual({});
    expect(check({ ...young, dateOfBirth: '2007-06-02' })).toEqual({ dateOfBirth: 'id_under_18' });
    expect(
      check({ idCode: '079212123456', dateOfBirth: '2012-01-01', idDate: '2024-08-01' }),
    ).toEqual({
      dateOfBirth: 'id_under_14',
    });
  });

  it('refuses a birth date after today', () => {
    expect(check({ idCode: '079225123456', dateOfBirth: '2025-06-02' })).toEqual({
      dateOfBirth: 'id_birth_date_future',
      idDate: 'id_issue_before_birth',
    });
  });

  it('orders the issue date between the birth and today, and refuses an expired card', () => {
    expect(check({ idDate: today })).toEqual({});
    expect(check({ idDate: '2025-06-02' })).toEqual({ idDate: 'id_issue_date_future' });
    expect(check({ idDate: '1990-05-15' })).toEqual({ idDate: 'id_issue_before_birth' });
    expect(check({ idDate: '2010-01-01' })).toEqual({ idDate: 'id_expired' });
  });

  it('accepts Vietnamese mobiles only', () => {
    expect(check({ phone: '0912 345 678' })).toEqual({});
    expect(check({ phone: '0312345678' })).toEqual({});
    expect(check({ phone: '0243 826 1234' })).toEqual({ phone: 'phone_invalid' }); // landline
    expect(check({ phone: '091234567' })).toEqual({ phone: 'phone_invalid' });
    expect(check({ email: 'an@' })).toEqual({ email: 'email_invalid' });
  });

  it('still checks the dates when another field is wrong, one code per field', () => {
    expect(
      check({ fullName: '', email: 'x', idCode: '079207123456', dateOfBirth: '2007-06-02' }),
    ).toEqual({ fullName: 'required', email: 'email_invalid', dateOfBirth: 'id_under_18' });
    // The number's own error hides what the number would say.
    expect(check({ idCode: '12345678', gender: 'female' })).toEqual({ idCode: 'id_length' });
    expect(check({ gender: 'x' })).toEqual({ gender: 'option_invalid' });
    expect(check({ gender: undefined, dateOfBirth: '1991-05-15' })).toEqual({
      gender: 'required',
      idCode: 'id_birth_year_mismatch',
    });
  });

  it('names every missing field', () => {
    expect(errors(schema, {})).toEqual({
      uuid: 'required',
      customerType: 'required',
      nationality: 'required',
      fullName: 'required',
      idCode: 'required',
      dateOfBirth: 'required',
      gender: 'required',
      idDate: 'required',
      phone: 'required',
      email: 'required',
    });
    expect(errors(schema, null)).toEqual({ '': 'required' });
  });

  it('the static body schema checks the fields but not the dates against today', () => {
    expect(errors(ContactInfoBodySchema, { ...valid, dateOfBirth: '2010-01-01' })).toEqual({});
    expect(errors(ContactInfoBodySchema, { ...valid, idCode: '12' })).toEqual({
      idCode: 'id_length',
    });
  });
});

describe('GeneralInfoBodySchema', () => {
  const no = false;
  const valid = {
    uuid,
    accountTypes: { regular: true, margin: false, derivative: true },
    servicePack: 'transaction',
    referralChannel: 'broker',
    branchCode: 'HN01',
    brokerCode: 'B001',
    region: 'north',
    relatedName: 'Trần Thị Bình',
    relatedPhone: '0912345678',
    relatedRelationship: 'Vợ',
    bankAccNo: '0123456789',
    bankCode: 'VCB',
    address: 'Số 12, Đường Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    us: {
      usCitizenOrResident: no,
      usBirthPlace: no,
      usPhone: no,
      usMailAddress: no,
      usTransferAccount: no,
      usSigningAuthority: no,
    },
  };
  const check = (patch: Record<string, unknown>) =>
    errors(GeneralInfoBodySchema, { ...valid, ...patch });

  it('accepts a sound body; regular is always opened', () => {
    expect(GeneralInfoBodySchema.parse(valid)).toEqual(valid);
    expect(
      GeneralInfoBodySchema.parse({ ...valid, accountTypes: { margin: true, derivative: false } })
        .accountTypes,
    ).toEqual({ regular: true, margin: true, derivative: false });
    expect(check({ accountTypes: { regular: false, margin: no, derivative: no } })).toEqual({
      'accountTypes.regular': 'option_invalid',
    });
  });

  it('needs a yes or no for margin and derivative', () => {
    expect(check({ accountTypes: { regular: true, derivative: no } })).toEqual({
      'accountTypes.margin': 'required',
    });
    expect(check({ accountTypes: { regular: true, margin: null, derivative: 'yes' } })).toEqual({
      'accountTypes.margin': 'required',
      'accountTypes.derivative': 'option_invalid',
    });
    expect(check({ accountTypes: undefined })).toEqual({ accountTypes: 'required' });
  });

  it('needs the pack, channel, branch, broker, region and bank', () => {
    for (const field of [
      'servicePack',
      'referralChannel',
      'branchCode',
      'brokerCode',
      'bankCode',
      'region',
    ])
      expect(check({ [field]: '' })).toEqual({ [field]: 'required' });
    expect(check({ region: 'west' })).toEqual({ region: 'option_invalid' });
    expect(check({ brokerCode: 'B 001' })).toEqual({ brokerCode: 'option_invalid' });
  });

  it('checks the relationship person like a contact', () => {
    expect(check({ relatedName: 'Bình 2' })).toEqual({ relatedName: 'name_invalid' });
    expect(check({ relatedPhone: '12345' })).toEqual({ relatedPhone: 'phone_invalid' });
    expect(check({ relatedPhone: '+84 243 826 123' })).toEqual({}); // not only mobiles
    expect(check({ relatedRelationship: ' ' })).toEqual({ relatedRelationship: 'required' });
    expect(check({ relatedRelationship: 'Bố/mẹ' })).toEqual({});
    expect(check({ relatedRelationship: 'a'.repeat(51) })).toEqual({
      relatedRelationship: 'too_long',
    });
    expect(check({ relatedRelationship: 'Vợ 2' })).toEqual({ relatedRelationship: 'name_invalid' });
  });

  it.each([
    ['123456789', 'too_short'], // 9 digits
    ['012345678901234567890', 'too_long'], // 21
    ['01234567a9', 'digits_only'],
    ['', 'required'],
  ])('refuses the bank account %j with %s', (bankAccNo, code) => {
    expect(check({ bankAccNo })).toEqual({ bankAccNo: code });
  });

  it('accepts bank accounts of 10 and 20 digits, spaces dropped', () => {
    expect(check({ bankAccNo: '01234567890123456789' })).toEqual({});
    expect(GeneralInfoBodySchema.parse({ ...valid, bankAccNo: '0123 4567 89' }).bankAccNo).toBe(
      '0123456789',
    );
  });

  it('needs an address of 15 characters or more, without quotes', () => {
    expect(check({ address: '12 Lê Lợi, Q.1' })).toEqual({ address: 'too_short' }); // 14
    expect(check({ address: '12 Lê Lợi, Q. 1' })).toEqual({}); // 15
    expect(check({ address: '  12   Lê Lợi, Q.1  ' })).toEqual({ address: 'too_short' });
    expect(check({ address: 'a'.repeat(256) })).toEqual({ address: 'too_long' });
    for (const quote of ["'", '"', '`', '“', '”', '‘', '’'])
      expect(check({ address: `Số 12 ${quote}Lê Lợi${quote} Quận 1` })).toEqual({
        address: 'quotes_not_allowed',
      });
    expect(check({ address: 'Số 12\u0000 Lê Lợi, Quận 1' })).toEqual({
      address: 'invalid_characters',
    });
  });

  it('needs each of the six US questions answered', () => {
    expect(check({ us: undefined })).toEqual({ us: 'required' });
    const { usPhone: _usPhone, ...us } = valid.us;
    expect(check({ us })).toEqual({ 'us.usPhone': 'required' });
    expect(errors(GeneralInfoBodySchema, { ...valid, us: {} })).toEqual(
      Object.fromEntries(Object.keys(valid.us).map((key) => [`us.${key}`, 'required'])),
    );
    expect(check({ us: { ...valid.us, usCitizenOrResident: true } })).toEqual({});
  });

  it('the form variant has no uuid', () => {
    const { uuid: _uuid, ...fields } = valid;
    expect(RegistrationSchema.parse(fields)).toEqual(fields);
    expect(check({ uuid: 'nope' })).toEqual({ uuid: 'uuid_invalid' });
  });
});

describe('OTP, contract, uuid and handoff bodies', () => {
  it('takes an OTP of exactly 6 digits', () => {
    expect(OtpBodySchema.parse({ uuid, otp: ' 123456 ' })).toEqual({ uuid, otp: '123456' });
    for (const otp of ['12345', '1234567', '12a456'])
      expect(errors(OtpBodySchema, { uuid, otp })).toEqual({ otp: 'otp_format_invalid' });
    expect(errors(OtpBodySchema, { uuid })).toEqual({ otp: 'required' });
    expect(errors(OtpBodySchema, { uuid, otp: '123456', grecaptcha_token: 5 })).toEqual({
      grecaptcha_token: 'grecaptcha_token',
    });
  });

  it('takes a version-4 uuid, any letter case, and nothing else', () => {
    expect(UuidSchema.parse(uuid.toUpperCase())).toBe(uuid);
    expect(errors(UuidSchema, 'f47ac10b-58cc-1372-a567-0e02b2c3d479')).toEqual({
      '': 'uuid_invalid',
    });
    expect(errors(RequestOtpBodySchema, { uuid: '../etc' })).toEqual({ uuid: 'uuid_invalid' });
    expect(RequestOtpBodySchema.parse({ uuid, grecaptcha_token: 'tok' })).toEqual({
      uuid,
      grecaptcha_token: 'tok',
    });
    expect(errors(EkycFileParamsSchema, { uuid, kind: 'selfie' })).toEqual({
      kind: 'option_invalid',
    });
  });

  it('needs the terms ticked: agreed must be true', () => {
    expect(ContractConfirmBodySchema.parse({ uuid, agreed: true })).toEqual({ uuid, agreed: true });
    expect(errors(ContractConfirmBodySchema, { uuid, agreed: false })).toEqual({
      agreed: 'terms_required',
    });
    expect(errors(ContractConfirmBodySchema, { uuid, agreed: 'true' })).toEqual({
      agreed: 'terms_required',
    });
    expect(errors(ContractConfirmBodySchema, { uuid })).toEqual({ agreed: 'terms_required' });
  });

  it('takes a handoff code of URL-safe characters', () => {
    expect(HandoffRedeemSchema.parse({ code: 'abc.DEF-12_3' })).toEqual({ code: 'abc.DEF-12_3' });
    expect(errors(HandoffRedeemSchema, { code: 'a b' })).toEqual({ code: 'handoff_invalid' });
    expect(errors(HandoffRedeemSchema, {})).toEqual({ code: 'required' });
  });
});

describe('EKYC_FORM_ERROR_CODES', () => {
  it('lists each code once', () => {
    expect(new Set(EKYC_FORM_ERROR_CODES).size).toBe(EKYC_FORM_ERROR_CODES.length);
  });
});
