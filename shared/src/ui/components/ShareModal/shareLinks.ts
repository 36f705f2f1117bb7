export type ShareTarget = 'facebook' | 'zalo' | 'linkedin' | 'email';

export interface ShareLink {
  target: ShareTarget;
  href: string;
}

/**
 * Plain share links for a page (spec §2 share modal): each network's own share URL with the
 * page address (and title where the network takes one), opened in a new tab, so nothing is
 * loaded from those hosts until the visitor clicks.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'zalo', href: `https://sp.zalo.me/share_inline?url=${u}` },
    { target: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { target: 'email', href: `mailto:?subject=${t}&body=${t}%0A${u}` },
  ];
}
