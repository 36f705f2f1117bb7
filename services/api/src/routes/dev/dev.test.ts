import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { outboxOf } from '../../test/outbox';

describe('GET dev/outbox', () => {
  const app = useTestApp();

  it("lists one address's messages newest first in the list envelope, any letter case", async () => {
    const message = {
      channel: 'mail' as const,
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      locale: 'vi',
      reference: 'job-1',
    };
    await app.repos.outbox.add({
      ...message,
      recipient: 'hoa@example.vn',
      subject: 'older',
      createdAt: new Date('2026-03-01T08:00:00Z'),
    });
    await app.repos.outbox.add({
      ...message,
      recipient: 'hoa@example.vn',
      subject: 'newer',
      createdAt: new Date('2026-03-02T08:00:00Z'),
    });
    await app.repos.outbox.add({
      ...message,
      recipient: 'other@example.vn',
      createdAt: new Date(),
    });

    const res = await app.inject('/api/v1/dev/outbox?to=Hoa@Example.VN');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['newer', 'older']);
    expect(body.data[0]).toMatchObject({
      channel: 'mail',
      to: 'hoa@example.vn',
      text: 'T',
      html: '<p>T</p>',
      reference: 'job-1',
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    expect(await outboxOf(app, 'nobody@example.vn')).toEqual([]);
  });

  it('needs the address', async () => {
    const res = await app.inject('/api/v1/dev/outbox?locale=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('to');
  });
});

describe('dev/outbox in production', () => {
  it('does not exist', async () => {
    const app = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SSO_CLIENT_SECRET: 'secret',
        JOBS_WORKERS: 'false',
      },
    });
    try {
      const res = await app.inject('/api/v1/dev/outbox?to=hoa@example.vn');
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
