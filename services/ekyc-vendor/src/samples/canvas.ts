/**
 * A tiny software canvas for the sample pictures: filled shapes with anti-aliased borders
 * (coverage from a signed distance), thick strokes, pictures drawn scaled. Nothing about it is
 * fast; the samples are a few per test run.
 */
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { clampBytes, resample, type RgbaImage } from '../document/raster';

export type Rgb = readonly [number, number, number];

/** A deterministic pseudo-random stream (mulberry32): the same seed draws the same picture. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Canvas {
  readonly data: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.data = new Float32Array(width * height * 3);
    for (let i = 0; i < this.data.length; i += 3) {
      this.data[i] = background[0];
      this.data[i + 1] = background[1];
      this.data[i + 2] = background[2];
    }
  }

  /** Blends `color` into one pixel with `alpha` (0–1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) {
      this.data[i + c] = (this.data[i + c] ?? 0) * (1 - a) + (color[c] ?? 0) * a;
    }
  }

  /** Calls `paint` for every pixel of the box (clipped to the canvas). */
  each(x0: number, y0: number, x1: number, y1: number, paint: (x: number, y: number) => void) {
    const left = Math.max(0, Math.floor(x0));
    const top = Math.max(0, Math.floor(y0));
    const right = Math.min(this.width, Math.ceil(x1));
    const bottom = Math.min(this.height, Math.ceil(y1));
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) paint(x, y);
  }

  /**
   * Fills where `distance` (signed, in pixels, negative inside) is below zero, with a one-pixel
   * soft border.
   */
  fillShape(
    bounds: [number, number, number, number],
    distance: (x: number, y: number) => number,
    color: Rgb,
    alpha = 1,
  ): void {
    const [x0, y0, x1, y1] = bounds;
    this.each(x0 - 1, y0 - 1, x1 + 1, y1 + 1, (x, y) => {
      const d = distance(x + 0.5, y + 0.5);
      const coverage = Math.min(1, Math.max(0, 0.5 - d));
      if (coverage > 0) this.blend(x, y, color, coverage * alpha);
    });
  }

  fillRect(x: number, y: number, width: number, height: number, color: Rgb, alpha = 1): void {
    this.fillRoundedRect(x, y, width, height, 0, color, alpha);
  }

  fillRoundedRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    color: Rgb,
    alpha = 1,
  ): void {
    const cx = x + width / 2;
    const cy = y + height / 2;
    const hx = width / 2 - radius;
    const hy = height / 2 - radius;
    this.fillShape(
      [x, y, x + width, y + height],
      (px, py) => {
        const qx = Math.abs(px - cx) - hx;
        const qy = Math.abs(py - cy) - hy;
        const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
        return outside + Math.min(Math.max(qx, qy), 0) - radius;
      },
      color,
      alpha,
    );
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    this.fillShape(
      [cx - rx, cy - ry, cx + rx, cy + ry],
      (px, py) => (Math.hypot((px - cx) / rx, (py - cy) / ry) - 1) * Math.min(rx, ry),
      color,
      alpha,
    );
  }

  strokeEllipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    lineWidth: number,
    color: Rgb,
    alpha = 1,
  ): void {
    this.fillShape(
      [cx - rx - lineWidth, cy - ry - lineWidth, cx + rx + lineWidth, cy + ry + lineWidth],
      (px, py) =>
        Math.abs((Math.hypot((px - cx) / rx, (py - cy) / ry) - 1) * Math.min(rx, ry)) -
        lineWidth / 2,
      color,
      alpha,
    );
  }

  strokeRect(x: number, y: number, width: number, height: number, lineWidth: number, color: Rgb) {
    this.fillRect(x, y, width, lineWidth, color);
    this.fillRect(x, y + height - lineWidth, width, lineWidth, color);
    this.fillRect(x, y, lineWidth, height, color);
    this.fillRect(x + width - lineWidth, y, lineWidth, height, color);
  }

  /** A polyline with round joins, `lineWidth` thick (a pen stroke). */
  strokePath(points: readonly (readonly [number, number])[], lineWidth: number, color: Rgb) {
    const half = lineWidth / 2;
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1] ?? [0, 0];
      const [bx, by] = points[i] ?? [0, 0];
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy || 1;
      this.fillShape(
        [
          Math.min(ax, bx) - half,
          Math.min(ay, by) - half,
          Math.max(ax, bx) + half,
          Math.max(ay, by) + half,
        ],
        (px, py) => {
          const t = Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / length2));
          return Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) - half;
        },
        color,
      );
    }
  }

  /** A filled polygon (even-odd rule), sampled at pixel centres. */
  fillPolygon(points: readonly (readonly [number, number])[], color: Rgb): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.each(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), (x, y) => {
      const px = x + 0.5;
      const py = y + 0.5;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i] ?? [0, 0];
        const [xj, yj] = points[j] ?? [0, 0];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      if (inside) this.blend(x, y, color, 1);
    });
  }

  /** `image` scaled into the box (area average or bilinear), opaque. */
  drawImage(image: RgbaImage, x: number, y: number, width: number, height: number): void {
    const rgb = new Float32Array(image.width * image.height * 3);
    for (let i = 0, p = 0; p < image.data.length; i += 3, p += 4) {
      rgb[i] = image.data[p] ?? 0;
      rgb[i + 1] = image.data[p + 1] ?? 0;
      rgb[i + 2] = image.data[p + 2] ?? 0;
    }
    const scaled = resample(rgb, image.width, image.height, 3, width, height);
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        const s = (row * width + col) * 3;
        this.blend(x + col, y + row, [scaled[s] ?? 0, scaled[s + 1] ?? 0, scaled[s + 2] ?? 0], 1);
      }
    }
  }

  /** Per pixel: a function of the position and the current colour gives the new colour. */
  map(paint: (x: number, y: number, rgb: [number, number, number]) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3;
        const next = paint(x, y, [this.data[i] ?? 0, this.data[i + 1] ?? 0, this.data[i + 2] ?? 0]);
        this.data[i] = next[0];
        this.data[i + 1] = next[1];
        this.data[i + 2] = next[2];
      }
    }
  }

  toRgba(): RgbaImage {
    const rgba = new Float32Array(this.width * this.height * 4);
    for (let i = 0, p = 0; i < this.data.length; i += 3, p += 4) {
      rgba[p] = this.data[i] ?? 0;
      rgba[p + 1] = this.data[i + 1] ?? 0;
      rgba[p + 2] = this.data[i + 2] ?? 0;
      rgba[p + 3] = 255;
    }
    return { width: this.width, height: this.height, data: clampBytes(rgba) };
  }
}

export type ImageFormat = 'png' | 'jpeg';

/** PNG or JPEG bytes of a picture (JPEG quality 1–100). */
export function encodeImage(image: RgbaImage, format: ImageFormat, quality = 90): Uint8Array {
  if (format === 'jpeg') {
    return new Uint8Array(
      jpeg.encode({ width: image.width, height: image.height, data: image.data }, quality).data,
    );
  }
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return new Uint8Array(PNG.sync.write(png));
}
