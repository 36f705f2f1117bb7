import { describe, expect, it } from 'vitest';
import { recruitReturnPath } from './returnPath';

describe('recruitReturnPath', () => {
  it('keeps a recruitment page with its query', () => {
    expect(recruitReturnPath('/cv-ung-tuyen?application=3', 'vi')).toBe(
      '/cv-ung-tuyen?application=3',
    );
    expect(recruitReturnPath('/en/saved-job', 'en')).toBe('/en/saved-job');
    expect(recruitReturnPath('/chi-tiet-tuyen-dung/ke-toan-vien', 'vi')).toBe(
      '/chi-tiet-tuyen-dung/ke-toan-vien',
    );
  });

  it.each([
    'https://evil.example/tuyen-dung',
    '//evil.example/tuyen-dung',
    '/\\evil.example',
    '/%5cevil.example',
    'javascript:alert(1)',
    'tuyen-dung',
    '/%2F%2Fevil.example',
    '  //evil.example',
  ])('refuses %s: the job list instead', (input) => {
    expect(recruitReturnPath(input, 'vi')).toBe('/tuyen-dung');
    expect(recruitReturnPath(input, 'en')).toBe('/en/recruitment');
  });

  it("refuses another site's page, the account screens and no value", () => {
    expect(recruitReturnPath('/lien-he', 'vi')).toBe('/tuyen-dung');
    expect(recruitReturnPath('/', 'vi')).toBe('/tuyen-dung');
    expect(recruitReturnPath('/xac-thuc-danh-tinh?redirectUrl=/x', 'vi')).toBe('/tuyen-dung');
    expect(recruitReturnPath('/en/login', 'en')).toBe('/en/recruitment');
    expect(recruitReturnPath(null, 'vi')).toBe('/tuyen-dung');
    expect(recruitReturnPath(undefined, 'en')).toBe('/en/recruitment');
  });
});
