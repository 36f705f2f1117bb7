import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PageViewBodySchema } from './content';
import {
  ContentKeyParamsSchema,
  ContentListQuerySchema,
  ContentRouteResolveQuerySchema,
} from './contentItems';
import { ContactBodySchema, NewsletterBodySchema } from './contact';
import {
  CustomerLoginBodySchema,
  SpecialistRatingBodySchema,
  SsoLoginBodySchema,
} from './customers';
import { SearchQuerySchema } from './search';
import { INVALID_CHARACTERS, findControlCharacter, safeLine, safeText } from './text';

/** path → code of every issue */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('safeText and safeLine', () => {
  it('refuse NUL and the other C0 controls and DEL', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
    ]) {
      expect(issues(safeText(), `a${c}b`)).toEqual({ '': INVALID_CHARACTERS });
      expect(issues(safeLine(), `a${c}b`)).toEqual({ '': INVALID_CHARACTERS });
    }
  });

  it('keep tab and line breaks in free text only', () => {
    expect(safeText().parse('một\r\nhai\tba')).toBe('một\r\nhai\tba');
    expect(issues(safeLine(), 'một\nhai')).toEqual({ '': INVALID_CHARACTERS });
  });

  it('keep Vietnamese, emoji and punctuation', () => {
    expect(safeLine().parse('Đặng Thị Ngọc Ánh 📈 "; --')).toBe('Đặng Thị Ngọc Ánh 📈 "; --');
  });

  it('stop at the control character: no second message on the same field', () => {
    expect(
      safeLine().min(5, { error: 'too_short' }).safeParse('\u0000').error?.issues,
    ).toHaveLength(1);
  });

  it('findControlCharacter names the path of the first bad string in nested input', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual(['b', 'c', '1']);
    expect(findControlCharacter({ a: 'line\r\nbreak\t' })).toBeUndefined();
    expect(findControlCharacter('\u0000')).toEqual([]);
    expect(findControlCharacter(null)).toBeUndefined();
    // A query object without Object.prototype (fast-querystring's) and a cycle.
    const query = Object.assign(Object.create(null) as object, { utm: '\u0000' });
    expect(findControlCharacter(query)).toEqual(['utm']);
    const cyclic: Record<string, unknown> = { a: 'ok' };
    cyclic.self = cyclic;
    expect(findControlCharacter(cyclic)).toBeUndefined();
    expect(findControlCharacter({ file: new Uint8Array([0]) })).toBeUndefined();
  });
});

describe('request schemas refuse control characters on the field', () => {
  const contact = {
    fullName: 'Nguyễn Thị Thu Hà',
    email: 'thuha@example.vn',
    phone: '0901234567',
    message: 'Tôi muốn được tư vấn mở tài khoản.',
  };
  const cases: [string, z.ZodType, unknown, string][] = [
    ['contact name', ContactBodySchema, { ...contact, fullName: 'Thu\u0000Hà' }, 'fullName'],
    ['contact e-mail', ContactBodySchema, { ...contact, email: 'a\u0000@b.vn' }, 'email'],
    ['contact phone', ContactBodySchema, { ...contact, phone: '0901234567\u0000' }, 'phone'],
    ['contact subject', ContactBodySchema, { ...contact, subject: 'Mở\u0000' }, 'subject'],
    [
      'contact message',
      ContactBodySchema,
      { ...contact, message: `${contact.message}\u0000` },
      'message',
    ],
    ['newsletter e-mail', NewsletterBodySchema, { email: 'a@b.vn\u0000' }, 'email'],
    ['search keyword', SearchQuerySchema, { keyword: 'công\u0000ty' }, 'keyword'],
    ['content key', ContentKeyParamsSchema, { key: 'tin\u0000' }, 'key'],
    ['category filter', ContentListQuerySchema, { category: 'cong\u0000bo' }, 'category'],
    ['content route path', ContentRouteResolveQuerySchema, { path: '/a\u0000' }, 'path'],
    ['page view path', PageViewBodySchema, { path: '/a\u0000' }, 'path'],
    [
      'page view referrer',
      PageViewBodySchema,
      { path: '/a', referrer: 'https://x\u0000' },
      'referrer',
    ],
    [
      'page view template',
      PageViewBodySchema,
      { path: '/a', templateCode: 'HOME\u0000' },
      'templateCode',
    ],
    [
      'rating message',
      SpecialistRatingBodySchema,
      { star: 4, name: 'Nguyễn Văn An', phone: '0901000001', message: 'Tốt\u0000' },
      'message',
    ],
    [
      'login password',
      CustomerLoginBodySchema,
      { accountNumber: '009C000001', password: 'a\u0000' },
      'password',
    ],
    [
      'SSO state',
      SsoLoginBodySchema,
      { code: 'abc', state: 'x\u0000', redirect_uri: '/login-sso' },
      'state',
    ],
  ];

  it.each(cases)('%s', (_name, schema, input, field) => {
    expect(issues(schema, input)[field]).toBe(INVALID_CHARACTERS);
  });
});
