import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, fileNameFromDisposition, type ApiClientOptions } from './client';
import {
  ApiRequestError,
  ApiSchemaError,
  NetworkError,
  RequestCanceled,
  isNetworkError,
  isRequestCanceled,
} from './errors';
import { createFakeServer, silentLogger, type FakeHandler } from './testServer';

const ItemSchema = z.object({ id: z.number(), name: z.string() });
const meta = { page: 1, limit: 10, total: 2, totalPages: 1 };
/** Answers every request with one item. */
const oneItem: FakeHandler = () => ({ status: 200, data: { data: { id: 1, name: 'a' } } });

function setup(handler: FakeHandler, overrides: Partial<ApiClientOptions> = {}) {
  const server = createFakeServer(handler);
  const logger = silentLogger();
  const options = {
    getToken: vi.fn<() => string | null>(() => null),
    getLocale: vi.fn<() => 'vi' | 'en'>(() => 'vi'),
    onUnauthorized: vi.fn(),
    onMaintenance: vi.fn(),
    logger,
    adapter: server.adapter,
    ...overrides,
  };
  const client = createApiClient(options);
  return { client, server, logger, options };
}

const errorBody = (code: string, message: string, field?: string) => ({
  errors: [{ code, message, ...(field ? { field } : {}) }],
});

describe('createApiClient: requests', () => {
  it('sends to /api/v1 with the locale parameter and JSON accept header', async () => {
    const { client, server } = setup(oneItem, {
      getLocale: () => 'en',
    });
    await client.getData('systems/general', ItemSchema, { params: { page: 2 } });
    const [request] = server.requests;
    expect(request?.baseURL).toBe('/api/v1');
    expect(request?.url).toBe('systems/general');
    expect(request?.params).toEqual({ page: 2, locale: 'en' });
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('reads the locale on every request, and a locale given by the caller wins', async () => {
    let locale: 'vi' | 'en' = 'vi';
    const { client, server } = setup(oneItem, {
      getLocale: () => locale,
    });
    await client.getData('a', ItemSchema);
    locale = 'en';
    await client.getData('b', ItemSchema);
    await client.getData('c', ItemSchema, { params: { locale: 'vi' } });
    expect(server.requests.map((r) => (r.params as { locale: string }).locale)).toEqual([
      'vi',
      'en',
      'vi',
    ]);
  });

  it('sends the bearer token only when there is one', async () => {
    let token: string | null = null;
    const { client, server } = setup(oneItem, {
      getToken: () => token,
    });
    await client.getData('a', ItemSchema);
    token = 'tok-123';
    await client.getData('a', ItemSchema);
    expect(server.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(server.requests[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('reads the token and locale when called, even before the response schemas have loaded', async () => {
    let token: string | null = 'old-token';
    let locale: 'vi' | 'en' = 'vi';
    const { client, server } = setup(oneItem, {
      getToken: () => token,
      getLocale: () => locale,
    });
    // The first request of a client waits for its schemas; a logout in that gap must not matter.
    const pending = client.getData('a', ItemSchema);
    token = null;
    locale = 'en';
    await pending;
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer old-token');
    expect((server.requests[0]?.params as { locale: string }).locale).toBe('vi');
  });

  it('a request may name its own bearer token, or go out without one', async () => {
    const { client, server } = setup(oneItem, {
      getToken: () => 'session-token',
    });
    await client.getData('a', ItemSchema, { bearer: 'customer-token' });
    await client.postData('b', {}, ItemSchema, { bearer: null });
    await client.getData('c', ItemSchema);
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(server.requests[1]?.headers.has('Authorization')).toBe(false);
    expect(server.requests[2]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('adds the session headers and the caller headers', async () => {
    const { client, server } = setup(oneItem, {
      getHeaders: () => ({ 'X-Is-Sso': 'true' }),
    });
    await client.getData('a', ItemSchema, { headers: { 'X-Extra': '1' } });
    expect(server.requests[0]?.headers.get('X-Is-Sso')).toBe('true');
    expect(server.requests[0]?.headers.get('X-Extra')).toBe('1');
  });

  it('posts JSON bodies', async () => {
    const { client, server } = setup(() => ({ status: 200, data: { data: { id: 7, name: 'x' } } }));
    const result = await client.postData('things', { star: 5 }, ItemSchema);
    expect(result).toEqual({ id: 7, name: 'x' });
    const [request] = server.requests;
    expect(request?.method).toBe('post');
    expect(String(request?.headers.get('Content-Type'))).toContain('application/json');
    expect(JSON.parse(String(request?.data))).toEqual({ star: 5 });
  });

  it('posts form fields as multipart FormData, leaving out empty ones', async () => {
    const { client, server } = setup(() => ({
      status: 200,
      data: { data: { id: 1, name: 'ok' } },
    }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await client.postForm(
      'upload',
      { uuid: 'u1', otp: 123456, cv_file: file, grecaptcha_token: null },
      ItemSchema,
    );
    const body = server.requests[0]?.data;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('uuid')).toBe('u1');
    expect(form.get('otp')).toBe('123456');
    expect(form.get('cv_file')).toBeInstanceOf(Blob);
    expect(form.has('grecaptcha_token')).toBe(false);
    expect(String(server.requests[0]?.headers.get('Content-Type') ?? '')).not.toContain(
      'application/json',
    );
  });

  it('sends a form with a JSON content type as a JSON object of its fields', async () => {
    const { client, server } = setup(() => ({ status: 200, data: new Blob(['a,b']) }));
    await client.postBlob(
      'ttpt-financial-reports/create-download',
      { stock_symbol: 'FPT', year: 2025, quarter: 2 },
      { headers: { 'Content-Type': 'application/json' } },
    );
    const [request] = server.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(request?.data))).toEqual({
      stock_symbol: 'FPT',
      year: '2025',
      quarter: '2',
    });
  });

  it('postNoContent resolves with nothing on 204', async () => {
    const { client, server } = setup(() => ({ status: 204 }));
    await expect(client.postNoContent('page-views', { path: '/' })).resolves.toBeUndefined();
    expect(server.requests[0]?.url).toBe('page-views');
  });

  it('sends PUT, PATCH and DELETE with a JSON body, or none', async () => {
    const { client, server } = setup((request) =>
      request.method === 'delete' && !request.data
        ? { status: 204 }
        : { status: 200, data: { data: { id: 1, name: 'a' } } },
    );
    await expect(
      client.sendData('patch', 'watchlists/1', { name: 'a' }, ItemSchema),
    ).resolves.toEqual({ id: 1, name: 'a' });
    await client.sendData('put', 'watchlists/order', { ids: [1] }, ItemSchema);
    await expect(client.sendNoContent('delete', 'watchlists/1')).resolves.toBeUndefined();
    expect(server.requests.map((request) => request.method)).toEqual(['patch', 'put', 'delete']);
    expect(server.requests[0]?.data).toBe('{"name":"a"}');
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(server.requests[2]?.data).toBeUndefined();
    expect(server.requests[2]?.headers.get('Content-Type')).toBeNull();
  });
});

describe('createApiClient: responses', () => {
  it('getData unwraps the data envelope', async () => {
    const { client } = setup(() => ({
      status: 200,
      data: { data: { id: 1, name: 'a', extra: true } },
    }));
    await expect(client.getData('a', ItemSchema)).resolves.toEqual({ id: 1, name: 'a' });
  });

  it('getList returns the whole body with data and meta', async () => {
    const items = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    const { client } = setup(() => ({ status: 200, data: { data: items, meta } }));
    await expect(client.getList('things', ItemSchema)).resolves.toEqual({ data: items, meta });
  });

  it('a body that does not match the schema throws ApiSchemaError and logs the issues', async () => {
    const { client, logger } = setup(() => ({ status: 200, data: { data: { id: 'one' } } }));
    const error = await client.getData('things/1', ItemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiSchemaError);
    const schemaError = error as ApiSchemaError;
    expect(schemaError.url).toBe('things/1');
    expect(schemaError.issues.map((i) => i.path.join('.'))).toEqual(['data.id', 'data.name']);
    expect(schemaError.message).not.toMatch(/zod|invalid_type/i);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('things/1'),
      expect.stringContaining('data.id'),
    );
  });

  it('a list without meta is a schema error, not a crash', async () => {
    const { client } = setup(() => ({ status: 200, data: { data: [] } }));
    await expect(client.getList('things', ItemSchema)).rejects.toBeInstanceOf(ApiSchemaError);
  });
});

describe('createApiClient: schema sources and parsed answers (issue 26)', () => {
  it('loads a schema given as a loader when an answer needs it, and parses with it', async () => {
    const load = vi.fn(() => Promise.resolve(ItemSchema));
    const { client } = setup(() => ({ status: 200, data: { data: { id: 1, name: 'a', x: 1 } } }));
    await expect(client.getData('a', load)).resolves.toEqual({ id: 1, name: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a parsed answer as it is: no schema loaded, no parsing', async () => {
    const load = vi.fn(() => Promise.resolve(ItemSchema));
    const parsed = { data: { id: 'kept as recorded' } };
    const list = { data: [{ id: 1 }], meta };
    const { client } = setup(() => ({ status: 200, data: {} }), {
      adapter: (request) =>
        Promise.resolve(
          request.url === 'one'
            ? { status: 200, data: parsed, headers: new Headers(), parsed: 'data' as const }
            : { status: 200, data: list, headers: new Headers(), parsed: 'list' as const },
        ),
    });
    await expect(client.getData('one', load)).resolves.toEqual({ id: 'kept as recorded' });
    await expect(client.getList('many', load)).resolves.toBe(list);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands each parsed GET to onParsed with its schema and output, never a POST', async () => {
    const onParsed = vi.fn();
    const { client } = setup(
      (request) =>
        request.url === 'many'
          ? { status: 200, data: { data: [{ id: 2, name: 'b', x: 1 }], meta } }
          : { status: 200, data: { data: { id: 1, name: 'a', x: 1 } } },
      { onParsed },
    );
    await client.getData('one', ItemSchema, { params: { q: 1 } });
    await client.getList('many', () => Promise.resolve(ItemSchema));
    await client.postData('one', {}, ItemSchema);
    expect(onParsed).toHaveBeenCalledTimes(2);
    const [[first, firstKind, firstSchema, firstOutput], [second, secondKind, , secondOutput]] =
      onParsed.mock.calls as [
        [{ url: string; params: object }, string, unknown, unknown],
        [{ url: string }, string, unknown, unknown],
      ];
    expect([first.url, first.params, firstKind, firstSchema]).toEqual([
      'one',
      { q: 1, locale: 'vi' },
      'data',
      ItemSchema,
    ]);
    expect(firstOutput).toEqual({ data: { id: 1, name: 'a' } });
    expect([second.url, secondKind, secondOutput]).toEqual([
      'many',
      'list',
      { data: [{ id: 2, name: 'b' }], meta },
    ]);
  });
});

describe('createApiClient: errors', () => {
  it('rejects with ApiRequestError carrying status and the errors array', async () => {
    const { client } = setup(() => ({
      status: 422,
      data: errorBody('id_under_18', 'Chưa đủ 18 tuổi', 'dateOfBirth'),
    }));
    const error = (await client
      .postData('ekyc', {}, ItemSchema)
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([
      { code: 'id_under_18', message: 'Chưa đủ 18 tuổi', field: 'dateOfBirth' },
    ]);
    expect(error.code).toBe('id_under_18');
    expect(error.hasCode('id_under_18')).toBe(true);
    expect(error.message).toBe('Chưa đủ 18 tuổi');
    expect(error.fieldErrors).toEqual({ dateOfBirth: 'Chưa đủ 18 tuổi' });
  });

  it('gives an empty errors array when the error body is not the API shape', async () => {
    const { client } = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = (await client
      .getData('a', ItemSchema)
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('reads Retry-After on 429', async () => {
    const { client } = setup(() => ({
      status: 429,
      data: errorBody('rate_limited', 'Too many'),
      headers: { 'retry-after': '30' },
    }));
    const error = (await client
      .getData('a', ItemSchema)
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('rejects with the raw error when no response came back', async () => {
    const network = new NetworkError('a', new TypeError('fetch failed'));
    const { client, options } = setup(() => {
      throw network;
    });
    await expect(client.getData('a', ItemSchema)).rejects.toBe(network);
    expect(options.onMaintenance).not.toHaveBeenCalled();
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a request without an answer in time rejects with a NetworkError that says so', async () => {
    const { client, server } = setup(() => 'hang', { timeout: 20 });
    const error = await client.getData('slow', ItemSchema).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as NetworkError).timedOut).toBe(true);
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });

  it('gives uploads four times the timeout', async () => {
    const { client, server } = setup(oneItem, { timeout: 1_000 });
    await client.postForm('upload', { a: 1 }, ItemSchema);
    await client.getData('a', ItemSchema);
    expect(server.requests.map((r) => r.timeout)).toEqual([4_000, 1_000]);
  });

  it('503 raises the maintenance callback and still rejects', async () => {
    const { client, options } = setup(() => ({
      status: 503,
      data: errorBody('maintenance', 'Bảo trì'),
    }));
    await expect(client.getData('a', ItemSchema)).rejects.toMatchObject({ status: 503 });
    expect(options.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it.each(['service_unavailable', 'maintenance'])(
    '503 %s (the whole API) raises the maintenance callback',
    async (code) => {
      const { client, options } = setup(() => ({ status: 503, data: errorBody(code, 'x') }));
      await expect(client.getData('a', ItemSchema)).rejects.toMatchObject({ status: 503, code });
      expect(options.onMaintenance).toHaveBeenCalledTimes(1);
    },
  );

  it('a 503 without the error envelope (a proxy answering for the API) raises maintenance', async () => {
    const { client, options } = setup(() => ({ status: 503, data: '<html>Bad gateway</html>' }));
    await expect(client.getData('a', ItemSchema)).rejects.toMatchObject({ errors: [] });
    expect(options.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it.each(['priceboard_unavailable', 'storage_unavailable', 'rate_limit_unavailable'])(
    '503 %s (one dependency down) rejects with its code and raises no maintenance',
    async (code) => {
      const { client, options } = setup(() => ({
        status: 503,
        data: errorBody(code, 'Không có dữ liệu trực tuyến'),
        headers: { 'retry-after': '5' },
      }));
      const error = (await client
        .getData('a', ItemSchema)
        .catch((e: unknown) => e)) as ApiRequestError;
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error.code).toBe(code);
      expect(error.retryAfterSeconds).toBe(5);
      expect(options.onMaintenance).not.toHaveBeenCalled();
    },
  );

  it('401 on a request with a token calls onUnauthorized with the errors and that token', async () => {
    const body = errorBody('token_expired', 'Phiên đăng nhập đã hết hạn');
    const { client, options } = setup(() => ({ status: 401, data: body }), {
      getToken: () => 'old-token',
    });
    await expect(client.getData('customers/me', ItemSchema)).rejects.toMatchObject({ status: 401 });
    expect(options.onUnauthorized).toHaveBeenCalledWith(body.errors, 'old-token');
  });

  it('401 on an anonymous request (a failed login) does not call onUnauthorized', async () => {
    const { client, options } = setup(() => ({
      status: 401,
      data: errorBody('login_failed', 'Sai mật khẩu'),
    }));
    await expect(client.postData('customers/auth/login', {}, ItemSchema)).rejects.toMatchObject({
      status: 401,
    });
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses call neither callback', async () => {
    const { client, options } = setup(() => ({
      status: 500,
      data: errorBody('internal_error', 'Lỗi'),
    }));
    await expect(client.getData('a', ItemSchema)).rejects.toBeInstanceOf(ApiRequestError);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
    expect(options.onMaintenance).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('a canceled request rejects with RequestCanceled and is logged', async () => {
    const { client, logger } = setup(() => 'hang');
    const request = new AbortController();
    const pending = client.getData('stock-quotes/price-histories', ItemSchema, {
      signal: request.signal,
    });
    request.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestCanceled);
    expect(isRequestCanceled(error)).toBe(true);
    expect(logger.debug).toHaveBeenCalledWith('Request canceled', 'stock-quotes/price-histories');
  });

  it('a request whose signal is already aborted is canceled too', async () => {
    const { client, server } = setup(oneItem);
    const request = new AbortController();
    request.abort();
    await expect(
      client.getData('a', ItemSchema, { signal: request.signal }),
    ).rejects.toBeInstanceOf(RequestCanceled);
    expect(server.requests).toHaveLength(0);
  });

  it('isRequestCanceled is false for other errors', () => {
    expect(isRequestCanceled(new Error('x'))).toBe(false);
    expect(isRequestCanceled(new ApiRequestError({ status: 500, errors: [] }))).toBe(false);
  });
});

describe('createApiClient: postBlob', () => {
  const pdf = () => new Blob(['%PDF-1.7 demo'], { type: 'application/pdf' });

  it('posts form fields and answers the file with the name from Content-Disposition', async () => {
    const { client, server } = setup(() => ({
      status: 200,
      data: pdf(),
      headers: { 'content-disposition': 'attachment; filename="huong-dan.pdf"' },
    }));
    const result = await client.postBlob('htgd-instructs/export', {
      id: 7,
      grecaptcha_token: null,
    });
    expect(result.fileName).toBe('huong-dan.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7 demo');
    const [request] = server.requests;
    expect(request?.method).toBe('post');
    expect(request?.url).toBe('htgd-instructs/export');
    expect(request?.responseType).toBe('blob');
    const form = request?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('id')).toBe('7');
    expect(form.has('grecaptcha_token')).toBe(false);
    expect((request?.params as { locale: string }).locale).toBe('vi');
  });

  it('gives a null name when the server sends none', async () => {
    const { client } = setup(() => ({ status: 200, data: pdf() }));
    await expect(client.postBlob('x', {})).resolves.toMatchObject({ fileName: null });
  });

  it('reads a JSON error answered as a blob into the usual ApiRequestError', async () => {
    const body = new Blob(
      [JSON.stringify(errorBody('instruct_not_found', 'Không tìm thấy hướng dẫn'))],
      {
        type: 'application/json',
      },
    );
    const { client } = setup(() => ({ status: 404, data: body }));
    const error = (await client
      .postBlob('htgd-instructs/export', { id: 999 })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(404);
    expect(error.code).toBe('instruct_not_found');
    expect(error.message).toBe('Không tìm thấy hướng dẫn');
  });

  it('keeps an empty errors array when the error blob is not JSON, and still raises maintenance', async () => {
    const { client, options } = setup(() => ({
      status: 503,
      data: new Blob(['<html>down</html>'], { type: 'text/html' }),
    }));
    const error = (await client.postBlob('x', {}).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.errors).toEqual([]);
    expect(options.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it('passes 401 with a token to onUnauthorized with the errors read from the blob', async () => {
    const errors = errorBody('token_expired', 'Hết phiên');
    const { client, options } = setup(
      () => ({
        status: 401,
        data: new Blob([JSON.stringify(errors)], { type: 'application/json' }),
      }),
      { getToken: () => 'tok' },
    );
    await expect(client.postBlob('x', {})).rejects.toMatchObject({ status: 401 });
    expect(options.onUnauthorized).toHaveBeenCalledWith(errors.errors, 'tok');
  });
});

describe('createApiClient: getBlob', () => {
  it('gets a file with the bearer token and its name; an error blob reads as ApiRequestError', async () => {
    const { client, server, options } = setup(
      (request) =>
        request.url === 'members/avatar'
          ? { status: 200, data: new Blob(['png'], { type: 'image/png' }) }
          : {
              status: 401,
              data: new Blob([JSON.stringify(errorBody('token_expired', 'Hết phiên'))], {
                type: 'application/json',
              }),
            },
      { getToken: () => 'member-token' },
    );
    const result = await client.getBlob('members/avatar');
    expect(await result.blob.text()).toBe('png');
    expect(result.fileName).toBeNull();
    const [request] = server.requests;
    expect(request?.method).toBe('get');
    expect(request?.responseType).toBe('blob');
    expect(request?.headers.get('Authorization')).toBe('Bearer member-token');
    await expect(client.getBlob('members/export')).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    });
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="bieu-phi.pdf"', 'bieu-phi.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'H%C6%B0%E1%BB%9Bng%20d%E1%BA%ABn.pdf',
      'Hướng dẫn.pdf',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it.each([undefined, null, '', 'inline', 'attachment; filename=""'])(
    'gives null for %s',
    (header) => {
      expect(fileNameFromDisposition(header)).toBeNull();
    },
  );
});
