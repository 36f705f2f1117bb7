import type { InjectOptions } from 'fastify';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { useTestApp } from '../../test/build-test-app';
import { post, postRequest } from '../../test/requests';
import { bearer, freshAddress, sessionToken } from '../../../test/customers';

/**
 * Issue 9 finding 6: a NUL byte reached PostgreSQL ("invalid byte sequence") and came back as a
 * 500 whose log held the bound values. Every one of these must be a 400 on the field instead.
 */
describe('control characters in input', () => {
  const app = useTestApp();
  let token = '';
  beforeAll(async () => {
    token = await sessionToken(app, 'direct');
  });

  const contact = {
    fullName: 'Nguyễn Thị Thu Hà',
    email: 'thuha@example.vn',
    phone: '0901234567',
    message: 'Tôi muốn được tư vấn mở tài khoản chứng khoán.',
  };
  const rating = { star: 4, name: 'Nguyễn Văn An', phone: '0901000001' };

  const cases: [string, InjectOptions, string][] = [
    ['search keyword', { url: '/api/v1/search?keyword=c%C3%B4ng%00ty' }, 'keyword'],
    ['page slug', { url: '/api/v1/pages/gioi-thieu%00' }, 'slug'],
    ['static page key', { url: '/api/v1/pages/static/home%00' }, 'key'],
    ['category filter', { url: '/api/v1/disclosures?category=cong%00bo' }, 'category'],
    ['news category filter', { url: '/api/v1/news?category=%00' }, 'category'],
    ['menu code', { url: '/api/v1/menus?code=header%00' }, 'code'],
    ['redirect path', { url: '/api/v1/systems/redirects/show?path=/a%00b' }, 'path'],
    ['content route path', { url: '/api/v1/content-routes/resolve?path=/tin-tuc/%00' }, 'path'],
    [
      'contact name',
      postRequest('/api/v1/contacts', { ...contact, fullName: 'Thu\u0000Hà' }),
      'fullName',
    ],
    [
      'contact e-mail',
      postRequest('/api/v1/contacts', { ...contact, email: 'a\u0000@b.vn' }),
      'email',
    ],
    [
      'contact subject',
      postRequest('/api/v1/contacts', { ...contact, subject: 'Mở\u0000' }),
      'subject',
    ],
    [
      'contact message',
      postRequest('/api/v1/contacts', {
        ...contact,
        message: 'Tôi muốn được tư vấn\u0000 mở tài khoản.',
      }),
      'message',
    ],
    [
      'contact message with another C0 control',
      postRequest('/api/v1/contacts', {
        ...contact,
        message: 'Tôi muốn được tư vấn\u001b[2J mở tài khoản.',
      }),
      'message',
    ],
    ['page view path', postRequest('/api/v1/page-views', { path: '/gioi-thieu\u0000' }), 'path'],
    [
      'page view referrer',
      postRequest('/api/v1/page-views', { path: '/gioi-thieu', referrer: 'https://x.vn/\u0000' }),
      'referrer',
    ],
    [
      'page view template',
      postRequest('/api/v1/page-views', { path: '/gioi-thieu', templateCode: 'HOME\u0000' }),
      'templateCode',
    ],
  ];

  it.each(cases)('%s → 400 on the field', async (_name, options, field) => {
    const res = await app.inject({ remoteAddress: freshAddress(), ...options });
    expect(res.statusCode).toBe(400);
    const { errors } = ApiErrorBodySchema.parse(res.json());
    expect(errors).toContainEqual({
      code: 'invalid_characters',
      message: 'Có ký tự không hợp lệ (ký tự điều khiển).',
      field,
    });
  });

  it('names the field of the rating message in English with locale=en', async () => {
    const list = await app.inject('/api/v1/khcn/specialists?limit=1');
    const id = list.json().data[0].id as number;
    const res = await post(
      app,
      `/api/v1/khcn/specialists/${id}/rating?locale=en`,
      { ...rating, message: 'Rất tốt\u0000' },
      { headers: bearer(token), remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: 'invalid_characters',
      message: 'This contains characters that are not allowed (control characters).',
      field: 'message',
    });
  });

  it('keeps tabs and line breaks in free text', async () => {
    const res = await post(
      app,
      '/api/v1/contacts',
      { ...contact, message: 'Dòng một\r\nDòng hai\tvà tab, đủ dài.' },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses control characters in a query parameter the route does not know', async () => {
    // Unknown keys are dropped by the schemas, but nothing with a NUL should reach a handler.
    const res = await app.inject('/api/v1/menus?utm_source=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'invalid_characters', field: 'utm_source' });
  });
});
