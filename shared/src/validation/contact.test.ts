import { describe, expect, it } from 'vitest';
import { ContactBodySchema, NewsletterBodySchema } from './contact';

const valid = {
  fullName: 'Nguyễn Thị Thu Hà',
  email: 'thuha@example.vn',
  phone: '0901234567',
  message: 'Tôi muốn được tư vấn mở tài khoản.',
};

/** field → message code of the first issue on it */
function errors(input: unknown): Record<string, string> {
  const result = ContactBodySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ContactBodySchema', () => {
  it('accepts Vietnamese names with diacritics and trims everything', () => {
    const data = ContactBodySchema.parse({
      ...valid,
      fullName: '  Đặng   Thị Ngọc Ánh ',
      email: ' a@b.vn ',
      phone: ' 090.123.4567 ',
      subject: '   ',
    });
    expect(data).toEqual({
      fullName: 'Đặng Thị Ngọc Ánh',
      email: 'a@b.vn',
      phone: '0901234567',
      message: valid.message,
    });
  });

  it('accepts +84 numbers', () => {
    expect(ContactBodySchema.parse({ ...valid, phone: '+84 912 345 678' }).phone).toBe(
      '+84912345678',
    );
  });

  it.each([
    ['Nguyen Van 1', 'name_invalid'],
    ['Lan@Anh', 'name_invalid'],
    ['<script>', 'name_invalid'],
    ['A', 'too_short'],
    ['   ', 'required'],
    ['a'.repeat(101), 'too_long'],
  ])('rejects the name %j with %s', (fullName, code) => {
    expect(errors({ ...valid, fullName })).toEqual({ fullName: code });
  });

  it.each([
    ['0912345', 'phone_invalid'],
    ['1912345678', 'phone_invalid'],
    ['+8491234567', 'phone_invalid'],
    ['09123456789', 'phone_invalid'],
    ['abc', 'phone_invalid'],
    ['', 'required'],
  ])('rejects the phone %j with %s', (phone, code) => {
    expect(errors({ ...valid, phone })).toEqual({ phone: code });
  });

  it('rejects bad emails, short or long messages and missing fields, one code per field', () => {
    expect(errors({ ...valid, email: 'a@' })).toEqual({ email: 'email_invalid' });
    expect(errors({ ...valid, message: 'ngắn' })).toEqual({ message: 'too_short' });
    expect(errors({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'too_long' });
    expect(errors({ ...valid, subject: 'x'.repeat(201) })).toEqual({ subject: 'too_long' });
    expect(errors({})).toEqual({
      fullName: 'required',
      email: 'required',
      phone: 'required',
      message: 'required',
    });
  });
});

describe('NewsletterBodySchema', () => {
  it('needs a valid email', () => {
    expect(NewsletterBodySchema.parse({ email: ' x@y.vn ' })).toEqual({ email: 'x@y.vn' });
    expect(NewsletterBodySchema.safeParse({ email: 'x@' }).error?.issues[0]?.message).toBe(
      'email_invalid',
    );
    expect(NewsletterBodySchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'required',
    );
  });
});
