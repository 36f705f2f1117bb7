import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { TextBlock } from './html';

/**
 * Branded A4 documents (report downloads, fee schedules, exported instructions) with Vietnamese
 * text. The standard PDF fonts are Latin-1 only, so Be Vietnam Pro (the sites' typeface, OFL) is
 * embedded from its npm package, subset to the glyphs a document uses. Nothing is fetched at run
 * time and no system font is read.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf',
  bold: '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf',
} as const;

/** Read once per process; each document embeds its own subset. */
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

/**
 * fontkit with its parsed fonts kept: parsing Be Vietnam Pro's tables took most of a
 * document's time, and a parsed font is only read (each document still embeds its own subset).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = (fontkit as Fontkit).create(buffer, postscriptName);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};

/** The embedded font's PostScript name, for tests that check the PDF carries it. */
export const PDF_FONT_NAME = 'BeVietnamPro';

const BRAND = { vi: 'Chứng khoán An Phát', en: 'An Phat Securities' } as const;
const HOTLINE = '1900 98 9999';
const PAGE_LABEL = { vi: 'Trang', en: 'Page' } as const;
/** Design §6: the demo content says that it is demo content. */
const DEMO_NOTE = 'Dữ liệu minh họa / Demo data';

const GREEN = rgb(0 / 255, 80 / 255, 60 / 255);
const TEXT = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.42, 0.45, 0.48);

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { x: 56, top: 58, bottom: 64 } as const;
const WIDTH = PAGE.width - 2 * MARGIN.x;

const STYLE = {
  title: { size: 18, leading: 24 },
  meta: { size: 9.5, leading: 14 },
  heading: { size: 12.5, leading: 18 },
  body: { size: 10.5, leading: 15.5 },
} as const;

/**
 * A table: a header row (when `columns` have labels) and rows of plain-text cells, each wrapped
 * to its column; rows never split across pages, and the header repeats on a new page. With
 * `labelColumn`, the first column is bold (a label and value grid).
 */
export interface PdfTable {
  kind: 'table';
  /** Widths are fractions of the text width (they should add up to 1). */
  columns: readonly { label?: string; width: number }[];
  rows: readonly (readonly string[])[];
  labelColumn?: boolean;
}

export interface PdfDocumentInput {
  title: string;
  /** One line under the title (date, category, source…). */
  meta?: string;
  /** Plain strings are paragraphs; an empty string is a blank line. */
  blocks: readonly (TextBlock | string)[];
  /** Language of the brand line and page numbers. */
  locale?: Locale;
  /** Document date in the PDF's metadata; fixed for seeded files so they never change. */
  date?: Date;
}

/** A document whose blocks may also be tables. */
export interface PdfTableDocumentInput extends Omit<PdfDocumentInput, 'blocks'> {
  blocks: readonly (TextBlock | PdfTable | string)[];
}

/**
 * Splits text into lines no wider than `width` (long words are broken by character). Words are
 * measured once each and a line's width is their sum: laying out every candidate line again
 * made seeding dozens of PDFs several times slower, and kerning across a space is negligible.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const measured = new Map<string, number>();
  const measure = (word: string) => {
    let value = measured.get(word);
    if (value === undefined) {
      value = font.widthOfTextAtSize(word, size);
      measured.set(word, value);
    }
    return value;
  };
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = measure(word);
      const candidate = line ? lineWidth + space + wordWidth : wordWidth;
      if (candidate <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = measure(rest);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A multi-page document: brand header on every page, the title and meta line, then the blocks
 * (headings in bold, list items with their marker and a hanging indent), page numbers below.
 */
export async function buildDocumentPdf(
  input: PdfDocumentInput | PdfTableDocumentInput,
): Promise<Uint8Array> {
  const locale = input.locale ?? 'vi';
  // Precomposed letters: the font's glyphs for "ệ" are used only when the text is NFC.
  const nfc = (text: string) => text.normalize('NFC');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cachingFontkit);
  const bytes = await loadFonts();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });

  const date = input.date ?? new Date();
  doc.setTitle(nfc(input.title));
  doc.setAuthor(BRAND[locale]);
  doc.setCreator(BRAND[locale]);
  doc.setProducer(BRAND[locale]);
  doc.setLanguage(locale === 'vi' ? 'vi-VN' : 'en-GB');
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - 34;
    page.drawText(BRAND[locale], { x: MARGIN.x, y: top, size: 11, font: bold, color: GREEN });
    const hotline = `Hotline ${HOTLINE}`;
    page.drawText(hotline, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(hotline, 9),
      y: top,
      size: 9,
      font: regular,
      color: MUTED,
    });
    page.drawLine({
      start: { x: MARGIN.x, y: top - 8 },
      end: { x: PAGE.width - MARGIN.x, y: top - 8 },
      thickness: 1.2,
      color: GREEN,
    });
    y = PAGE.height - MARGIN.top - 14;
  };
  newPage();

  const write = (
    text: string,
    font: PDFFont,
    style: { size: number; leading: number },
    options: { indent?: number; color?: typeof TEXT; marker?: string } = {},
  ) => {
    const indent = options.indent ?? 0;
    const markerWidth = options.marker
      ? font.widthOfTextAtSize(`${options.marker} `, style.size) + 2
      : 0;
    const lines = wrapText(nfc(text), font, style.size, WIDTH - indent - markerWidth);
    lines.forEach((line, i) => {
      if (y - style.leading < MARGIN.bottom) newPage();
      y -= style.leading;
      if (i === 0 && options.marker) {
        page.drawText(options.marker, {
          x: MARGIN.x + indent,
          y,
          size: style.size,
          font,
          color: options.color ?? TEXT,
        });
      }
      if (line) {
        page.drawText(line, {
          x: MARGIN.x + indent + markerWidth,
          y,
          size: style.size,
          font,
          color: options.color ?? TEXT,
        });
      }
    });
  };

  write(input.title, bold, STYLE.title, { color: GREEN });
  if (input.meta) {
    y -= 2;
    write(input.meta, regular, STYLE.meta, { color: MUTED });
  }
  y -= 10;

  const CELL = { padX: 5, padY: 4 } as const;
  const drawTable = (table: PdfTable) => {
    const widths = table.columns.map((c) => c.width * WIDTH);
    const style = STYLE.body;
    const layout = (cells: readonly string[], header: boolean) => {
      const lines = widths.map((w, i) =>
        wrapText(
          nfc(cells[i] ?? ''),
          header || (table.labelColumn && i === 0) ? bold : regular,
          style.size,
          w - 2 * CELL.padX,
        ),
      );
      const height = Math.max(1, ...lines.map((l) => l.length)) * style.leading + 2 * CELL.padY;
      return { lines, height };
    };
    const drawRow = (cells: readonly string[], header: boolean) => {
      const { lines, height } = layout(cells, header);
      let x = MARGIN.x;
      const top = y;
      if (header) {
        page.drawRectangle({
          x,
          y: top - height,
          width: WIDTH,
          height,
          color: rgb(0.9, 0.95, 0.93),
        });
      }
      widths.forEach((w, i) => {
        const font = header || (table.labelColumn && i === 0) ? bold : regular;
        (lines[i] ?? []).forEach((text, n) => {
          if (!text) return;
          page.drawText(text, {
            x: x + CELL.padX,
            y: top - CELL.padY - (n + 1) * style.leading + 4,
            size: style.size,
            font,
            color: header ? GREEN : TEXT,
          });
        });
        page.drawRectangle({
          x,
          y: top - height,
          width: w,
          height,
          borderColor: rgb(0.78, 0.8, 0.82),
          borderWidth: 0.6,
        });
        x += w;
      });
      y -= height;
    };
    const header = table.columns.some((c) => c.label)
      ? table.columns.map((c) => c.label ?? '')
      : null;
    if (header) {
      if (
        y - layout(header, true).height - layout(table.rows[0] ?? [], false).height <
        MARGIN.bottom
      )
        newPage();
      drawRow(header, true);
    }
    for (const row of table.rows) {
      if (y - layout(row, false).height < MARGIN.bottom) {
        newPage();
        if (header) drawRow(header, true);
      }
      drawRow(row, false);
    }
    y -= 8;
  };

  for (const raw of input.blocks) {
    if (typeof raw !== 'string' && raw.kind === 'table') {
      drawTable(raw);
      continue;
    }
    const block: TextBlock = typeof raw === 'string' ? { kind: 'paragraph', text: raw } : raw;
    if (!block.text.trim()) {
      y -= STYLE.body.leading / 2;
      continue;
    }
    if (block.kind === 'heading') {
      y -= 6;
      // A heading never sits alone at the foot of a page.
      if (y - STYLE.heading.leading - 2 * STYLE.body.leading < MARGIN.bottom) newPage();
      write(block.text, bold, STYLE.heading, { color: GREEN });
      y -= 2;
    } else if (block.kind === 'item') {
      write(block.text, regular, STYLE.body, {
        indent: 12 + 14 * (block.depth ?? 0),
        marker: block.marker ?? '•',
      });
      y -= 2;
    } else {
      write(block.text, regular, STYLE.body);
      y -= 5;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${PAGE_LABEL[locale]} ${i + 1}/${pages.length}`;
    p.drawText(label, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(label, 8.5),
      y: 34,
      size: 8.5,
      font: regular,
      color: MUTED,
    });
    p.drawText(DEMO_NOTE, { x: MARGIN.x, y: 34, size: 8.5, font: regular, color: MUTED });
  });

  return doc.save({ useObjectStreams: false });
}
