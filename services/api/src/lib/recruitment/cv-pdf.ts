import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';
import { HttpError } from '../http/http-error';

/**
 * The checks of a candidate's PDF CV (docs/recruitment.md: `join-submissions`, `cv/upload`):
 * a PDF by its first bytes, at most 2 MB, one that parses (not encrypted), and with nothing a
 * viewer would run or unpack: JavaScript, launch actions, embedded files, additional actions,
 * rich media or XFA forms. Recruiters open these files, so a CV is a document and nothing more.
 *
 * Active content is looked for twice: in the raw bytes (names outside strings and streams, and
 * inside the compressed object streams, inflated with a bound), and in every object pdf-lib
 * parsed. The first sees objects a lenient parser might skip; the second sees names the byte
 * scan cannot decode (object streams with other filters).
 */

const PDF_MAGIC = '%PDF-';
/** The end-of-file marker a complete PDF has in its last kilobyte (a cut upload has not). */
const EOF_MARKER = '%%EOF';
const EOF_WINDOW = 1024;

/** Names that make a PDF run code, start programs or carry files (checked after #xx decoding). */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
]);

/** Filters the byte scan can undo (anything else is left to the parsed-object walk). */
const FLATE = new Set(['FlateDecode', 'Fl']);
const KNOWN_FILTERS = new Set([
  ...FLATE,
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'DCTDecode',
  'DCT',
  'JBIG2Decode',
  'JPXDecode',
  'Crypt',
]);

/** A zip bomb in an object stream stops here: one stream, and all of them together. */
const MAX_INFLATED_PER_STREAM = 8 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 32 * 1024 * 1024;

const fileTypeInvalid = () => new HttpError(415, 'file_type_invalid', { field: 'cv_file' });
const fileTooLarge = () => new HttpError(413, 'file_too_large', { field: 'cv_file' });
const unreadable = () => new HttpError(422, 'pdf_unreadable', { field: 'cv_file' });
const activeContent = () => new HttpError(422, 'pdf_active_content', { field: 'cv_file' });

/** Whether the bytes start as a PDF does (`%PDF-`): what the upload is, whatever its name. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_MAGIC.length &&
  Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC;

/**
 * A CV PDF's page count, or an HttpError: 415 `file_type_invalid` (not a PDF by its bytes),
 * 413 `file_too_large` (over `RECRUITMENT_LIMITS.cvPdfMaxBytes`; callers also stop reading
 * the upload past it), 422 `pdf_unreadable` (cut, broken or encrypted), 422
 * `pdf_active_content`. Every error is on the field `cv_file`.
 */
export async function checkCvPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (!isPdf(bytes)) throw fileTypeInvalid();
  if (bytes.length > RECRUITMENT_LIMITS.cvPdfMaxBytes) throw fileTooLarge();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.slice(-EOF_WINDOW).includes(EOF_MARKER)) throw unreadable();
  const budget = { left: MAX_INFLATED_TOTAL };
  if (scanForActiveNames(text, budget, true)) throw activeContent();

  let doc: PDFDocument;
  try {
    // Throws EncryptedPDFError for an encrypted file: its text cannot be read by recruiters either.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw unreadable();
  }
  if (doc.context.enumerateIndirectObjects().some(([, object]) => hasActiveName(object))) {
    throw activeContent();
  }
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    throw unreadable();
  }
  if (pages < 1) throw unreadable();
  return { pages };
}

// --- the byte scan ----------------------------------------------------------------------------

/** PDF whitespace and delimiters (ISO 32000-1 §7.2.2): they end a name or a keyword. */
const DELIMITERS = new Set([
  '\0',
  '\t',
  '\n',
  '\f',
  '\r',
  ' ',
  '(',
  ')',
  '<',
  '>',
  '[',
  ']',
  '{',
  '}',
  '/',
  '%',
]);

const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The index after the token starting at `from`. */
function tokenEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && !DELIMITERS.has(text[i]!)) i++;
  return i;
}

/** The index after a literal string `( … )` starting at `from` (nested parentheses, escapes). */
function literalStringEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Whether `text` (a PDF's bytes as latin1, or an inflated object stream) names active content
 * outside strings and comments. In the file itself (`withStreams`), stream data is skipped,
 * except object streams, whose objects are scanned (inflated when FlateDecode).
 */
function scanForActiveNames(text: string, budget: { left: number }, withStreams: boolean): boolean {
  // Names of the object being read: its dictionary says whether its stream is an object stream.
  let names: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '(') {
      i = literalStringEnd(text, i);
    } else if (c === '<') {
      if (text[i + 1] === '<') i += 2;
      else {
        const close = text.indexOf('>', i + 1);
        i = close < 0 ? text.length : close + 1;
      }
    } else if (c === '/') {
      const end = tokenEnd(text, i + 1);
      const name = decodeName(text.slice(i + 1, end));
      if (ACTIVE_NAMES.has(name)) return true;
      names.push(name);
      i = end;
    } else if (DELIMITERS.has(c)) {
      i++;
    } else {
      const end = tokenEnd(text, i);
      const token = text.slice(i, end);
      i = end;
      if (token === 'obj') names = [];
      else if (token === 'stream' && withStreams) {
        const start = text.startsWith('\r\n', i)
          ? i + 2
          : text[i] === '\n' || text[i] === '\r'
            ? i + 1
            : i;
        const close = text.indexOf('endstream', start);
        const stop = close < 0 ? text.length : close;
        if (
          names.includes('ObjStm') &&
          objectStreamHasActiveNames(text.slice(start, stop), names, budget)
        ) {
          return true;
        }
        i = close < 0 ? text.length : close + 'endstream'.length;
        names = [];
      }
    }
  }
  return false;
}

function objectStreamHasActiveNames(
  data: string,
  dictNames: string[],
  budget: { left: number },
): boolean {
  const filters = dictNames.filter((name) => KNOWN_FILTERS.has(name));
  if (filters.length === 0) return scanForActiveNames(data, budget, false);
  // Other filters, or Flate with more: the parsed-object walk sees what pdf-lib decodes.
  if (filters.length !== 1 || !FLATE.has(filters[0]!)) return false;
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.from(data, 'latin1'), {
      maxOutputLength: Math.min(MAX_INFLATED_PER_STREAM, Math.max(budget.left, 1)),
      // A stream cut short still gives what it has.
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    // Past the bound: too much to look through, so it is not taken.
    if (error instanceof RangeError) throw unreadable();
    // Not inflatable at all: no viewer reads objects from it either; pdf-lib gets the last word.
    return false;
  }
  budget.left -= inflated.length;
  if (budget.left < 0) throw unreadable();
  return scanForActiveNames(inflated.toString('latin1'), budget, false);
}

// --- the parsed objects -----------------------------------------------------------------------

function hasActiveName(object: PDFObject): boolean {
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof PDFStream) return hasActiveName(object.dict);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (hasActiveName(key) || hasActiveName(value)) return true;
    }
    return false;
  }
  if (object instanceof PDFArray) return object.asArray().some(hasActiveName);
  return false;
}
