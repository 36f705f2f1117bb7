import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema';
import { hashIp } from '../../lib/security/ip-hash';
import { RECAPTCHA_VERIFY_URL } from '../../plugins/app/recaptcha';
import { useTestApp } from '../../test/build-test-app';
import { formClient } from '../../test/form-client';
import { waitForOutbox } from '../../test/outbox';
import { recaptchaSuite } from '../../test/recaptcha';

const valid = {
  fullName: '  Nguyễn Thị   Thu Hà ',
  email: ' thuha@example.vn ',
  phone: '090 123 4567',
  subject: 'Mở tài khoản',
  message: 'Tôi muốn được tư vấn mở tài khoản chứng khoán.',
};

const client = formClient('10.0.0');
const post = (app: FastifyInstance, payload: unknown, url = '/api/v1/contacts') =>
  client.post(app, url, payload);

describe('POST contacts', () => {
  const app = useTestApp();

  it('stores the trimmed message with the hashed address and answers 201 with its id', async () => {
    const res = await post(app, valid, '/api/v1/contacts?locale=en');
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(id).toEqual(expect.any(Number));
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      fullName: 'Nguyễn Thị Thu Hà',
      email: 'thuha@example.vn',
      phone: '0901234567',
      subject: 'Mở tài khoản',
      locale: 'en',
      ipHash: hashIp(app.config.ipHashSecret, client.address()),
    });
    expect(row!.ipHash).not.toContain('10.0.0');
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('accepts +84 numbers and no subject', async () => {
    const res = await post(app, { ...valid, subject: '', phone: '+84 912 345 678' });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({ phone: '+84912345678', subject: null });
  });

  it('rejects bad names, emails, phones and messages on their fields, in the request language', async () => {
    const res = await post(
      app,
      { fullName: 'Hà 123!', email: 'ha@', phone: '12345', message: 'ngắn' },
      '/api/v1/contacts?locale=en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        code: 'name_invalid',
        message: 'Names may contain only letters and spaces, no digits or special characters.',
        field: 'fullName',
      },
      { code: 'email_invalid', message: 'The email address is not valid.', field: 'email' },
      {
        code: 'phone_invalid',
        message: 'The phone number is not valid (10 digits starting with 0, or +84).',
        field: 'phone',
      },
      { code: 'too_short', message: 'Must be at least 10 characters long.', field: 'message' },
    ]);
  });

  it('says what is missing, in Vietnamese by default, and limits lengths', async () => {
    const missing = await post(app, { fullName: '   ', message: 'x'.repeat(2001) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { code: 'required', message: 'Trường này là bắt buộc.', field: 'fullName' },
      { code: 'required', message: 'Trường này là bắt buộc.', field: 'email' },
      { code: 'required', message: 'Trường này là bắt buộc.', field: 'phone' },
      { code: 'too_long', message: 'Tối đa 2000 ký tự.', field: 'message' },
    ]);
  });

  it('limits each client to a few posts a minute with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await post(app, valid);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().errors[0].code).toBe('rate_limited');
    // Another client is not affected.
    client.next();
    expect((await post(app, valid)).statusCode).toBe(201);
  });
});

describe('POST contacts: the acknowledgement e-mail', () => {
  const app = useTestApp({ env: { JOBS_WORKERS: 'true' } });

  it.each([
    ['en', 'We have received your request', 'Dear Nguyễn Thị Thu Hà,', 'about “Mở tài khoản”'],
    [
      'vi',
      'Chúng tôi đã nhận được yêu cầu của Quý khách',
      'Kính gửi Nguyễn Thị Thu Hà,',
      'về “Mở tài khoản”',
    ],
  ])(
    'goes to the sender through the mail job, in the request language (%s)',
    async (locale, subject, greeting, about) => {
      const email = `ack-${locale}@example.vn`;
      const res = await post(app, { ...valid, email }, `/api/v1/contacts?locale=${locale}`);
      expect(res.statusCode).toBe(201);
      const [mail] = await waitForOutbox(app, email);
      const brand = (await app.repos.systems.findSettings(locale as 'vi' | 'en'))!.siteName;
      expect(mail).toMatchObject({ channel: 'mail', to: email, locale });
      expect(mail!.subject).toBe(`[${brand}] ${subject}`);
      expect(mail!.text).toContain(greeting);
      expect(mail!.text).toContain(about);
      expect(mail!.html).toContain(`<html lang="${locale}">`);
      expect(mail!.html).toContain(greeting);
    },
  );
});

describe('POST contacts with reCAPTCHA', () => {
  const { fetchMock, app } = recaptchaSuite();

  it('needs a token', async () => {
    const res = await post(app, valid, '/api/v1/contacts?locale=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        code: 'grecaptcha_token',
        message: 'The verification failed because of a system error. Please try again.',
        field: 'grecaptcha_token',
      },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks Google and stores the message only for a valid token', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ success: false }));
    expect((await post(app, { ...valid, grecaptcha_token: 'bad' })).statusCode).toBe(400);
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    expect((await post(app, { ...valid, grecaptcha_token: 'good' })).statusCode).toBe(201);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    const sent = new URLSearchParams(String(init?.body));
    expect(sent.get('secret')).toBe('test-secret');
    expect(sent.get('response')).toBe('good');
  });

  it('rejects when Google cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await post(app, { ...valid, grecaptcha_token: 'x' })).statusCode).toBe(400);
  });
});
