import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptions } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { formClient } from '../../test/form-client';

const client = formClient('10.1.0');
const subscribe = (app: FastifyInstance, payload: unknown, locale = 'vi') =>
  client.post(app, `/api/v1/newsletter-subscriptions?locale=${locale}`, payload);

describe('POST newsletter-subscriptions', () => {
  const app = useTestApp();

  it('subscribes an address once, in any letter case', async () => {
    const first = await subscribe(app, { email: ' Lan.Anh@Example.VN ' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ data: { subscribed: true } });
    const rows = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lan.anh@example.vn'));
    expect(rows).toEqual([expect.objectContaining({ email: 'lan.anh@example.vn', locale: 'vi' })]);
    expect(rows[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    await subscribe(app, { email: 'LAN.ANH@example.vn' }, 'en');
    const after = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lan.anh@example.vn'));
    expect(after).toEqual(rows);
  });

  it('answers a subscribed address exactly as a new one (it tells no one who subscribed)', async () => {
    await subscribe(app, { email: 'known@example.vn' });
    for (const locale of ['vi', 'en']) {
      const known = await subscribe(app, { email: 'KNOWN@example.vn' }, locale);
      const fresh = await subscribe(app, { email: `new-${locale}@example.vn` }, locale);
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.body).toBe(fresh.body);
      expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    }
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
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
