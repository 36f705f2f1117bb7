import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  it('encodes the page address and title into each network link', () => {
    const url = 'https://www.anphat.example/gioi-thieu?a=1&b=2#x';
    const title = 'Giới thiệu & tin tức';
    const links = Object.fromEntries(shareLinks(url, title).map((l) => [l.target, l.href]));
    const u = encodeURIComponent(url);
    expect(links).toEqual({
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      zalo: `https://sp.zalo.me/share_inline?url=${u}`,
      linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(title)}%0A${u}`,
    });
    expect(links.facebook).not.toContain('&b=2');
  });
});
