/**
 * `Content-Disposition` for a download: an ASCII name for old clients and the title in UTF-8
 * (RFC 6266 / RFC 8187) for the rest.
 */
export function attachmentDisposition(asciiName: string, title: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
  const unicodeName = `${title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').trim()}.pdf`;
  const encoded = encodeURIComponent(unicodeName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
