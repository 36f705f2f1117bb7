import { normalizeSitePath } from './paths';

describe('normalizeSitePath', () => {
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
