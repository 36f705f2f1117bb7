import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps the digits and a leading plus only', () => {
    expect(telHref('1900 98 9999')).toBe('tel:1900989999');
    expect(telHref(' +84 (28) 3823-4567 ')).toBe('tel:+842838234567');
    expect(telHref('028.3823+4567')).toBe('tel:02838234567');
  });
});
