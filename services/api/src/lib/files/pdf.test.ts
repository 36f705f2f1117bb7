import { PDFDocument } from 'pdf-lib';
import { PDF_FONT_NAME, buildDocumentPdf } from './pdf';

describe('buildDocumentPdf', () => {
  it('writes a Vietnamese document with the font embedded, on as many pages as it needs', async () => {
    const long =
      'Chứng khoán phái sinh là công cụ tài chính có giá trị phụ thuộc vào tài sản cơ sở. '.repeat(
        40,
      );
    const bytes = await buildDocumentPdf({
      title: 'Hướng dẫn giao dịch chứng khoán phái sinh',
      meta: 'Cập nhật 02/10/2026',
      blocks: [
        { kind: 'heading', text: 'Bước 1' },
        ...Array.from({ length: 6 }, () => long),
        { kind: 'item', text: 'Mục', marker: '•' },
      ],
      date: new Date('2026-01-05T00:00:00Z'),
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain(PDF_FONT_NAME);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe('Hướng dẫn giao dịch chứng khoán phái sinh');
    expect(doc.getAuthor()).toBe('Chứng khoán An Phát');
  });

  it('gives the same bytes for the same input and date', async () => {
    const input = {
      title: 'Biểu phí',
      blocks: ['Dòng một', '', 'Dòng hai'],
      date: new Date('2026-01-05T00:00:00Z'),
    };
    expect(
      Buffer.from(await buildDocumentPdf(input)).equals(Buffer.from(await buildDocumentPdf(input))),
    ).toBe(true);
  });
});
