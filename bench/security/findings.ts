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

/**
 * Findings reviewed and accepted on purpose, each with its reason. Anything else fails the scan.
 * Wapiti 3.0.4 (Debian) predates current header advice, so two of its header checks are wrong
 * for this product:
 * - X-XSS-Protection: wapiti wants `1; mode=block`; OWASP's Secure Headers Project now advises
 *   against enabling the legacy XSS auditor (it introduced XS-leak bugs and is gone from every
 *   current browser); the CSP is the protection that counts here.
 * - Strict-Transport-Security on a plain-HTTP scan: RFC 6797 §7.2 says a server must not send
 *   HSTS over HTTP, and the proxy sends it on every HTTPS response (proxy/src/http/headers.ts).
 */
export const ACCEPTED_FINDINGS: readonly {
  category: RegExp;
  detail: RegExp;
  onlyForHttp?: boolean;
  reason: string;
}[] = [
  {
    category: /secure headers/i,
    detail: /x-xss-protection/i,
    reason: 'legacy XSS auditor deliberately not enabled (OWASP Secure Headers); CSP instead',
  },
  {
    category: /secure headers/i,
    detail: /strict-transport-security/i,
    onlyForHttp: true,
    reason: 'HSTS is sent only over HTTPS (RFC 6797 §7.2); this scan ran over plain HTTP',
  },
];

/** Splits findings into those that fail the scan and those accepted above. */
export function triageFindings(
  findings: readonly Finding[],
  scannedOrigin: string,
): { failing: Finding[]; accepted: (Finding & { reason: string })[] } {
  const http = scannedOrigin.startsWith('http:');
  const failing: Finding[] = [];
  const accepted: (Finding & { reason: string })[] = [];
  for (const finding of findings) {
    const rule = ACCEPTED_FINDINGS.find(
      (r) =>
        finding.tool === 'wapiti' &&
        r.category.test(finding.category) &&
        r.detail.test(finding.detail) &&
        (!r.onlyForHttp || http),
    );
    if (rule) accepted.push({ ...finding, reason: rule.reason });
    else failing.push(finding);
  }
  return { failing, accepted };
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => `- [${f.tool}] ${f.category}: ${f.where}${f.detail ? `\n    ${f.detail}` : ''}`)
    .join('\n');
}
