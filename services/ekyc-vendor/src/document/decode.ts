/**
 * What a photo file is, by its first bytes (never by its name or declared type), how big it
 * says it is (read from the header, before anything is decoded), and its pixels.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RgbaImage } from './raster';

export type PhotoType = 'jpeg' | 'png';

/** What the first bytes say, for the check's value: a photo type or what else it looks like. */
export function sniff(bytes: Uint8Array): PhotoType | 'pdf' | 'unknown' {
  const starts = (...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  return 'unknown';
}

export interface Dimensions {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk is first, width and height big-endian at bytes 16 and 20. */
function pngDimensions(bytes: Uint8Array): Dimensions | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless…), not DHT/JPG/DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walks the marker segments to the first start-of-frame. */
function jpegDimensions(bytes: Uint8Array): Dimensions | undefined {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
    if (SOF.has(marker)) {
      return {
        height: ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0),
        width: ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0),
      };
    }
    if (length < 2) return undefined;
    i += 2 + length;
  }
  return undefined;
}

/** The size the header declares, or undefined when the header cannot be read. */
export function headerDimensions(bytes: Uint8Array, type: PhotoType): Dimensions | undefined {
  return type === 'png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}

/**
 * jpeg-js refuses to allocate more than this: a 6000 × 6000 photo (the largest the limits allow)
 * is 144 MB of RGBA plus its component planes; anything past it is a bomb, not a photo.
 */
const JPEG_MAX_MEMORY_MB = 400;
const JPEG_MAX_MEGAPIXELS = 36;

/** The pixels, or undefined when the file is damaged (a header with no picture behind it). */
export function decodePhoto(bytes: Uint8Array, type: PhotoType): RgbaImage | undefined {
  try {
    if (type === 'jpeg') {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
        maxResolutionInMP: JPEG_MAX_MEGAPIXELS,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
  } catch {
    return undefined;
  }
}
