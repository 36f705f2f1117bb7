// The checks on a chosen ID or signature photo before it is sent (spec §5 photos). The vendor
// checks the same things again; these only spare the customer a failed upload.
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';

export type PhotoProblem =
  | { kind: 'type' }
  | { kind: 'size'; bytes: number }
  | { kind: 'tooSmall' | 'tooLarge'; width: number; height: number }
  | { kind: 'unreadable' };

const SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

/** JPEG or PNG by the file's first bytes; the name and the browser's `type` are not trusted. */
export function isJpegOrPng(head: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
}

async function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  // Safari before 14 has no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  // Without createImageBitmap (Safari before 15) the server's check is the only one.
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The first thing wrong with the photo, or null when it may be sent. */
export async function checkPhotoFile(file: File): Promise<PhotoProblem | null> {
  if (!isJpegOrPng(await readHead(file, 8))) return { kind: 'type' };
  if (file.size > EKYC_LIMITS.photoMaxBytes) return { kind: 'size', bytes: file.size };
  let size: { width: number; height: number } | null;
  try {
    size = await imageSize(file);
  } catch {
    return { kind: 'unreadable' };
  }
  return size ? dimensionProblem(size.width, size.height) : null;
}

/** A picture's size against spec §5's limits, in either orientation (a card held upright is fine). */
export function dimensionProblem(width: number, height: number): PhotoProblem | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long < EKYC_LIMITS.photoMinWidth || short < EKYC_LIMITS.photoMinHeight)
    return { kind: 'tooSmall', width, height };
  if (long > EKYC_LIMITS.photoMaxSide) return { kind: 'tooLarge', width, height };
  return null;
}

/** Megabytes for the messages, one decimal. */
export const toMegabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
