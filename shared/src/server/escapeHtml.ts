/**
 * Text for HTML the servers write themselves (the proxy's head tags, the SSO's pages, the API's
 * e-mails): safe in element text and in quoted attribute values alike.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
