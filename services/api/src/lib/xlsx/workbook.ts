import { clampCellText, escapeXml } from './xml';
import { zip } from './zip';

/** The media type of an .xlsx file. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How a column's cells are written: `text` as inline strings, `number` as whole figures with
 * thousands separators (prices in VND, volumes), `decimal` with two decimals (percentages), `date`
 * as Excel dates shown dd/mm/yyyy (from `YYYY-MM-DD` strings or Dates).
 */
export type ColumnFormat = 'text' | 'number' | 'decimal' | 'date';

export interface SheetColumn {
  header: string;
  format: ColumnFormat;
  /** In characters; by default fitted to the header and the values (8–60). */
  width?: number;
}

/** A cell: null or undefined leaves it empty. */
export type CellValue = string | number | Date | null | undefined;

export interface SheetSpec {
  /** The tab's name (cleaned up to Excel's rules: 31 characters, none of : \ / ? * [ ]). */
  name: string;
  columns: readonly SheetColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
}

/** The cellXfs indices of styles.xml. */
const STYLE = { plain: 0, header: 1, number: 2, decimal: 3, date: 4 } as const;
const DATE_FORMAT_ID = 164;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/**
 * Fonts: regular, bold (the header). Fills: the two every workbook must start with. Borders:
 * none, a thin line under the header. Cell formats in the order of STYLE; #,##0 and #,##0.00 are
 * built-in formats 3 and 4 (Excel shows them with the reader's separators), the date is ours.
 */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="dd/mm/yyyy"/></numFmts>` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
  '<border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom><diagonal/></border>' +
  '</borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="1" xfId="0" applyFont="1" applyBorder="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  `<xf numFmtId="${DATE_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A1 column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * The Excel serial (1900 date system, as Excel counts since 1 March 1900) of a calendar day,
 * `YYYY-MM-DD` or a Date's UTC day; null for anything else.
 */
export function excelDateSerial(value: string | Date): number | null {
  let ms: number;
  if (value instanceof Date) {
    ms = Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
  } else {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    ms = Date.UTC(year, month - 1, day);
    const check = new Date(ms);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  }
  if (Number.isNaN(ms)) return null;
  const serial = ms / 86_400_000 + 25_569; // 1970-01-01 is day 25569
  return serial >= 61 ? serial : null; // before 1 March 1900 Excel's false 29 Feb 1900 intrudes
}

/** Excel's sheet-name rules: no : \ / ? * [ ], not blank, at most 31, no apostrophe at an end. */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return cleaned || 'Sheet1';
}

const textCell = (ref: string, text: string, style: number = STYLE.plain) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t xml:space="preserve">${escapeXml(
    clampCellText(text),
  )}</t></is></c>`;

const numberCell = (ref: string, value: number, style: number) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;

function cellXml(ref: string, value: CellValue, format: ColumnFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'date' && (typeof value === 'string' || value instanceof Date)) {
    const serial = excelDateSerial(value);
    if (serial !== null) return numberCell(ref, serial, STYLE.date);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const style =
      format === 'number' ? STYLE.number : format === 'decimal' ? STYLE.decimal : STYLE.plain;
    return numberCell(ref, value, style);
  }
  const text = value instanceof Date ? value.toISOString() : value;
  return textCell(ref, text);
}

/** How wide a value shows, in characters, roughly as Excel draws it. */
function shownLength(value: CellValue, format: ColumnFormat): number {
  if (value === null || value === undefined) return 0;
  if (format === 'date') return 10;
  if (typeof value === 'number') {
    const digits = format === 'decimal' ? value.toFixed(2) : String(Math.round(value));
    return digits.length + Math.floor(digits.replace(/\D/g, '').length / 3);
  }
  const text = value instanceof Date ? value.toISOString() : value;
  return Math.max(...text.split('\n').map((line) => line.length));
}

function columnWidth(column: SheetColumn, index: number, rows: SheetSpec['rows']): number {
  if (column.width !== undefined) return column.width;
  let longest = column.header.length;
  for (const row of rows) longest = Math.max(longest, shownLength(row[index], column.format));
  return Math.min(60, Math.max(8, longest + 2));
}

/** The one worksheet: widths, the header row frozen at the top, then the rows. */
export function worksheetXml(sheet: Omit<SheetSpec, 'name'>): string {
  const { columns, rows } = sheet;
  if (columns.length === 0) throw new Error('a sheet needs at least one column');
  const lastColumn = columnLetters(columns.length - 1);
  const cols = columns
    .map((column, i) => {
      const width = columnWidth(column, i, rows);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns
    .map((column, i) => textCell(`${columnLetters(i)}1`, column.header, STYLE.header))
    .join('');
  const body = rows
    .map((row, r) => {
      const n = r + 2;
      const cells = columns
        .map((column, i) => cellXml(`${columnLetters(i)}${n}`, row[i], column.format))
        .join('');
      return `<row r="${n}">${cells}</row>`;
    })
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<dimension ref="A1:${lastColumn}${rows.length + 1}"/>` +
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols>` +
    `<sheetData><row r="1">${header}</row>${body}</sheetData>` +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>'
  );
}

function workbookXml(name: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="16000" windowHeight="9000"/></bookViews>' +
    `<sheets><sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/**
 * An Office Open XML workbook (.xlsx, ECMA-376) of one sheet: a bold header row frozen at the top,
 * then `rows` in the columns' formats, strings inline (no shared-string table). `modified` stamps
 * the archive's entries.
 */
export function buildXlsx(sheet: SheetSpec, modified: Date = new Date()): Buffer {
  return zip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: ROOT_RELS },
      { name: 'xl/workbook.xml', data: workbookXml(sheet.name) },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
      { name: 'xl/styles.xml', data: STYLES },
      { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(sheet) },
    ],
    modified,
  );
}
