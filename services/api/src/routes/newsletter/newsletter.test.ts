import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptions, systemSettings } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';

let nextIp = 1;
const subscribe = (app: FastifyInstance, payload: unknown, locale = 'vi') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/newsletter-subscriptions?locale=${locale}`,
    payload: payload as object,
    remoteAddress: `10.1.0.${nextIp}`,
  });

describe('POST newsletter-subscriptions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    nextIp += 1;
  });

  it('subscribes an address once, in any letter case, and answers the hotline message after', async () => {
    const first = await subscribe(app, { email: ' Lan.Anh@Example.VN ' });
    expect(first.statusCode).toBe(201);
    const [row] = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, first.json().data.id));
    expect(row).toMatchObject({ email: 'lan.anh@example.vn', locale: 'vi' });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await subscribe(app, { email: 'LAN.ANH@example.vn' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      {
        code: 'newsletter_already_subscribed',
        message:
          'Email này đã đăng ký nhận bản tin. Vui lòng liên hệ tổng đài 1900 98 9999 để được hỗ trợ.',
        field: 'email',
      },
    ]);

    const english = await subscribe(app, { email: 'lan.anh@example.vn' }, 'en');
    expect(english.json().errors[0].message).toBe(
      'This email has already subscribed to the newsletter. Please contact the hotline 1900 98 9999 for help.',
    );
  });

  it('quotes the hotline of the request locale', async () => {
    await app.db
      .update(systemSettings)
      .set({ hotline: '+84 24 0000 1111' })
      .where(eq(systemSettings.locale, 'en'));
    await subscribe(app, { email: 'hotline@example.vn' }, 'en');
    const english = await subscribe(app, { email: 'hotline@example.vn' }, 'en');
    expect(english.json().errors[0].message).toBe(
      'This email has already subscribed to the newsletter. Please contact the hotline +84 24 0000 1111 for help.',
    );
    const vietnamese = await subscribe(app, { email: 'hotline@example.vn' });
    expect(vietnamese.json().errors[0].message).toContain('1900 98 9999');
  });

  it('rejects a bad or missing email on the field', async () => {
    const bad = await subscribe(app, { email: 'not-an-email' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { code: 'email_invalid', message: 'The email address is not valid.', field: 'email' },
    ]);
    const missing = await subscribe(app, {});
    expect(missing.json().errors).toEqual([
      { code: 'required', message: 'Trường này là bắt buộc.', field: 'email' },
    ]);
  });

  it('limits each client to a few signups a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await subscribe(app, { email: `rate${i}@example.vn` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
