/**
 * What counts as a finding of the security scans, read from the scanners' own reports: sqlmap's
 * CSV results file (one row per injectable parameter) and its console log, and wapiti's JSON
 * report (every vulnerability of any category, and anomalies of level medium or above).
 */

export interface Finding {
  tool: 'sqlmap' | 'wapiti';
  category: string;
  where: string;
  detail: string;
}

/** One CSV line as sqlmap writes it (fields quoted only when they hold a comma or a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/**
 * sqlmap's `--results-file`: a header `Target URL,Place,Parameter,Technique(s),Note(s)` and one
 * row per injection point it confirmed.
 */
export function sqlmapResultFindings(csv: string): Finding[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (!header) return [];
  if (!/^Target URL,Place,Parameter/i.test(header))
    throw new Error(`not a sqlmap results file (header: ${header})`);
  return rows.map((row) => {
    const [url = '', place = '', parameter = '', techniques = '', notes = ''] = csvFields(row);
    return {
      tool: 'sqlmap',
      category: 'SQL injection',
      where: `${place} ${parameter} of ${url}`,
      detail: [techniques && `techniques ${techniques}`, notes].filter(Boolean).join('; '),
    };
  });
}

/**
 * sqlmap's console: an injection point it confirmed is announced even when the results file
 * could not be written, so the log is read as well.
 */
export function sqlmapLogFindings(log: string, target: string): Finding[] {
  const findings: Finding[] = [];
  const identified =
    /sqlmap identified the following injection point\(s\)[^\n]*\n---\n([\s\S]*?)\n---/g;
  for (const match of log.matchAll(identified)) {
    const parameter = /Parameter: ([^\n]+)/.exec(match[1] ?? '')?.[1] ?? 'unknown parameter';
    findings.push({
      tool: 'sqlmap',
      category: 'SQL injection',
      where: `${parameter} of ${target}`,
      detail: (match[1] ?? '').replace(/\s+/g, ' ').trim().slice(0, 500),
    });
  }
  for (const match of log.matchAll(
    /\[INFO\] ([^\n]*?parameter '([^']+)' is '[^']+' injectable)/g,
  )) {
    const where = `${match[2]} of ${target}`;
    if (!findings.some((f) => f.where === where))
      findings.push({ tool: 'sqlmap', category: 'SQL injection', where, detail: match[1]! });
  }
  return findings;
}

/** Wapiti's levels: 1 low, 2 medium, 3 high (4 critical in later versions). */
export const WAPITI_MEDIUM = 2;

interface WapitiEntry {
  method?: string;
  path?: string;
  info?: string;
  level?: number;
  parameter?: string;
}
interface WapitiReport {
  vulnerabilities?: Record<string, WapitiEntry[]>;
  anomalies?: Record<string, WapitiEntry[]>;
}

const where = (entry: WapitiEntry) =>
  `${entry.method ?? 'GET'} ${entry.path ?? '?'}${entry.parameter ? ` (${entry.parameter})` : ''}`;

/** Every vulnerability wapiti reports, and every anomaly of level medium or above. */
export function wapitiFindings(report: unknown): Finding[] {
  if (typeof report !== 'object' || report === null || !('vulnerabilities' in report))
    throw new Error('not a wapiti JSON report (no "vulnerabilities")');
  const { vulnerabilities = {}, anomalies = {} } = report as WapitiReport;
  const findings: Finding[] = [];
  for (const [category, entries] of Object.entries(vulnerabilities))
    for (const entry of entries ?? [])
      findings.push({ tool: 'wapiti', category, where: where(entry), detail: entry.info ?? '' });
  for (const [category, entries] of Object.entries(anomalies))
    for (const entry of entries ?? [])
      if ((entry.level ?? WAPITI_MEDIUM) >= WAPITI_MEDIUM)
        findings.push({
          tool: 'wapiti',
          category: `anomaly: ${category}`,
          where: where(entry),
          detail: entry.info ?? '',
        });
  return findings;
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => `- [${f.tool}] ${f.category}: ${f.where}${f.detail ? `\n    ${f.detail}` : ''}`)
    .join('\n');
}
