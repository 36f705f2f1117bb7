import {
  RECRUITMENT_ERROR_CODES,
  RECRUITMENT_LIMITS,
} from '@brokerage/shared/validation/recruitment/codes.ts';

/** What the browser can say about a chosen file before it is sent (the server checks again). */
export type FileCheckError =
  typeof RECRUITMENT_ERROR_CODES.fileTooLarge | typeof RECRUITMENT_ERROR_CODES.fileTypeInvalid;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

async function head(file: Blob, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * Spec §5/§9: a CV is a PDF of at most 2 MB. Judged by the first bytes, not the name, so a
 * renamed .exe is refused here already; the type comes first because an oversized
 * non-PDF is wrong whatever its size.
 */
export async function checkCvPdf(file: Blob): Promise<FileCheckError | null> {
  if (!startsWith(await head(file, PDF_MAGIC.length), PDF_MAGIC))
    return RECRUITMENT_ERROR_CODES.fileTypeInvalid;
  if (file.size > RECRUITMENT_LIMITS.cvPdfMaxBytes) return RECRUITMENT_ERROR_CODES.fileTooLarge;
  return null;
}

/** Spec §5: a profile photo is a png or jpeg under 500 KB (an SVG is refused by content). */
export async function checkAvatar(file: Blob): Promise<FileCheckError | null> {
  const bytes = await head(file, PNG_MAGIC.length);
  if (!startsWith(bytes, PNG_MAGIC) && !startsWith(bytes, JPEG_MAGIC))
    return RECRUITMENT_ERROR_CODES.fileTypeInvalid;
  if (file.size >= RECRUITMENT_LIMITS.avatarMaxBytes) return RECRUITMENT_ERROR_CODES.fileTooLarge;
  return null;
}

/** "1,2 MB" / "1.2 MB", "350 KB": a file size for people, in the page's language. */
export function formatFileSize(bytes: number, locale: 'vi' | 'en'): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}
