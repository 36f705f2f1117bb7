/**
 * The ASCII stand-in of a title for old clients: diacritics dropped (đ → d), every run of other
 * characters a dash, lower case; `export` when nothing is left.
 */
export function asciiFileName(title: string): string {
  const ascii = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .toLowerCase();
  return ascii || 'export';
}

/**
 * `Content-Disposition` of a workbook download: `title`.xlsx in UTF-8 (RFC 6266 / RFC 8187),
 * so a Vietnamese title keeps its diacritics, and its ASCII stand-in for old clients.
 */
export function xlsxDisposition(title: string): string {
  const cleaned = title
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const ascii = asciiFileName(cleaned);
  const encoded = encodeURIComponent(`${cleaned || ascii}.xlsx`).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encoded}`;
}
