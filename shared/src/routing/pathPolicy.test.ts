import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  internalRedirectTarget,
  isJunkPath,
  isUnsafeSegment,
  normalizeSitePath,
  safeRedirectLocation,
  safeReturnPath,
  samePath,
  splitUrl,
} from './pathPolicy';

/**
 * What each rule must refuse, whoever asks: another origin, a backslash or a control character
 * (raw or encoded), a malformed escape.
 */
describe('isJunkPath (proxy: the 404 page before any lookup)', () => {
  it.each(['/tin-tuc', '/tin%20t%E1%BB%A9c', '/', '//a', '/chứng-khoán'])('accepts %j', (path) => {
    expect(isJunkPath(path)).toBe(false);
  });

  it.each([
    `/${'a'.repeat(3000)}`,
    '/%E0%A4%A',
    '/..%2f',
    '/..%2F..%2Fetc%2Fpasswd',
    '/a%00b',
    '/%5cevil',
    '/a\\b',
    '/a/../b',
    '/./x',
    'http://evil/x',
    '*',
    '',
  ])('refuses %j', (path) => {
    expect(isJunkPath(path)).toBe(true);
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/vi', '/'],
    ['/vi/', '/'],
    ['/vi/en', '/en'],
    ['/vi/lien-he', '/lien-he'],
    ['/lien-he/', '/lien-he'],
    ['/en/', '/en'],
    ['//evil.example.com/', '/evil.example.com'],
    ['/a//b', '/a/b'],
  ])('%j → %j', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

describe('splitUrl and samePath', () => {
  it.each([
    ['/lien-he', '/lien-he', ''],
    ['/lien-he?a=1&b=2', '/lien-he', '?a=1&b=2'],
    ['/?', '/', '?'],
  ])('splits %j', (url, rawPath, search) => {
    expect(splitUrl(url)).toEqual({ rawPath, search });
  });

  it.each([
    ['/tin%20t%E1%BB%A9c', '/tin tức', true],
    ['/a', '/b', false],
    ['/%E0%A4%A', '/%E0%A4%A', true],
    ['/%E0%A4%A', '/x', false],
  ])('samePath(%j, %j) is %s', (a, b, expected) => {
    expect(samePath(a, b)).toBe(expected);
  });
});

describe('isUnsafeSegment (matchPath: a decoded segment no route can have)', () => {
  it.each([
    ['chứng-khoán', false],
    ['a b', false],
    ['.', true],
    ['..', true],
    ['a/b', true],
    ['a\\b', true],
    ['a\u0000b', true],
    ['a\u007fb', true],
  ])('%j → %s', (segment, expected) => {
    expect(isUnsafeSegment(segment)).toBe(expected);
  });
});

describe('safeRedirectLocation (proxy: the redirect table’s Location)', () => {
  it.each([
    ['tuyen-dung', '/tuyen-dung'],
    ['/gioi-thieu', '/gioi-thieu'],
    ['  /gioi-thieu?tab=2#x ', '/gioi-thieu?tab=2#x'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['https://partner.example.com/a?b=1', 'https://partner.example.com/a?b=1'],
    // The URL parser percent-encodes non-ASCII, so the value is a valid header.
    ['/tin tức/mới', '/tin%20t%E1%BB%A9c/m%E1%BB%9Bi'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirectLocation(target)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'ftp://example.com',
    'data:text/html,x',
    'javascript:alert(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    '/a\nb',
    '/.//evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/..//evil.com',
  ])('refuses %j', (target) => {
    expect(safeRedirectLocation(target)).toBeUndefined();
  });
});

describe('safeReturnPath (after login or log-off)', () => {
  it.each([
    ['/bao-cao-phan-tich/3?login=true#x', '/bao-cao-phan-tich/3?login=true#x'],
    ['/', '/'],
    ['/en', '/en'],
    ['/en/contact?x=1', '/en/contact?x=1'],
    ['/lien-he#form', '/lien-he#form'],
    ['  /lien-he  ', '/lien-he'],
    // Dot segments resolve inside the origin.
    ['/a/../lien-he', '/lien-he'],
    // Non-ASCII paths come back percent-encoded, as the browser would send them.
    ['/tin-tức', '/tin-t%E1%BB%A9c'],
    // A query may hold anything URL-like: it is data, not where the browser goes.
    ['/x?next=//evil.example', '/x?next=//evil.example'],
    ['/x?next=https%3A%2F%2Fevil.example', '/x?next=https%3A%2F%2Fevil.example'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value, 'vi')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://evil.example/x',
    'HTTPS://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/x/%5C',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<p>x</p>',
    'evil.example',
    'lien-he',
    '?x=1',
    '#top',
    '/\u0000x',
    '/x\ny',
    '/x\ty',
    '/\u007fx',
    '/x%0d%0aSet-Cookie:a=b',
    '/x%00',
    '/x%ZZ',
    '',
    '   ',
    null,
    undefined,
    42,
    {},
    ['/lien-he'],
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
  ])('refuses %j and falls back to the home of the language', (value) => {
    expect(safeReturnPath(value, 'en')).toBe('/en');
    expect(safeReturnPath(value, 'vi')).toBe('/');
  });
});

describe('internalRedirectTarget (a site following an "internal" redirect-table entry)', () => {
  it.each([
    ['/lien-he', '/lien-he'],
    ['/gioi-thieu?tab=2', '/gioi-thieu?tab=2'],
    [' /en/contact ', '/en/contact'],
    // Looks like a path but is unsafe inside: the home of the language, as safeReturnPath says.
    ['/x%00', '/'],
  ])('%j → %j', (target, expected) => {
    expect(internalRedirectTarget(target, 'vi')).toBe(expected);
  });

  it.each(['', '   ', '//evil.example/x', '/\\evil.example', 'https://evil.example/x', 'lien-he'])(
    'refuses %j: not a same-origin path at all',
    (target) => {
      expect(internalRedirectTarget(target, 'vi')).toBeNull();
    },
  );
});

describe('normalizeSitePath (API: redirect-table keys)', () => {
  it.each([
    ['/gioi-thieu', '/gioi-thieu'],
    ['gioi-thieu/', '/gioi-thieu'],
    ['//Gioi-Thieu//', '/gioi-thieu'],
    ['/gioi-thieu?utm=1#top', '/gioi-thieu'],
    ['https://example.com/En/About/', '/en/about'],
    ['/tin-t%E1%BB%A9c', '/tin-tức'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSitePath(input)).toBe(expected);
  });

  it.each(['', '   ', '/%E0%A4%A', '/a\\b', '/a%00b'])('rejects %j', (input) => {
    expect(normalizeSitePath(input)).toBeNull();
  });
});
