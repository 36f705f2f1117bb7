/**
 * Campaign and click identifiers that links from e-mails, ads and social posts carry (`utm_*`,
 * `fbclid`, `gclid`, Zalo's `zarsrc`…). No page reads them (analytics reads them from the
 * browser's own address bar), so they take no part in what is rendered or kept: a campaign
 * whose every click carries a fresh `fbclid` would otherwise render every visit anew and fill
 * the page cache with copies of one page. A redirect hands them on to where it points.
 */
const TRACKING =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|zarsrc)$/i;

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The request target without its tracking parameters (the others keep their order and their
 * spelling), and those parameters as they came (`a=1&b=2`, empty when none).
 */
export function splitTracking(target: string): { url: string; tracking: string } {
  const at = target.indexOf('?');
  if (at < 0) return { url: target, tracking: '' };
  const kept: string[] = [];
  const tracking: string[] = [];
  for (const pair of target.slice(at + 1).split('&')) {
    if (pair === '') continue;
    (TRACKING.test(parameterName(pair)) ? tracking : kept).push(pair);
  }
  if (tracking.length === 0) return { url: target, tracking: '' };
  const path = target.slice(0, at);
  return {
    url: kept.length > 0 ? `${path}?${kept.join('&')}` : path,
    tracking: tracking.join('&'),
  };
}

/** `location` with the tracking parameters `splitTracking` took off, before any fragment. */
export function withTracking(location: string, tracking: string): string {
  if (!tracking) return location;
  const hashAt = location.indexOf('#');
  const base = hashAt < 0 ? location : location.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : location.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${tracking}${hash}`;
}
