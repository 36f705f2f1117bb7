import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { outboxOf, waitForOutbox } from '../../test/outbox';
import { unconfiguredMailSender } from './mail';
import { renderMail, renderSms } from './render';
import { unconfiguredSmsSender, webhookSmsSender } from './sms';

const brand = {
  name: 'Chứng khoán An Phát',
  hotline: '1900 0000',
  email: 'cskh@anphat.example',
  url: 'https://www.anphat.example',
};

/** Queues the verification-code SMS to `to` (the job the SMS senders work). */
const sendCode = (
  app: FastifyInstance,
  to: string,
  locale: 'vi' | 'en',
  params: { code: string; minutes: number },
) => app.jobs.send('sms.send', { template: 'verification.code', to, locale, params });

describe('templates', () => {
  it('renders every e-mail in both languages, escaping values in the HTML', () => {
    const params = { fullName: 'Lê <b>Văn</b> Tám', subject: null };
    const vi = renderMail(
      { template: 'contact.received', to: 'a@b.vn', locale: 'vi', params },
      brand,
    );
    const en = renderMail(
      { template: 'contact.received', to: 'a@b.vn', locale: 'en', params },
      brand,
    );
    expect(vi.subject).toBe('[Chứng khoán An Phát] Chúng tôi đã nhận được yêu cầu của Quý khách');
    expect(vi.text).toContain('Kính gửi Lê <b>Văn</b> Tám,');
    expect(vi.text).toContain('Đây là thư tự động');
    expect(vi.html).toContain('Kính gửi Lê &lt;b&gt;Văn&lt;/b&gt; Tám,');
    expect(vi.html).not.toContain('<b>Văn');
    expect(en.subject).toBe('[Chứng khoán An Phát] We have received your request');
    expect(en.text).toContain('please call our hotline 1900 0000');
    for (const locale of ['vi', 'en'] as const) {
      const welcome = renderMail(
        { template: 'newsletter.welcome', to: 'a@b.vn', locale, params: {} },
        brand,
      );
      expect(welcome.html).toContain(`<html lang="${locale}">`);
      expect(welcome.text).toContain(brand.hotline);
    }
  });

  it('renders an SMS in both languages', () => {
    const job = {
      template: 'verification.code' as const,
      to: '0901234567',
      params: { code: '123456', minutes: 5 },
    };
    expect(renderSms({ ...job, locale: 'vi' }, brand)).toBe(
      'Chứng khoán An Phát: Mã xác thực của Quý khách là 123456, có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.',
    );
    expect(renderSms({ ...job, locale: 'en' }, brand)).toContain(
      'Your verification code is 123456',
    );
  });
});

describe('in production without SMTP_URL / SMS_WEBHOOK_URL', () => {
  it('fails every message with a clear error instead of dropping it', async () => {
    const message = { to: 'x', text: 't', locale: 'vi' as const, reference: 'r' };
    await expect(
      unconfiguredMailSender().send({ ...message, from: 'a@b', subject: 's', html: 'h' }),
    ).rejects.toThrow('SMTP_URL is not set');
    await expect(unconfiguredSmsSender().send(message)).rejects.toThrow(
      'SMS_WEBHOOK_URL is not set',
    );
  });

  const production = (devOutbox: string) =>
    buildTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SSO_CLIENT_SECRET: 's',
        LOGIN_DEVICE_SECRET: 'login-device-secret-for-the-test-0123456789',
        JOBS_WORKERS: 'false',
        DEV_OUTBOX: devOutbox,
      },
    });

  it('uses those senders', async () => {
    const app = await production('false');
    try {
      expect(app.messaging.mail.kind).toBe('unconfigured');
      expect(app.messaging.sms.kind).toBe('unconfigured');
    } finally {
      await app.close();
    }
  });

  it('writes to the dev outbox instead when DEV_OUTBOX asks for it (the test stack)', async () => {
    const app = await production('true');
    try {
      expect(app.messaging.mail.kind).toBe('outbox');
      expect(app.messaging.sms.kind).toBe('outbox');
    } finally {
      await app.close();
    }
  });
});

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('mail through SMTP (SMTP_URL)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp({
      env: { JOBS_WORKERS: 'true', SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends the contact form's acknowledgement to the sender, from the brand", async () => {
    const res = await post(
      app,
      '/api/v1/contacts?locale=en',
      {
        fullName: 'Tran Van Binh',
        email: 'binh@example.vn',
        phone: '0901234567',
        message: 'Please call me about a margin account.',
      },
      { remoteAddress: '10.9.0.1' },
    );
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000, interval: 100 });
    const brandName = (await app.repos.systems.findSettings('en'))!.siteName;
    expect(received[0]).toMatchObject({ from: 'no-reply@localhost', to: ['binh@example.vn'] });
    expect(received[0]!.raw).toContain(`Subject: [${brandName}] We have received your request`);
    expect(received[0]!.raw).toMatch(/X-Brokerage-Reference: [0-9a-f-]{36}/);
    expect(received[0]!.raw).toContain('Content-Type: text/html');
    // Sent, so not in the outbox.
    expect(await outboxOf(app, 'binh@example.vn')).toEqual([]);
  });
});

describe('SMS through the webhook (SMS_WEBHOOK_URL)', () => {
  const posts: { contentType: string | undefined; body: unknown }[] = [];
  let status = 200;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        posts.push({
          contentType: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {to, text, reference} as JSON from the sms.send job', async () => {
    const app = await buildTestApp({ env: { JOBS_WORKERS: 'true', SMS_WEBHOOK_URL: url } });
    try {
      const id = await sendCode(app, '0901234567', 'vi', { code: '482913', minutes: 5 });
      await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 15_000, interval: 100 });
      const brandName = (await app.repos.systems.findSettings('vi'))!.siteName;
      expect(posts[0]).toEqual({
        contentType: 'application/json',
        body: {
          to: '0901234567',
          text: `${brandName}: Mã xác thực của Quý khách là 482913, có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.`,
          reference: id,
        },
      });
    } finally {
      await app.close();
    }
  });

  it('takes an answer other than 2xx as a failure (the job is retried)', async () => {
    status = 503;
    const message = { to: '0901234567', text: 'x', locale: 'vi' as const, reference: 'r' };
    await expect(webhookSmsSender(url).send(message)).rejects.toThrow('SMS webhook answered 503');
    status = 200;
    await expect(webhookSmsSender(url).send(message)).resolves.toBeUndefined();
  });
});

describe('without SMTP_URL / SMS_WEBHOOK_URL outside production', () => {
  it('writes an SMS to the dev outbox', async () => {
    const app = await buildTestApp({ env: { JOBS_WORKERS: 'true' } });
    try {
      const id = await sendCode(app, '+84901234567', 'en', { code: '1234', minutes: 3 });
      const [sms] = await waitForOutbox(app, '+84901234567');
      expect(sms).toMatchObject({
        channel: 'sms',
        subject: null,
        html: null,
        locale: 'en',
        reference: id,
      });
      expect(sms!.text).toContain('Your verification code is 1234, valid for 3 minutes.');
    } finally {
      await app.close();
    }
  });
});
