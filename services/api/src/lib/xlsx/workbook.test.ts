import { execFileSync } from 'node:child_process';
import { readZip, zipText } from './read-zip';
import { asciiFileName, xlsxDisposition } from './disposition';
import {
  buildXlsx,
  columnLetters,
  excelDateSerial,
  sheetName,
  worksheetXml,
  type SheetSpec,
} from './workbook';
import { clampCellText, escapeXml, MAX_CELL_CHARS } from './xml';

const hasPython = (() => {
  try {
    execFileSync('python3', ['-c', 'import xml.dom.minidom'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Every tag closes in order (the parts have no comments, CDATA or doctype). */
function expectBalanced(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  for (const [, closing, name, , selfClosing] of body.matchAll(
    /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // No stray markup character outside a tag.
  expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

const SHEET: SheetSpec = {
  name: 'Khuyến nghị cơ bản',
  columns: [
    { header: 'Mã CK', format: 'text' },
    { header: 'Ngày khuyến nghị', format: 'date' },
    { header: 'Giá mục tiêu (đồng)', format: 'number' },
    { header: 'Tiềm năng tăng giá (%)', format: 'decimal' },
    { header: 'Nguồn', format: 'text', width: 30 },
  ],
  rows: [
    ['FPT', '2026-11-10', 118400, 17.34, 'A & B <Research>'],
    ['HDB', '2026-11-09', 19900, -4.1, null],
  ],
};
const MODIFIED = new Date('2026-11-20T03:00:00Z');

describe('escapeXml', () => {
  it('escapes the markup characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps Vietnamese, emoji, tabs and line breaks as they are', () => {
    expect(escapeXml('Tiềm năng\ttăng giá\r\n📈')).toBe('Tiềm năng\ttăng giá\r\n📈');
  });

  it('writes the controls XML cannot carry as _xHHHH_, and a typed _xHHHH_ as text', () => {
    expect(escapeXml('a\u0001b\u001fc\u000bd\uffff')).toBe('a_x0001_b_x001F_c_x000B_d_xFFFF_');
    expect(escapeXml('id_x0041_z')).toBe('id_x005F_x0041_z');
    expect(escapeXml('_x12_ and _xZZZZ_')).toBe('_x12_ and _xZZZZ_');
  });

  it('replaces a lone surrogate, keeps a pair', () => {
    expect(escapeXml('a\ud83db\ude00c\ud83d\ude00')).toBe('a\ufffdb\ufffdc😀');
  });

  it('clamps a cell to Excel’s 32,767 characters without cutting a pair', () => {
    expect(clampCellText('x'.repeat(MAX_CELL_CHARS + 5))).toHaveLength(MAX_CELL_CHARS);
    const pairAtEdge = `${'x'.repeat(MAX_CELL_CHARS - 1)}😀`;
    expect(clampCellText(pairAtEdge)).toBe('x'.repeat(MAX_CELL_CHARS - 1));
    expect(clampCellText('short')).toBe('short');
  });
});

describe('workbook helpers', () => {
  it('names columns A…Z, AA…', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('converts calendar days to Excel serials (1900 system)', () => {
    expect(excelDateSerial('1970-01-01')).toBe(25569);
    expect(excelDateSerial('2026-11-10')).toBe(46336);
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial(new Date('2026-11-10T20:00:00Z'))).toBe(46336);
    expect(excelDateSerial('2026-02-30')).toBeNull();
    expect(excelDateSerial('10/11/2026')).toBeNull();
    expect(excelDateSerial('1899-12-31')).toBeNull();
  });

  it('follows Excel’s sheet-name rules', () => {
    expect(sheetName('Khuyến nghị: lịch sử [FPT]')).toBe('Khuyến nghị lịch sử FPT');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName("'quoted'")).toBe('quoted');
    expect(sheetName(' / ')).toBe('Sheet1');
  });

  it('names the download in UTF-8 and in ASCII', () => {
    expect(asciiFileName('Khuyến nghị cơ bản – Đạm 2026-11-20')).toBe(
      'khuyen-nghi-co-ban-dam-2026-11-20',
    );
    expect(asciiFileName('…')).toBe('export');
    expect(xlsxDisposition('Khuyến nghị cơ bản 20/11/2026')).toBe(
      `attachment; filename="khuyen-nghi-co-ban-20-11-2026.xlsx"; filename*=UTF-8''` +
        'Khuy%E1%BA%BFn%20ngh%E1%BB%8B%20c%C6%A1%20b%E1%BA%A3n%2020%2011%202026.xlsx',
    );
    expect(xlsxDisposition(`it's "(x)"*`)).toBe(
      `attachment; filename="it-s-x.xlsx"; filename*=UTF-8''it%27s%20%28x%29.xlsx`,
    );
    expect(xlsxDisposition('')).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''export.xlsx`,
    );
  });
});

describe('buildXlsx', () => {
  const files = readZip(buildXlsx(SHEET, MODIFIED));
  const sheet = zipText(files, 'xl/worksheets/sheet1.xml');

  it('packs the six parts of a one-sheet workbook, content types first', () => {
    expect(files.map((f) => f.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const file of files) expectBalanced(file.data.toString('utf8'));
    const types = zipText(files, '[Content_Types].xml');
    for (const part of ['/xl/workbook.xml', '/xl/worksheets/sheet1.xml', '/xl/styles.xml']) {
      expect(types).toContain(`PartName="${part}"`);
    }
    expect(zipText(files, '_rels/.rels')).toContain('Target="xl/workbook.xml"');
    expect(zipText(files, 'xl/_rels/workbook.xml.rels')).toContain(
      'Target="worksheets/sheet1.xml"',
    );
    expect(zipText(files, 'xl/workbook.xml')).toContain(
      '<sheet name="Khuyến nghị cơ bản" sheetId="1" r:id="rId1"/>',
    );
  });

  it('styles a bold header, whole and two-decimal figures and dd/mm/yyyy dates', () => {
    const styles = zipText(files, 'xl/styles.xml');
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>');
    expect(styles).toContain('<font><b/>');
    expect(styles.match(/<xf /g)).toHaveLength(6); // one cellStyleXf, five cellXfs
  });

  it('writes the header, then the rows: inline strings, numbers, dates, empty cells', () => {
    expect(sheet).toContain('<dimension ref="A1:E3"/>');
    expect(sheet).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    expect(sheet).toContain('<col min="5" max="5" width="30" customWidth="1"/>');
    // Fitted: the longest of header and values, plus two.
    expect(sheet).toContain('<col min="4" max="4" width="24" customWidth="1"/>');
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Mã CK</t></is></c>',
    );
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">FPT</t></is></c>' +
        '<c r="B2" s="4"><v>46336</v></c><c r="C2" s="2"><v>118400</v></c>' +
        '<c r="D2" s="3"><v>17.34</v></c>' +
        '<c r="E2" t="inlineStr"><is><t xml:space="preserve">A &amp; B &lt;Research&gt;</t></is></c></row>',
    );
    // A null leaves the cell out.
    expect(sheet).toMatch(/<row r="3">.*<c r="D3" s="3"><v>-4.1<\/v><\/c><\/row>/);
  });

  it('writes a valid sheet of the header alone when there are no rows', () => {
    const empty = readZip(buildXlsx({ ...SHEET, rows: [] }, MODIFIED));
    const xml = zipText(empty, 'xl/worksheets/sheet1.xml');
    expectBalanced(xml);
    expect(xml).toContain('<dimension ref="A1:E1"/>');
    expect(xml.match(/<row /g)).toHaveLength(1);
    expect(xml).toContain('Tiềm năng tăng giá (%)');
  });

  it('writes a bad date as text and a non-finite number as nothing', () => {
    const xml = worksheetXml({
      columns: [
        { header: 'd', format: 'date' },
        { header: 'n', format: 'number' },
      ],
      rows: [['not a date', Number.NaN]],
    });
    expect(xml).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">not a date</t></is></c></row>',
    );
    expect(() => worksheetXml({ columns: [], rows: [] })).toThrow();
  });

  it.runIf(hasPython)('is well-formed XML for a real parser', () => {
    const parse =
      'import sys, json, xml.dom.minidom\n' +
      'for text in json.load(sys.stdin): xml.dom.minidom.parseString(text.encode("utf-8"))';
    const parts = files.map((file) => file.data.toString('utf8'));
    execFileSync('python3', ['-c', parse], { input: JSON.stringify(parts) });
  });
});
