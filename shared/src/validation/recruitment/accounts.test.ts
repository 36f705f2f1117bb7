import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  NewPasswordSchema,
  OtpCodeSchema,
  PhoneOrEmailSchema,
  ProfileUpdateBodySchema,
  RECRUITMENT_FORM_ERROR_CODES,
  RegisterBodySchema,
  ResetPasswordConfirmBodySchema,
  VerifyOtpBodySchema,
  phoneOrEmailKind,
} from './accounts';

/** field → message code of the first issue on it */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const register = {
  name: 'Nguyễn Thu Trang',
  email: 'Thu.Trang@Example.VN',
  phone: '+84 912 345 678',
  password: 'Demo@123',
  password_confirmation: 'Demo@123',
  otp_channel: 'sms',
};

describe('NewPasswordSchema (spec §5)', () => {
  it.each(['Demo@123', 'aB1!xy', 'Mật@khẩu9', 'Abcdefg1$z'])('accepts %j', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['aB1!x', 'password_length'],
    ['aB1!xyzuvwq', 'password_length'],
    ['abcdef1!', 'password_weak'], // no upper case
    ['ABCDEF1!', 'password_weak'], // no lower case
    ['Abcdefg!', 'password_weak'], // no digit
    ['Abcdefg1', 'password_weak'], // no special character
  ])('refuses %j with %s', (password, code) => {
    expect(errors(NewPasswordSchema, password)).toEqual({ '': code });
  });
});

describe('RegisterBodySchema', () => {
  it('keeps the email in lower case and the phone as 0 and 9 digits', () => {
    const body = RegisterBodySchema.parse(register);
    expect(body).toMatchObject({
      name: 'Nguyễn Thu Trang',
      email: 'thu.trang@example.vn',
      phone: '0912345678',
      otp_channel: 'sms',
    });
  });

  it('puts each problem on its field, the mismatch on the confirmation', () => {
    expect(
      errors(RegisterBodySchema, {
        ...register,
        name: '<b>',
        email: 'nope',
        phone: '12345',
        password: 'weakpass',
        password_confirmation: 'other',
        otp_channel: 'fax',
      }),
    ).toEqual({
      name: 'name_invalid',
      email: 'email_invalid',
      phone: 'phone_invalid',
      password: 'password_weak',
      password_confirmation: 'password_mismatch',
      otp_channel: 'option_invalid',
    });
  });

  it('asks for every field', () => {
    expect(errors(RegisterBodySchema, {})).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      password: 'required',
      password_confirmation: 'required',
      otp_channel: 'required',
    });
  });
});

describe('PhoneOrEmailSchema', () => {
  it.each([
    [' Trang@Example.vn ', 'trang@example.vn', { email: 'trang@example.vn' }],
    ['0912 345 678', '0912345678', { phone: '0912345678' }],
    ['+84912345678', '0912345678', { phone: '0912345678' }],
  ])('reads %j', (input, value, kind) => {
    const parsed = PhoneOrEmailSchema.parse(input);
    expect(parsed).toBe(value);
    expect(phoneOrEmailKind(parsed)).toEqual(kind);
  });

  it.each([
    ['', 'required'],
    ['trang@', 'phone_or_email_invalid'],
    ['12345', 'phone_or_email_invalid'],
    ['trang', 'phone_or_email_invalid'],
  ])('refuses %j with %s', (input, code) => {
    expect(errors(LoginBodySchema, { phone_or_email: input, password: 'x' })).toEqual({
      phone_or_email: code,
    });
  });
});

describe('OtpCodeSchema', () => {
  it('takes exactly six digits', () => {
    expect(OtpCodeSchema.parse('123 456')).toBe('123456');
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(errors(OtpCodeSchema, bad)).toEqual({ '': 'otp_format_invalid' });
    }
    expect(errors(OtpCodeSchema, '')).toEqual({ '': 'required' });
  });

  it('needs a registration key of the form the API makes', () => {
    expect(errors(VerifyOtpBodySchema, { registration_key: 'short', otp: '123456' })).toEqual({
      registration_key: 'registration_expired',
    });
    expect(
      VerifyOtpBodySchema.safeParse({ registration_key: 'a'.repeat(43), otp: '123456' }).success,
    ).toBe(true);
  });
});

describe('password changes', () => {
  it('refuses a new password equal to the current one, on new_password', () => {
    expect(
      errors(ChangePasswordBodySchema, {
        password: 'Demo@123',
        new_password: 'Demo@123',
        new_password_confirmation: 'Demo@123',
      }),
    ).toEqual({ new_password: 'password_same' });
  });

  it('refuses a mismatched confirmation on its field', () => {
    expect(
      errors(ChangePasswordBodySchema, {
        password: 'Demo@123',
        new_password: 'Moi@1234',
        new_password_confirmation: 'Moi@1235',
      }),
    ).toEqual({ new_password_confirmation: 'password_mismatch' });
    expect(
      errors(ResetPasswordConfirmBodySchema, {
        phone_or_email: '0912345678',
        otp: '123456',
        new_password: 'short',
        new_password_confirmation: 'Moi@1234',
      }),
    ).toEqual({ new_password: 'password_length', new_password_confirmation: 'password_mismatch' });
  });

  it('never trims a password', () => {
    expect(DeleteAccountBodySchema.parse({ password: ' Demo@123 ' }).password).toBe(' Demo@123 ');
  });
});

describe('ProfileUpdateBodySchema', () => {
  it('keeps the optional fields null when empty', () => {
    expect(
      ProfileUpdateBodySchema.parse({ name: 'Nguyễn Thu Trang', date_of_birth: '', address: ' ' }),
    ).toMatchObject({ name: 'Nguyễn Thu Trang', date_of_birth: null, address: null });
  });

  it('refuses a day that does not exist, a future one and an unknown gender', () => {
    expect(
      errors(ProfileUpdateBodySchema, {
        name: 'Nguyễn Thu Trang',
        date_of_birth: '1995-02-30',
        gender: 'robot',
      }),
    ).toEqual({ date_of_birth: 'date_invalid', gender: 'option_invalid' });
    expect(
      errors(ProfileUpdateBodySchema, { name: 'Trang Ng', date_of_birth: '2999-01-01' }),
    ).toEqual({ date_of_birth: 'date_invalid' });
  });
});

it('every code these schemas give is one the site and the API translate', () => {
  const codes = new Set<string>(RECRUITMENT_FORM_ERROR_CODES);
  for (const code of ['password_length', 'password_weak', 'password_mismatch', 'password_same']) {
    expect(codes.has(code)).toBe(true);
  }
});
