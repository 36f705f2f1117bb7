/**
 * The one spelling of a site path used as a redirect key: leading slash, no trailing slash,
 * no query or fragment, percent-decoded, lower case, NFC. Null when it cannot be a path.
 */
export function normalizeSitePath(input: string): string | null {
  let value = input.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  value = value.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  return `/${segments.join('/')}`.toLowerCase().normalize('NFC');
}
