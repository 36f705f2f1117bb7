import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptions } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { formClient } from '../../test/form-client';
import { outboxOf, waitForOutbox } from '../../test/outbox';

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

describe('POST newsletter-subscriptions: the welcome e-mail', () => {
  const app = useTestApp({ env: { JOBS_WORKERS: 'true' } });

  it('welcomes a new address once, in the language it signed up in', async () => {
    expect((await subscribe(app, { email: 'Welcome@Example.VN' }, 'en')).statusCode).toBe(202);
    const [mail] = await waitForOutbox(app, 'welcome@example.vn');
    expect(mail).toMatchObject({ channel: 'mail', locale: 'en' });
    expect(mail!.subject).toContain('You are subscribed to our newsletter');

    // Signing up again is answered the same, but sends nothing: a later address's welcome
    // (queued after it, worked in order) arrives while this one still has one.
    expect((await subscribe(app, { email: 'welcome@example.vn' }, 'vi')).statusCode).toBe(202);
    expect((await subscribe(app, { email: 'chao@example.vn' }, 'vi')).statusCode).toBe(202);
    const [vi] = await waitForOutbox(app, 'chao@example.vn');
    expect(vi!.subject).toContain('Đăng ký nhận bản tin thành công');
    expect(vi!.text).toContain('Cảm ơn Quý khách đã đăng ký nhận bản tin');
    expect(await outboxOf(app, 'welcome@example.vn')).toHaveLength(1);
  });
});
