/** Spec §2: a report card without its own colour is light green. */
export const DEFAULT_REPORT_BG = '#e3f4e8';

const DARK_TEXT = '#1a1b1e';
const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`; anything else (names, gradients, junk) is null. */
export function parseColor(value: string | null | undefined): Rgb | null {
  const text = value?.trim().toLowerCase() ?? '';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return [short[1], short[2], short[3]].map((c) => parseInt(`${c}${c}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) return [long[1], long[2], long[3]].map((c) => parseInt(c ?? '0', 16)) as Rgb;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number) as Rgb;
    return channels.every((c) => c <= 255) ? channels : null;
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The card's background and the text colour that reads best on it. The card keeps its colour
 * in both themes, so its text never follows the theme: it is near-black or white, whichever
 * contrasts more with the background. A colour that cannot be read falls back to the default.
 */
export function reportCardColors(bgColor: string | null | undefined): {
  background: string;
  text: string;
} {
  const parsed = parseColor(bgColor);
  const background = parsed ? (bgColor as string).trim() : DEFAULT_REPORT_BG;
  const rgb = parsed ?? (parseColor(DEFAULT_REPORT_BG) as Rgb);
  const dark = contrastRatio(rgb, parseColor(DARK_TEXT) as Rgb);
  const light = contrastRatio(rgb, [255, 255, 255]);
  if (Math.max(dark, light) >= AA_TEXT)
    return { background, text: dark >= light ? DARK_TEXT : LIGHT_TEXT };
  // Mid-tones: pure black always reaches AA where white does not (one of them reaches 4.58+).
  return { background, text: contrastRatio(rgb, [0, 0, 0]) >= light ? '#000000' : LIGHT_TEXT };
}
