import { describe, expect, it } from 'vitest';
import { splitTracking, withTracking } from './tracking';

describe('splitTracking', () => {
  it('takes the campaign and click parameters off, keeping the others as they came', () => {
    expect(
      splitTracking('/tim-kiem?q=c%E1%BB%95+phi%E1%BA%BFu&utm_source=zalo&page=2&fbclid=IwAR0x'),
    ).toEqual({
      url: '/tim-kiem?q=c%E1%BB%95+phi%E1%BA%BFu&page=2',
      tracking: 'utm_source=zalo&fbclid=IwAR0x',
    });
    expect(splitTracking('/?gclid=1&UTM_Campaign=mo-tai-khoan&zarsrc=30')).toEqual({
      url: '/',
      tracking: 'gclid=1&UTM_Campaign=mo-tai-khoan&zarsrc=30',
    });
    expect(splitTracking('/tin-tuc?utm%5Fmedium=email')).toEqual({
      url: '/tin-tuc',
      tracking: 'utm%5Fmedium=email',
    });
  });

  it('leaves an address without them exactly as it is', () => {
    for (const url of [
      '/',
      '/tin-tuc',
      '/tin-tuc?page=2',
      '/?',
      '/?a=1&&b',
      '/?%E0%A4%A=1',
      '/?utmost=1',
    ])
      expect(splitTracking(url)).toEqual({ url, tracking: '' });
  });
});

describe('withTracking', () => {
  it('hands the parameters on to where a redirect points, before its fragment', () => {
    expect(withTracking('/en/news', 'utm_source=a')).toBe('/en/news?utm_source=a');
    expect(withTracking('/tin-tuc?page=2#top', 'fbclid=x')).toBe('/tin-tuc?page=2&fbclid=x#top');
    expect(withTracking('https://example.com/a?', 'gclid=1')).toBe('https://example.com/a?gclid=1');
    expect(withTracking('/tin-tuc', '')).toBe('/tin-tuc');
  });
});
