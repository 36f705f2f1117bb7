/**
 * A plain-text table for command-line reports (the bundle check, the bench scripts): columns
 * padded to their widest cell, two spaces apart, no trailing blanks. `rule` puts a line of dashes
 * under the header row.
 */
export function textTable(rows: readonly (readonly string[])[], { rule = false } = {}): string {
  const [header] = rows;
  if (!header) return '';
  const widths = header.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = rows.map(format);
  if (rule) lines.splice(1, 0, format(widths.map((width) => '-'.repeat(width))));
  return lines.join('\n');
}
