/**
 * Hands a downloaded file to the browser as a download with its name. The object URL is
 * released after the click has been dispatched.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name for a guide when the server named none: its slug, as a PDF. */
export function fallbackPdfName(slug: string): string {
  const safe = slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'huong-dan';
  return `${safe}.pdf`;
}

/** The name to save a report under when the server named none. */
export function fallbackReportFileName(report: { id: number; file: string | null }): string {
  const named = report.file?.split(/[\\/]/).pop()?.trim();
  if (named && /\.pdf$/i.test(named)) return named;
  return `bao-cao-${report.id}.pdf`;
}
