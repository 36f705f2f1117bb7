import path from 'node:path';
import { STORAGE_PREFIX } from '@brokerage/shared/routing/paths.ts';
import { MEDIA_TYPES } from '@brokerage/shared/server/mediaTypes.ts';
import type { ByteRange } from '../storage/object-store';

/** Publicly served stored files (seeded PDFs, banners, flags), reached at /api/v1/files/<name>. */
export const PUBLIC_FILES = 'public/';

/**
 * Stored files only authorised routes hand out (analysis-report PDFs, downloaded by customers
 * with an SSO session), which `files/{name}` never reads.
 */
export const REPORT_FILES = 'private/reports/';

/** The storage key (lib/storage) of a public file and of a report file. */
export const publicFileKey = (name: string) => `${PUBLIC_FILES}${name}`;
export const reportFileKey = (name: string) => `${REPORT_FILES}${name}`;

/** Where the local store (DATA_DIR/uploads) keeps the public files: `uploads/public`. */
export const publicFilesDir = (dataDir: string) => path.join(dataDir, 'uploads', 'public');

/** Where the local store keeps the report files: `uploads/private/reports`. */
export const reportFilesDir = (dataDir: string) =>
  path.join(dataDir, 'uploads', 'private', 'reports');

export const publicFileUrl = (name: string) => `${STORAGE_PREFIX}${name}`;

/**
 * One plain name, no path: letters, digits, dot, dash, underscore, starting with a letter or
 * digit (so no dot files and no `..`). Anything else never reaches the file system.
 */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

const CONTENT_TYPES: Record<string, string> = {
  ...MEDIA_TYPES,
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

export function contentTypeFor(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A `Range` header for a file of `size` bytes (RFC 9110 §14.1.2): one range only, since players
 * and PDF viewers ask for one; several ranges are answered with the whole file. Returns null to
 * send the whole file, 'unsatisfiable' for a range past the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
