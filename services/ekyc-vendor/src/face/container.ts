/**
 * What a video file is, by its first bytes (never by its declared type), and the extension its
 * name ends with. Both must be one of spec §8's (mov, mp4, mkv, webm) for the video to be looked at.
 */
import { FACE_VIDEO_EXTENSIONS } from '@brokerage/shared/validation/ekyc/codes.ts';

export type VideoContainer = 'webm' | 'matroska' | 'mp4' | 'mov';
export type FaceVideoExtension = (typeof FACE_VIDEO_EXTENSIONS)[number];

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** How far into an EBML header the DocType ("webm" or "matroska") may be: the header is tiny. */
const EBML_HEADER_SCAN = 64;

/**
 * webm and mkv are EBML (1A 45 DF A3), told apart by the header's DocType; mp4 and mov are ISO
 * base media files whose first box is `ftyp`, mov the one whose major brand is QuickTime's `qt  `.
 */
export function sniffVideo(bytes: Uint8Array): VideoContainer | 'unknown' {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const header = ascii(bytes, 4, EBML_HEADER_SCAN);
    if (header.includes('webm')) return 'webm';
    if (header.includes('matroska')) return 'matroska';
    return 'unknown';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    return ascii(bytes, 8, 4) === 'qt  ' ? 'mov' : 'mp4';
  }
  return 'unknown';
}

/** The name's extension when it is one a face video may have (case-insensitive). */
export function videoExtension(fileName: string): FaceVideoExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (FACE_VIDEO_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as FaceVideoExtension)
    : undefined;
}
