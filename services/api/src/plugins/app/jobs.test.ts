import { useTestApp } from '../../test/build-test-app';

describe('the job queue in the app', () => {
  // Workers off: a sent job stays queued, so the figures below hold still.
  const app = useTestApp();

  it('counts jobs by queue and state in /metrics (jobs_queue_jobs)', async () => {
    await app.jobs.send('mail.send', {
      template: 'newsletter.welcome',
      to: 'metrics@example.vn',
      locale: 'vi',
      params: {},
    });
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE jobs_queue_jobs gauge');
    expect(res.body).toContain('jobs_queue_jobs{queue="mail.send",state="created"} 1');
  });

  it('is one of the readiness checks', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toMatchObject({ jobs: 'ok' });
  });

  it('refuses a payload that does not fit its job', async () => {
    await expect(
      app.jobs.send('mail.send', {
        template: 'newsletter.welcome',
        to: 'not an address',
        locale: 'vi',
        params: {},
      }),
    ).rejects.toThrow();
  });
});
