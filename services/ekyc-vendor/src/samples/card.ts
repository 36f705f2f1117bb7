/**
 * Generated pictures of a Vietnamese chip ID card (CCCD, 2021 model) lying on a wooden table,
 * for the vendor's tests, the e2e fake camera and the README's samples. Deterministic: the same
 * options give the same bytes. No font is needed: printed text is drawn as bars as long as
 * the words, which is all the checks look at; the QR code on the front is real (the card's data
 * in the market-facts format) and the back's MRZ is the card's, drawn as glyph-like strokes.
 */
import QRCode from 'qrcode';
import { boxBlurRgba, resizeRgba, type RgbaImage } from '../document/raster';
import { formatCardQr } from '../document/qr-text';
import type { CardData, Side } from '../verdict';
import { Canvas, encodeImage, type ImageFormat, randomStream, type Rgb } from './canvas';
import { mrzLines } from './mrz';
import { loadSamplePortrait } from './portrait';

export interface SampleCard extends CardData {
  /** The expiry printed on the front (ISO); null: "Không thời hạn", issued at 58 or older. */
  expiryDate: string | null;
  placeOfOrigin: string;
}

/**
 * The demo customer (the woman of SAMPLE_PORTRAIT): born 17 Aug 1994 in TP.HCM, so the number
 * is 079 (TP.HCM) 1 (a woman born in the 1900s) 94 (birth year) 012345. The card was issued on
 * 12 Apr 2021 at 26; her next renewal age after that is 40, not within two years, so it expires
 * on her 40th birthday, 17 Aug 2034 (the milestone rule of market-facts; card.test.ts holds it
 * to `cardExpiry` and `checkCardData` of shared/src/validation/ekyc/cccd.ts).
 */
export const SAMPLE_CARD: SampleCard = {
  idCode: '079194012345',
  oldId: '025871234',
  fullName: 'Nguyễn Thị Minh Anh',
  dateOfBirth: '1994-08-17',
  gender: 'female',
  address: '123 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
  idDate: '2021-04-12',
  expiryDate: '2034-08-17',
  placeOfOrigin: 'Xã Tân Phú, Huyện Châu Thành, Tiền Giang',
};

/** The scene: a card of 1000 × 630 px (ID-1 proportions, 85.6 × 54 mm) on a table. */
export const SCENE = { width: 1200, height: 800 } as const;
export const CARD_SIZE = { width: 1000, height: 630 } as const;
const CARD_RADIUS = 34;

const TABLE: Rgb = [96, 66, 44];
const PAPER_FRONT: Rgb = [224, 234, 233];
const PAPER_BACK: Rgb = [230, 234, 226];
/** Printed light areas stay well under the clipped white the glare check looks for. */
const QR_LIGHT: Rgb = [242, 244, 240];
const INK: Rgb = [34, 36, 44];
const LABEL: Rgb = [92, 112, 128];
const RED: Rgb = [196, 32, 38];
const GOLD: Rgb = [226, 178, 52];
const CHIP: Rgb = [208, 172, 88];

export interface RenderCardOptions {
  side: Side;
  card?: SampleCard;
  /** The face on the front; the demo portrait when left out. */
  portrait?: RgbaImage;
  format?: ImageFormat;
  /** JPEG quality (1–100). */
  quality?: number;
  /** false: the front without its QR code (a forged or worn card). */
  qr?: boolean;
  /** Box-blur radius in px over the whole picture (an out-of-focus photo). */
  blur?: number;
  /** A lamp's reflection: a large clipped-white blob on the card. */
  glare?: boolean;
  /** Moves the card on the table (px); enough of it puts part of the card off the picture. */
  offset?: { x: number; y: number };
  /** The picture resized to this at the end (a tiny photo). */
  outputSize?: { width: number; height: number };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Words as dark bars as long as the words; returns the width drawn. */
function textBars(
  canvas: Canvas,
  x: number,
  y: number,
  text: string,
  style: { height: number; charWidth: number; color: Rgb },
): number {
  let cursor = x;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const width = word.length * style.charWidth;
    canvas.fillRoundedRect(
      cursor,
      y,
      width,
      style.height,
      Math.min(2, style.height / 4),
      style.color,
    );
    cursor += width + style.charWidth * 0.7;
  }
  return cursor - x;
}

const textWidth = (text: string, charWidth: number) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .reduce((sum, w) => sum + w.length * charWidth, 0) +
  Math.max(0, text.split(/\s+/).filter(Boolean).length - 1) * charWidth * 0.7;

/** Lines of at most `max` characters, broken between words. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A wooden table top: a base colour, slow grain and a little sensor noise; no sharp edge. */
function paintTable(canvas: Canvas, random: () => number) {
  canvas.map((x, y, rgb) => {
    const grain =
      9 * Math.sin(2 * Math.PI * (y / 41 + 0.18 * Math.sin(x / 150))) +
      5 * Math.sin((2 * Math.PI * x) / 430) +
      (random() - 0.5) * 4;
    return [rgb[0] + grain, rgb[1] + grain * 0.8, rgb[2] + grain * 0.6];
  });
}

/** The card's paper and its faint guilloche rings. */
function paintPaper(canvas: Canvas, ox: number, oy: number, paper: Rgb) {
  const { width, height } = CARD_SIZE;
  canvas.fillRoundedRect(ox, oy, width, height, CARD_RADIUS, paper);
  for (let k = 0; k < 14; k++) {
    canvas.strokeEllipse(ox + 500, oy + 330, 110 + k * 27, 64 + k * 17, 1.2, [150, 180, 190], 0.1);
  }
}

function star(cx: number, cy: number, outer: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : outer * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

/** The card's QR code, drawn with whole-pixel modules and a 2-module quiet zone. */
function paintQr(canvas: Canvas, text: string, right: number, top: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const count = qr.modules.size;
  const module = Math.floor(size / (count + 4));
  const total = module * (count + 4);
  const left = right - total;
  canvas.fillRect(left, top, total, total, QR_LIGHT);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        canvas.fillRect(
          left + (col + 2) * module,
          top + (row + 2) * module,
          module,
          module,
          [20, 20, 24],
        );
      }
    }
  }
}

function paintFront(
  canvas: Canvas,
  ox: number,
  oy: number,
  card: SampleCard,
  options: RenderCardOptions,
) {
  paintPaper(canvas, ox, oy, PAPER_FRONT);
  // The national emblem: a red disc in a gold ring with a gold star.
  canvas.fillEllipse(ox + 92, oy + 92, 60, 60, GOLD);
  canvas.fillEllipse(ox + 92, oy + 92, 53, 53, RED);
  canvas.fillPolygon(star(ox + 92, oy + 90, 32), GOLD);
  // The title band, centred between the emblem and the QR code.
  const centre = ox + 430;
  const heading = (text: string, y: number, height: number, charWidth: number, color: Rgb) =>
    textBars(canvas, centre - textWidth(text, charWidth) / 2, oy + y, text, {
      height,
      charWidth,
      color,
    });
  heading('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', 36, 15, 12, INK);
  heading('Độc lập - Tự do - Hạnh phúc', 62, 12, 10, INK);
  heading('CĂN CƯỚC CÔNG DÂN', 100, 26, 21, RED);
  if (options.qr !== false) paintQr(canvas, formatCardQr(card), ox + 965, oy + 28, 250);
  // The portrait in its frame.
  const portrait = options.portrait ?? loadSamplePortrait();
  canvas.fillRect(ox + 41, oy + 186, 232, 308, [180, 190, 196]);
  canvas.drawImage(portrait, ox + 45, oy + 190, 224, 300);
  // The fields: a light label, then the value in dark bars.
  const label = (x: number, y: number, text: string) =>
    textBars(canvas, ox + x, oy + y, text, { height: 9, charWidth: 7, color: LABEL });
  const value = (x: number, y: number, text: string, color = INK) =>
    textBars(canvas, ox + x, oy + y, text, { height: 17, charWidth: 14, color });
  label(300, 190, 'Số / No.:');
  textBars(canvas, ox + 385, oy + 181, card.idCode, { height: 24, charWidth: 18, color: RED });
  label(300, 236, 'Họ và tên / Full name:');
  value(300, 252, card.fullName.toUpperCase());
  label(300, 290, 'Ngày sinh / Date of birth:');
  value(480, 285, dmy(card.dateOfBirth));
  label(300, 320, 'Giới tính / Sex:');
  value(420, 315, card.gender === 'male' ? 'Nam' : 'Nữ');
  label(560, 320, 'Quốc tịch / Nationality:');
  value(730, 315, 'Việt Nam');
  label(300, 352, 'Quê quán / Place of origin:');
  value(300, 368, card.placeOfOrigin);
  label(300, 404, 'Nơi thường trú / Place of residence:');
  wrap(card.address, 40).forEach((line, i) => value(300, 420 + i * 28, line));
  label(45, 520, 'Có giá trị đến / Date of expiry:');
  value(45, 538, card.expiryDate ? dmy(card.expiryDate) : 'Không thời hạn');
}

/** Segments of a glyph cell (0–1 coordinates) the MRZ characters are drawn from. */
const GLYPH_SEGMENTS: readonly [number, number, number, number][] = [
  [0.1, 0.05, 0.9, 0.05],
  [0.1, 0.5, 0.9, 0.5],
  [0.1, 0.95, 0.9, 0.95],
  [0.1, 0.05, 0.1, 0.5],
  [0.1, 0.5, 0.1, 0.95],
  [0.9, 0.05, 0.9, 0.5],
  [0.9, 0.5, 0.9, 0.95],
  [0.5, 0.05, 0.5, 0.95],
  [0.1, 0.05, 0.9, 0.95],
  [0.9, 0.05, 0.1, 0.95],
];

/** One MRZ character as a few strokes chosen by its code (`<` as a chevron). */
function paintGlyph(canvas: Canvas, char: string, x: number, y: number, w: number, h: number) {
  const segments: (readonly [number, number, number, number])[] = [];
  if (char === '<') {
    segments.push([0.85, 0.2, 0.15, 0.5], [0.15, 0.5, 0.85, 0.8]);
  } else {
    const random = randomStream(char.charCodeAt(0) * 7919);
    const picked = new Set<number>();
    while (picked.size < 3 + (char.charCodeAt(0) % 3)) {
      picked.add(Math.floor(random() * GLYPH_SEGMENTS.length));
    }
    for (const index of picked) segments.push(GLYPH_SEGMENTS[index] ?? [0, 0, 0, 0]);
  }
  for (const [x0, y0, x1, y1] of segments) {
    canvas.strokePath(
      [
        [x + x0 * w, y + y0 * h],
        [x + x1 * w, y + y1 * h],
      ],
      3.4,
      INK,
    );
  }
}

function paintFingerprint(canvas: Canvas, x: number, y: number) {
  canvas.strokeRect(x, y, 170, 200, 2, [96, 100, 108]);
  for (let r = 8; r < 74; r += 6) {
    canvas.strokeEllipse(x + 85, y + 104, r, r * 1.3, 2, [70, 72, 84], 0.75);
  }
}

function paintBack(canvas: Canvas, ox: number, oy: number, card: SampleCard) {
  paintPaper(canvas, ox, oy, PAPER_BACK);
  // The chip with its contact pads.
  canvas.fillRoundedRect(ox + 70, oy + 60, 150, 118, 16, CHIP);
  for (const dy of [39, 79]) canvas.fillRect(ox + 70, oy + 60 + dy, 150, 3, [150, 118, 48]);
  for (const dx of [50, 100]) canvas.fillRect(ox + 70 + dx, oy + 60, 3, 118, [150, 118, 48]);
  paintFingerprint(canvas, ox + 600, oy + 36);
  paintFingerprint(canvas, ox + 790, oy + 36);
  const label = (x: number, y: number, text: string) =>
    textBars(canvas, ox + x, oy + y, text, { height: 9, charWidth: 7, color: LABEL });
  label(620, 246, 'Ngón trỏ trái');
  label(810, 246, 'Ngón trỏ phải');
  label(70, 214, 'Đặc điểm nhân dạng / Personal identification:');
  textBars(canvas, ox + 70, oy + 232, 'Nốt ruồi C:1cm dưới sau đuôi mắt trái', {
    height: 15,
    charWidth: 12,
    color: INK,
  });
  label(70, 276, 'Ngày, tháng, năm / Date, month, year:');
  textBars(canvas, ox + 340, oy + 270, dmy(card.idDate), { height: 15, charWidth: 12, color: INK });
  textBars(
    canvas,
    ox + 70,
    oy + 306,
    'CỤC TRƯỞNG CỤC CẢNH SÁT QUẢN LÝ HÀNH CHÍNH VỀ TRẬT TỰ XÃ HỘI',
    {
      height: 10,
      charWidth: 8,
      color: INK,
    },
  );
  label(
    70,
    326,
    'DIRECTOR GENERAL OF THE POLICE DEPARTMENT FOR ADMINISTRATIVE MANAGEMENT OF SOCIAL ORDER',
  );
  // The seal with a signature over it.
  canvas.strokeEllipse(ox + 330, oy + 392, 40, 40, 4, RED, 0.75);
  canvas.strokeEllipse(ox + 330, oy + 392, 28, 28, 2, RED, 0.6);
  canvas.strokePath(
    [
      [ox + 290, oy + 400],
      [ox + 320, oy + 370],
      [ox + 338, oy + 405],
      [ox + 360, oy + 372],
      [ox + 392, oy + 398],
    ],
    3,
    [28, 40, 110],
  );
  textBars(canvas, ox + 280, oy + 440, 'Tô Văn Huệ', { height: 14, charWidth: 12, color: INK });
  // The machine-readable zone: three rows of 30 characters at the bottom.
  mrzLines(card, card.expiryDate).forEach((line, row) => {
    [...line].forEach((char, i) => {
      paintGlyph(canvas, char, ox + 62 + i * 29, oy + 478 + row * 44, 21, 28);
    });
  });
}

/** A bright reflection whose core is clipped white, as a lamp makes on the card's laminate. */
function paintGlare(canvas: Canvas, cx: number, cy: number) {
  const rx = 180;
  const ry = 115;
  canvas.each(cx - rx, cy - ry, cx + rx, cy + ry, (x, y) => {
    const r2 = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
    if (r2 < 1) canvas.blend(x, y, [255, 255, 255], 1.7 * (1 - r2));
  });
}

function finish(
  canvas: Canvas,
  options: Pick<RenderCardOptions, 'blur' | 'outputSize' | 'format' | 'quality'>,
) {
  let image = canvas.toRgba();
  if (options.blur) image = boxBlurRgba(image, options.blur);
  if (options.outputSize)
    image = resizeRgba(image, options.outputSize.width, options.outputSize.height);
  return encodeImage(image, options.format ?? 'jpeg', options.quality ?? 92);
}

/** A photo of one side of the card on the table, as JPEG (default) or PNG bytes. */
export function renderCard(options: RenderCardOptions): Uint8Array {
  const card = options.card ?? SAMPLE_CARD;
  const canvas = new Canvas(SCENE.width, SCENE.height, TABLE);
  paintTable(canvas, randomStream(20_220_022));
  const ox = (SCENE.width - CARD_SIZE.width) / 2 + (options.offset?.x ?? 0);
  const oy = (SCENE.height - CARD_SIZE.height) / 2 + (options.offset?.y ?? 0);
  if (options.side === 'front') paintFront(canvas, ox, oy, card, options);
  else paintBack(canvas, ox, oy, card);
  if (options.glare) paintGlare(canvas, ox + 560, oy + 330);
  return finish(canvas, options);
}

/** The table with the portrait photo on it and no card: a picture that is not an ID. */
export function renderNoCard(options: { format?: ImageFormat } = {}): Uint8Array {
  const canvas = new Canvas(SCENE.width, SCENE.height, TABLE);
  paintTable(canvas, randomStream(20_220_022));
  canvas.fillRect(436, 146, 328, 436, [238, 238, 236]);
  canvas.drawImage(loadSamplePortrait(), 450, 160, 300, 408);
  return finish(canvas, options);
}

/** One flat colour (a photo of a wall, a covered lens). */
export function renderBlank(
  options: { width?: number; height?: number; color?: Rgb; format?: ImageFormat } = {},
): Uint8Array {
  const canvas = new Canvas(
    options.width ?? SCENE.width,
    options.height ?? SCENE.height,
    options.color ?? [128, 128, 128],
  );
  return finish(canvas, options);
}

/** A handwritten signature: a few connected loops of dark blue ink on white paper. */
export function renderSignature(
  options: { format?: ImageFormat; blank?: boolean; width?: number; height?: number } = {},
): Uint8Array {
  const width = options.width ?? 800;
  const height = options.height ?? 420;
  const canvas = new Canvas(width, height, [250, 250, 247]);
  const random = randomStream(1994);
  canvas.map((_x, _y, rgb) => {
    const n = (random() - 0.5) * 3;
    return [rgb[0] + n, rgb[1] + n, rgb[2] + n];
  });
  // The line the customer signs above.
  canvas.fillRect(width * 0.1, height * 0.78, width * 0.8, 2, [200, 200, 204]);
  if (!options.blank) {
    const points: [number, number][] = [];
    for (let t = 0; t <= 1; t += 0.002) {
      const x = width * (0.14 + 0.7 * t) + 38 * Math.cos(2 * Math.PI * 6 * t);
      const y =
        height * (0.55 - 0.12 * Math.sin(Math.PI * t)) +
        70 * Math.sin(2 * Math.PI * 6 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 1.5 * t));
      points.push([x, y]);
    }
    canvas.strokePath(points, 5, [26, 36, 96]);
    // The underline flourish.
    canvas.strokePath(
      [
        [width * 0.2, height * 0.7],
        [width * 0.5, height * 0.74],
        [width * 0.82, height * 0.66],
      ],
      4,
      [26, 36, 96],
    );
  }
  return finish(canvas, { format: options.format ?? 'png' });
}
