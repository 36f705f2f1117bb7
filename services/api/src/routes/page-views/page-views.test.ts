import { desc } from 'drizzle-orm';
import { pageViews } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';

describe('POST page-views', () => {
  const app = useTestApp();

  it('stores the view without query strings and answers 204', async () => {
    const res = await post(app, '/api/v1/page-views?locale=en', {
      path: '/en/about-an-phat?token=secret',
      templateCode: 'ABOUT_GENERAL',
      referrer: 'https://www.google.com/search?q=an+phat',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await app.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row).toMatchObject({
      path: '/en/about-an-phat',
      templateCode: 'ABOUT_GENERAL',
      referrer: 'https://www.google.com/search',
      locale: 'en',
    });
  });

  it('validates the body field by field', async () => {
    const res = await post(app, '/api/v1/page-views?locale=en', { path: '', templateCode: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'too_small', message: 'Must not be empty.', field: 'path' },
      { code: 'invalid_type', message: 'Must be text.', field: 'templateCode' },
    ]);
  });

  it('needs a body', async () => {
    const res = await post(app, '/api/v1/page-views');
    expect(res.statusCode).toBe(400);
  });

  it('stores the normalised path and rejects one that cannot be a path', async () => {
    const view = (path: string) => post(app, '/api/v1/page-views?locale=en', { path });
    expect((await view('/EN/About-An-Phat/#top')).statusCode).toBe(204);
    const [row] = await app.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row?.path).toBe('/en/about-an-phat');
    const bad = await view('/a%zz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ code: 'invalid_format', field: 'path' }]);
  });

  it('limits each client to 60 views a minute', async () => {
    const view = () =>
      post(app, '/api/v1/page-views', { path: '/' }, { remoteAddress: '10.9.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await view()).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
