/** Excel's limit on the characters of one cell. */
export const MAX_CELL_CHARS = 32_767;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * `text` as XML character data or an attribute value: the five markup characters as entities;
 * a lone surrogate (not a character) as U+FFFD; the controls XML 1.0 cannot carry (all below
 * U+0020 but tab, line feed and carriage return, and U+FFFE, U+FFFF) in SpreadsheetML's
 * `_xHHHH_` notation (ECMA-376 Part 1 §22.9.2.19 ST_Xstring), which Excel reads back as the
 * character; and a literal `_xHHHH_` in the text with its underscore escaped (`_x005F_`), so
 * Excel shows it as typed instead of decoding it.
 */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
      // eslint-disable-next-line no-control-regex -- the controls are exactly what is encoded
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, (ch) => {
        const code = ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
        return `_x${code}_`;
      })
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      .replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)
  );
}

/** A cell's text within Excel's limit (a surrogate pair is never cut in half). */
export function clampCellText(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text;
  const cut = text.slice(0, MAX_CELL_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
