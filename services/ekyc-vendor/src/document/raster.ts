/**
 * Pixel arrays and the few operations the checks and the sample generator share: grey levels,
 * resampling (area average when shrinking, so a photo's noise does not alias into "detail"),
 * cropping and a box blur. Pure JS over typed arrays: no native image library to install.
 */

/** A decoded picture: RGBA, 8 bits a channel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One channel as floats (grey levels 0–255), row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rec. 601 luma: what "brightness" means for the blur, blank and edge measures. */
export function toGrey(image: RgbaImage): GreyImage {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = 0.299 * (data[p] ?? 0) + 0.587 * (data[p + 1] ?? 0) + 0.114 * (data[p + 2] ?? 0);
  }
  return { width, height, data: grey };
}

/**
 * Resamples one axis of an interleaved float array: each target sample averages the source
 * samples its footprint covers (partial ones weighted), or interpolates linearly when growing.
 */
function resampleAxis(
  source: Float32Array,
  length: number,
  lines: number,
  channels: number,
  target: number,
  horizontal: boolean,
): Float32Array {
  const out = new Float32Array(target * lines * channels);
  const scale = length / target;
  const at = (line: number, pos: number, c: number) =>
    horizontal ? (line * length + pos) * channels + c : (pos * lines + line) * channels + c;
  const outAt = (line: number, pos: number, c: number) =>
    horizontal ? (line * target + pos) * channels + c : (pos * lines + line) * channels + c;
  for (let t = 0; t < target; t++) {
    if (scale <= 1) {
      const centre = Math.min(Math.max((t + 0.5) * scale - 0.5, 0), length - 1);
      const lo = Math.floor(centre);
      const hi = Math.min(lo + 1, length - 1);
      const f = centre - lo;
      for (let line = 0; line < lines; line++) {
        for (let c = 0; c < channels; c++) {
          out[outAt(line, t, c)] =
            (source[at(line, lo, c)] ?? 0) * (1 - f) + (source[at(line, hi, c)] ?? 0) * f;
        }
      }
      continue;
    }
    const start = t * scale;
    const end = start + scale;
    const first = Math.floor(start);
    const last = Math.min(Math.ceil(end), length);
    for (let line = 0; line < lines; line++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let s = first; s < last; s++) {
          const weight = Math.min(s + 1, end) - Math.max(s, start);
          sum += (source[at(line, s, c)] ?? 0) * weight;
        }
        out[outAt(line, t, c)] = sum / scale;
      }
    }
  }
  return out;
}

/** An interleaved float raster resampled to `width` × `height`. */
export function resample(
  data: Float32Array,
  width: number,
  height: number,
  channels: number,
  targetWidth: number,
  targetHeight: number,
): Float32Array {
  const rows = resampleAxis(data, width, height, channels, targetWidth, true);
  return resampleAxis(rows, height, targetWidth, channels, targetHeight, false);
}

export function resizeGrey(image: GreyImage, width: number, height: number): GreyImage {
  if (width === image.width && height === image.height) return image;
  return {
    width,
    height,
    data: resample(image.data, image.width, image.height, 1, width, height),
  };
}

export function resizeRgba(image: RgbaImage, width: number, height: number): RgbaImage {
  if (width === image.width && height === image.height) return image;
  const scaled = resample(
    Float32Array.from(image.data),
    image.width,
    image.height,
    4,
    width,
    height,
  );
  return { width, height, data: clampBytes(scaled) };
}

/** Floats rounded and clamped into bytes. */
export function clampBytes(values: Float32Array): Uint8Array {
  const bytes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) {
    bytes[i] = Math.min(255, Math.max(0, Math.round(values[i] ?? 0)));
  }
  return bytes;
}

/** The size that fits `width` × `height` inside `maxSide`, keeping the proportions. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export function cropRgba(image: RgbaImage, box: Box): RgbaImage {
  const { x, y, width, height } = box;
  const data = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4;
    data.set(image.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { width, height, data };
}

export function cropGrey(image: GreyImage, box: Box): GreyImage {
  const { x, y, width, height } = box;
  const data = new Float32Array(width * height);
  for (let row = 0; row < height; row++) {
    const from = (y + row) * image.width + x;
    data.set(image.data.subarray(from, from + width), row * width);
  }
  return { width, height, data };
}

/** Mean and standard deviation of a float array. */
export function meanAndDeviation(values: Float32Array): { mean: number; deviation: number } {
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / Math.max(1, values.length);
  return {
    mean,
    deviation: Math.sqrt(Math.max(0, squares / Math.max(1, values.length) - mean * mean)),
  };
}

/** A moving average of `radius` on both axes (edges clamped), RGB only; alpha is kept. */
export function boxBlurRgba(image: RgbaImage, radius: number): RgbaImage {
  if (radius <= 0) return image;
  const { width, height } = image;
  const source = Float32Array.from(image.data);
  const pass = (input: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(input.length);
    const length = horizontal ? width : height;
    const lines = horizontal ? height : width;
    const span = 2 * radius + 1;
    for (let line = 0; line < lines; line++) {
      const index = (pos: number) => {
        const p = Math.min(Math.max(pos, 0), length - 1);
        return (horizontal ? line * width + p : p * width + line) * 4;
      };
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += input[index(k) + c] ?? 0;
        for (let pos = 0; pos < length; pos++) {
          out[index(pos) + c] = sum / span;
          sum += (input[index(pos + radius + 1) + c] ?? 0) - (input[index(pos - radius) + c] ?? 0);
        }
      }
      for (let pos = 0; pos < length; pos++) out[index(pos) + 3] = input[index(pos) + 3] ?? 255;
    }
    return out;
  };
  return { width, height, data: clampBytes(pass(pass(source, true), false)) };
}
