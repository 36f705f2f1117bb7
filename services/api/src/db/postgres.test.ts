import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The same migrations, seed and routes on a real PostgreSQL server (DATABASE_URL), not PGlite.
 * `.ci/run` starts a throwaway cluster and sets TEST_DATABASE_URL; CI fails without it, a
 * developer without PostgreSQL skips it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI) throw new Error('TEST_DATABASE_URL must be set in CI (see .ci/run)');

describe.skipIf(!adminUrl)('on PostgreSQL (DATABASE_URL)', () => {
  const dbName = `brokerage_test_${process.pid}`;
  let admin: pg.Client;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: `/tmp/${dbName}` });
    app = await buildApp(config);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin?.end();
  });

  it('migrates, seeds and serves the home page in both languages', async () => {
    for (const locale of ['vi', 'en']) {
      const res = await app.inject(`/api/v1/pages/static/home-page?locale=${locale}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.templateCode).toBe('HOME');
    }
  });

  it('serves pages by translated slug, menus and the redirect table', async () => {
    const all = await app.inject('/api/v1/pages/static/all?limit=100');
    const page = all.json().data.find((p: { templateCode: string }) => p.templateCode === 'ABOUT_GENERAL');
    const en = page.translations.find((t: { locale: string }) => t.locale === 'en');
    const res = await app.inject(`/api/v1/pages/${encodeURIComponent(en.slug)}?locale=en`);
    expect(res.statusCode).toBe(200);
    expect((await app.inject('/api/v1/menus')).json().data.map((m: { code: string }) => m.code)).toEqual(
      expect.arrayContaining(['header', 'footer']),
    );
    const loop = await app.inject('/api/v1/systems/redirects/show?path=/vong-lap-a');
    expect(loop.statusCode).toBe(404);
    expect(loop.json().errors[0].code).toBe('redirect_loop');
  });

  it('has the Vietnamese search extensions', async () => {
    const client = new pg.Client({ connectionString: new URL(`/${dbName}`, adminUrl).toString() });
    await client.connect();
    try {
      const result = await client.query<{ plain: string; close: boolean }>(
        "select unaccent('chứng khoán') as plain, similarity('chung khoan', 'chung khoang') > 0.5 as close",
      );
      expect(result.rows[0]).toEqual({ plain: 'chung khoan', close: true });
    } finally {
      await client.end();
    }
  });
});
