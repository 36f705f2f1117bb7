/**
 * What an upload is, by its first bytes (design §5: files are typed by magic bytes, never by
 * the name or the type the browser claims). The stored object gets this type, so a file served
 * back is exactly what it is.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** A JPEG or PNG photo's type; null for anything else (a PDF renamed .jpg, a GIF…). */
export function photoType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** The face video's container (mp4, mov, webm, mkv); null for anything else. */
export function videoType(
  bytes: Uint8Array,
): 'video/mp4' | 'video/quicktime' | 'video/webm' | 'video/x-matroska' | null {
  // ISO base media (mp4, mov): a box of type `ftyp` first, its major brand after it.
  if (ascii(bytes, 4, 8) === 'ftyp')
    return ascii(bytes, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  // Matroska and WebM: the EBML header, whose DocType names which.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 4, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  return null;
}
