import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { HttpError } from '../http/http-error';
import { checkCvPdf } from './cv-pdf';

async function cv(
  pages = 1,
  edit?: (doc: PDFDocument) => void | Promise<void>,
  useObjectStreams = false,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    doc.addPage([595, 842]).drawText(`Curriculum vitae, page ${i + 1}`, { x: 50, y: 780, font });
  }
  await edit?.(doc);
  return doc.save({ useObjectStreams });
}

const openActionJs = (doc: PDFDocument) => {
  const action = doc.context.obj({
    Type: 'Action',
    S: 'JavaScript',
    JS: PDFString.of('app.alert(1)'),
  });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

async function refusal(bytes: Uint8Array): Promise<{ status: number; code: string }> {
  const error = await checkCvPdf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code };
}

describe('checkCvPdf', () => {
  it('takes a plain PDF and counts its pages, with or without object streams', async () => {
    expect(await checkCvPdf(await cv(2))).toEqual({ pages: 2 });
    expect(await checkCvPdf(await cv(3, undefined, true))).toEqual({ pages: 3 });
  });

  it('takes text that only looks like a name, in a string (a "Node/JS" developer)', async () => {
    const bytes = await cv(1, (doc) => {
      doc.context
        .lookup(doc.context.trailerInfo.Info, PDFDict)
        .set(PDFName.of('Subject'), PDFString.of('Node/JS developer (/AA)'));
      doc.setTitle('Node/JS developer');
    });
    expect(latin1(bytes)).toContain('(Node/JS developer (/AA))');
    expect(await checkCvPdf(bytes)).toEqual({ pages: 1 });
  });

  it('refuses what is not a PDF by its bytes (a renamed .exe) with 415', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(1024)]);
    expect(await refusal(exe)).toEqual({ status: 415, code: 'file_type_invalid' });
    expect(await refusal(new Uint8Array(0))).toEqual({ status: 415, code: 'file_type_invalid' });
    // A PDF with text before its header is not one by its first bytes either.
    expect(await refusal(Buffer.concat([Buffer.from('MZ'), await cv()]))).toEqual({
      status: 415,
      code: 'file_type_invalid',
    });
  });

  it('refuses more than 2 MB with 413 before parsing (a 6 MB PDF)', async () => {
    const big = await cv(1, (doc) => {
      // Incompressible bytes, so the file stays large.
      const noise = new Uint8Array(6 * 1024 * 1024).map((_, i) => (i * 2654435761) >>> 24);
      doc.context.register(doc.context.stream(noise));
    });
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(await refusal(big)).toEqual({ status: 413, code: 'file_too_large' });
    const justOver = Buffer.concat([
      await cv(),
      Buffer.alloc(RECRUITMENT_LIMITS.cvPdfMaxBytes, 0x20),
    ]);
    expect(await refusal(justOver)).toEqual({ status: 413, code: 'file_too_large' });
  });

  it('refuses a truncated, a broken and an encrypted PDF with 422 pdf_unreadable', async () => {
    const whole = await cv(2);
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({
      status: 422,
      code: 'pdf_unreadable',
    });
    expect(await refusal(Buffer.from('%PDF-1.7\nnot a pdf at all\n%%EOF\n'))).toEqual({
      status: 422,
      code: 'pdf_unreadable',
    });
    // pdf-lib cannot encrypt: the trailer names an /Encrypt dictionary instead.
    const encrypted = latin1(
      await cv(
        1,
        (doc) => void doc.context.register(doc.context.obj({ Filter: 'Standard', V: 2, R: 3 })),
      ),
    );
    const withEncrypt = encrypted.replace(
      /trailer\s*<</,
      (m) => `${m}\n/Encrypt ${lastObjectNumber(encrypted)} 0 R`,
    );
    expect(withEncrypt).not.toBe(encrypted);
    expect(await refusal(Buffer.from(withEncrypt, 'latin1'))).toEqual({
      status: 422,
      code: 'pdf_unreadable',
    });
  });

  it('refuses an /OpenAction with JavaScript with 422 pdf_active_content', async () => {
    const bytes = await cv(1, openActionJs);
    expect(latin1(bytes)).toContain('/JavaScript');
    expect(await refusal(bytes)).toEqual({ status: 422, code: 'pdf_active_content' });
  });

  it('finds JavaScript inside a compressed object stream', async () => {
    const bytes = await cv(1, openActionJs, true);
    // Nothing to see in the raw bytes: the action is in a FlateDecode object stream.
    expect(latin1(bytes)).not.toContain('JavaScript');
    expect(latin1(bytes)).toContain('/ObjStm');
    expect(await refusal(bytes)).toEqual({ status: 422, code: 'pdf_active_content' });
  });

  it('finds names written with #xx escapes', async () => {
    const plain = latin1(await cv(1, openActionJs));
    const hidden = plain.replace('/JavaScript', '/J#61vaScript').replace('/JS ', '/J#53 ');
    expect(hidden).not.toContain('/JavaScript');
    expect(await refusal(Buffer.from(hidden, 'latin1'))).toEqual({
      status: 422,
      code: 'pdf_active_content',
    });
  });

  it.each([
    [
      'a launch action',
      (doc: PDFDocument) => {
        const launch = doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') });
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(launch));
      },
    ],
    [
      'an embedded file',
      async (doc: PDFDocument) => {
        await doc.attach(Buffer.from('MZ'), 'payload.exe', {
          mimeType: 'application/octet-stream',
        });
      },
    ],
    [
      'a page with additional actions (/AA)',
      (doc: PDFDocument) => {
        const action = doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.com') });
        doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: action }));
      },
    ],
    [
      'an XFA form',
      (doc: PDFDocument) => {
        const form = doc.context.obj({ Fields: [], XFA: PDFHexString.fromText('<xdp/>') });
        doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(form));
      },
    ],
    [
      'rich media',
      (doc: PDFDocument) => {
        const annot = doc.context.obj({
          Type: 'Annot',
          Subtype: 'RichMedia',
          Rect: [0, 0, 10, 10],
        });
        doc
          .getPage(0)
          .node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
      },
    ],
  ])('refuses %s, compressed or not', async (_, edit) => {
    expect(await refusal(await cv(1, edit))).toEqual({ status: 422, code: 'pdf_active_content' });
    expect(await refusal(await cv(1, edit, true))).toEqual({
      status: 422,
      code: 'pdf_active_content',
    });
  });
});

/** The number of the last object written (the one registered last, for the /Encrypt test). */
function lastObjectNumber(pdf: string): number {
  const numbers = [...pdf.matchAll(/(\d+) 0 obj/g)].map((m) => Number(m[1]));
  return Math.max(...numbers);
}
