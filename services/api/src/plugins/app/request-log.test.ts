import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openTemplateDatabase } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { serializeError } from './request-log';

/** Every line the app logs, parsed. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream, text: () => JSON.stringify(lines) };
}

async function buildLoggingApp(level: string, stream: Writable): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('apiTestDataDir'),
    LOG_LEVEL: level,
  });
  const app = await buildApp(config, {
    database: await openTemplateDatabase(),
    logStream: stream,
  });
  await app.ready();
  return app;
}

const contact = {
  fullName: 'Trần Bảo Ngọc',
  email: 'baongoc.secret@example.vn',
  phone: '0987654321',
  subject: 'Hỏi về phí giao dịch',
  message: 'Cho tôi hỏi biểu phí giao dịch cổ phiếu trực tuyến.',
};
const PERSONAL = ['Trần Bảo Ngọc', 'baongoc.secret', '0987654321', '987654321', 'biểu phí'];

describe('request logs (issue 9 findings 6 and 12)', () => {
  const trace = logCapture();
  const info = logCapture();
  let traced: FastifyInstance;
  let quiet: FastifyInstance;
  beforeAll(async () => {
    traced = await buildLoggingApp('trace', trace.stream);
    quiet = await buildLoggingApp('info', info.stream);
  });
  afterAll(async () => {
    await traced.close();
    await quiet.close();
  });

  it('logs a failing database write without the bound values or the query string', async () => {
    const [capture, app] = [trace, traced];
    capture.lines.length = 0;
    // The database refuses every contact row: the insert fails with its parameters bound.
    await app.db.execute(
      sql`alter table contact_messages add constraint refuse_all check (length(email) < 0)`,
    );
    const res = await post(
      app,
      '/api/v1/contacts?locale=en&ref=0987654321&keyword=baongoc.secret',
      contact,
    );
    expect(res.statusCode).toBe(500);
    const search = await app.inject('/api/v1/search?keyword=baongoc.secret%40example.vn');
    expect(search.statusCode).toBe(200);

    const text = capture.text();
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(text).not.toContain('params');
    expect(text).not.toContain('Failing row');

    // The error is still there to act on: what failed, on which route, with its request id.
    const error = capture.lines.find((l) => l.level === 50 && l.err);
    expect(error).toMatchObject({
      reqId: expect.any(String),
      err: { type: expect.any(String), message: expect.stringContaining('insert into') },
    });
    const done = capture.lines.filter((l) => l.msg === 'request completed');
    expect(done.map((l) => [l.method, l.route, l.path, l.statusCode])).toEqual([
      ['POST', '/api/v1/contacts', '/api/v1/contacts', 500],
      ['GET', '/api/v1/search', '/api/v1/search', 200],
    ]);
    for (const line of done) expect(line.responseTime).toEqual(expect.any(Number));
  });

  it('writes nothing at info for a successful request, one line for a client error', async () => {
    const [capture, app] = [info, quiet];
    // Start-up notices (e.g. SSO not configured) are not what this test looks at.
    capture.lines.length = 0;
    await app.inject('/api/v1/pages/static/home-page');
    await app.inject('/api/v1/menus');
    expect(capture.lines).toEqual([]);
    await app.inject('/api/v1/pages/khong-co-trang-nay');
    expect(capture.lines).toHaveLength(1);
    expect(capture.lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      route: '/api/v1/pages/:slug',
      statusCode: 404,
    });
  });

  it("logs and echoes the proxy's x-request-id, and makes its own for anything else", async () => {
    const [capture, app] = [trace, traced];
    capture.lines.length = 0;
    const given = 'c0ffee00-1234-4abc-8def-0123456789ab';
    const carried = await app.inject({ url: '/api/v1/menus', headers: { 'x-request-id': given } });
    expect(carried.headers['x-request-id']).toBe(given);
    const line = capture.lines.find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ reqId: given, route: '/api/v1/menus', statusCode: 200 });

    // Too short, too long, or with characters a log line must not take: replaced by a UUID.
    for (const bad of ['short', 'x'.repeat(65), 'abc def ghi', 'a\u001b[31mredline']) {
      const answer = await app.inject({ url: '/api/v1/menus', headers: { 'x-request-id': bad } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Every request gets one, also when nobody sent any and when no route matched.
    const unmatched = await app.inject('/api/v1/nowhere');
    expect(unmatched.statusCode).toBe(404);
    expect(unmatched.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('serializeError', () => {
  it('keeps the class, code and message but not a value PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "0987654321"'), {
      code: '22P02',
      detail: 'Failing row contains (Trần Bảo Ngọc)',
    });
    const error = new Error('Failed query: select $1::int\nparams: 0987654321', { cause });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toMatch(/0987654321|Trần|Failing row|params/);
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'Failed query: select $1::int',
      cause: { code: '22P02', message: 'invalid input syntax for type integer: "…"' },
    });
  });
});
