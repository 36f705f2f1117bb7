import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { useTestApp } from '../../test/build-test-app';

/** A multipart body of plain fields (the instruct export reads multipart forms). */
function multipart(fields: [string, string][], { close = true } = {}): InjectOptions {
  const parts = fields.map(
    ([name, value]) => `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    method: 'POST',
    url: '/api/v1/htgd-instructs/export',
    headers: { 'content-type': 'multipart/form-data; boundary=B' },
    payload: `${parts.join('')}${close ? '--B--\r\n' : ''}`,
  };
}

const json = (payload: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url: '/api/v1/page-views',
  headers: { 'content-type': contentType },
  payload,
});

const withLocale = (options: InjectOptions, locale: string): InjectOptions => {
  const url = String(options.url);
  return { ...options, url: `${url}${url.includes('?') ? '&' : '?'}locale=${locale}` };
};

/** Whatever Fastify, a plugin or Node would have said about itself must not reach a client. */
const INTERNALS =
  /FST_|ERR_|Error:|\bat [\w.<>]+ \(|node_modules|is not a valid url component|exceeding the max param length|Unexpected end|Boundary|stack|statusCode/i;

/**
 * Issue 20 item 7: every request the framework refuses before a route runs (a bad URL, a
 * parameter over maxParamLength, a body that cannot be read) answers in the error envelope with
 * a stable code, a message in the request's language and the right status.
 */
describe('framework errors in the envelope', () => {
  const app = useTestApp({
    env: { RATE_LIMIT_MAX: '100000', FORM_RATE_LIMIT_MAX: '100000' },
  });

  const cases: [string, InjectOptions, number, string, string][] = [
    [
      'a URL with a broken percent escape',
      { url: '/api/v1/%zz' },
      400,
      'invalid_url',
      'The address of the request is not valid.',
    ],
    [
      'a broken escape in a path parameter',
      { url: '/api/v1/pages/gioi%E0%A4%A' },
      400,
      'invalid_url',
      'The address of the request is not valid.',
    ],
    [
      'a path parameter longer than maxParamLength',
      { url: `/api/v1/pages/${'a'.repeat(150)}` },
      414,
      'uri_too_long',
      'The address of the request is too long.',
    ],
    [
      'malformed JSON',
      json('{"path":'),
      400,
      'invalid_json',
      'The request body is not valid JSON.',
    ],
    ['an empty JSON body', json(''), 400, 'invalid_json', 'The request body is not valid JSON.'],
    [
      'JSON that poisons a prototype',
      json('{"path":"/a","__proto__":{"admin":true}}'),
      400,
      'invalid_json',
      'The request body is not valid JSON.',
    ],
    [
      'a content type no route reads',
      json('<path/>', 'application/xml'),
      415,
      'unsupported_media_type',
      'This content type is not supported.',
    ],
    [
      'a JSON body over the 1 MiB limit',
      json(JSON.stringify({ path: `/${'a'.repeat(1024 * 1024)}` })),
      413,
      'payload_too_large',
      'The request body is too large.',
    ],
    [
      'a Content-Length shorter than the body',
      {
        ...json('{"path":"/gioi-thieu"}'),
        headers: { 'content-type': 'application/json', 'content-length': '5' },
      },
      400,
      'invalid_content_length',
      'The length of the request body does not match its Content-Length.',
    ],
    [
      'a URL-encoded form over its 16 KiB limit',
      {
        method: 'POST',
        url: '/api/v1/htgd-instructs/export',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=1&x=${'a'.repeat(20 * 1024)}`,
      },
      413,
      'payload_too_large',
      'The request body is too large.',
    ],
    [
      'a multipart form with too many fields',
      multipart(Array.from({ length: 12 }, (_, i): [string, string] => [`f${i}`, 'v'])),
      413,
      'payload_too_large',
      'The request body is too large.',
    ],
    [
      'a multipart field named __proto__',
      multipart([['__proto__', 'x']]),
      400,
      'bad_request',
      'The request is not valid.',
    ],
    [
      'a multipart body without its boundary',
      {
        ...multipart([['id', '1']]),
        headers: { 'content-type': 'multipart/form-data' },
      },
      400,
      'bad_request',
      'The request is not valid.',
    ],
    [
      'a multipart body cut short',
      multipart([['id', '1']], { close: false }),
      400,
      'bad_request',
      'The request is not valid.',
    ],
    [
      'a route that does not exist',
      { url: '/api/v1/no-such-thing' },
      404,
      'not_found',
      'The requested address was not found.',
    ],
    [
      'a method a known path does not take',
      { method: 'DELETE', url: '/api/v1/news' },
      404,
      'not_found',
      'The requested address was not found.',
    ],
    [
      'a NUL in a path parameter',
      { url: '/api/v1/pages/gioi-thieu%00' },
      400,
      'invalid_characters',
      'This contains characters that are not allowed (control characters).',
    ],
    [
      'a raw NUL in the query',
      { url: '/api/v1/news?category=a\u0000b' },
      400,
      'invalid_characters',
      'This contains characters that are not allowed (control characters).',
    ],
  ];

  it.each(cases)('%s', async (_name, options, status, code, english) => {
    const en = await app.inject(withLocale(options, 'en'));
    expect(en.statusCode).toBe(status);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    const body = ApiErrorBodySchema.parse(en.json());
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ code, message: english });
    expect(Object.keys(en.json())).toEqual(['errors']);
    expect(en.body).not.toMatch(INTERNALS);

    // Vietnamese by default: the same code, another message.
    const vi = await app.inject(options);
    expect(vi.statusCode).toBe(status);
    expect(vi.json().errors[0].code).toBe(code);
    expect(vi.json().errors[0].message).not.toBe(english);
    expect(vi.body).not.toMatch(INTERNALS);
  });

  it('reads the locale even when the path could not be decoded', async () => {
    const res = await app.inject('/api/v1/%zz?locale=en&x=%zz');
    expect(res.json().errors[0].message).toBe('The address of the request is not valid.');
    const vi = await app.inject('/api/v1/%zz');
    expect(vi.json().errors[0].message).toBe('Đường dẫn của yêu cầu không hợp lệ.');
  });
});

/**
 * What Node's HTTP parser refuses never reaches Fastify's router (a raw NUL in the request line,
 * headers over the limit): the socket-level answer is the envelope too, in Vietnamese since no
 * locale could be read.
 */
describe('requests the HTTP parser refuses', () => {
  const app = useTestApp();
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(request, 'latin1');
    });
  }

  it.each([
    ['a NUL in the request line', 'GET /api/v1/news\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    [
      'a header over the size limit',
      `GET /api/v1/news HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
  ])('%s: %i in the envelope', async (_name, request, status) => {
    const answer = await raw(request);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    const parsed = ApiErrorBodySchema.parse(
      JSON.parse(Buffer.from(body, 'latin1').toString('utf8')),
    );
    expect(parsed.errors[0]?.code).toBe(status === 431 ? 'headers_too_large' : 'bad_request');
    expect(body).not.toMatch(INTERNALS);
  });
});
