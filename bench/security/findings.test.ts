import { describe, expect, it } from 'vitest';
import {
  sqlmapLogFindings,
  sqlmapResultFindings,
  triageFindings,
  wapitiFindings,
} from './findings';

describe('sqlmapResultFindings', () => {
  it('reads one finding per injection point row, quoted fields included', () => {
    const csv = [
      'Target URL,Place,Parameter,Technique(s),Note(s)',
      'http://127.0.0.1:8080/api/v1/news?category=a,GET,category,BT,',
      '"http://127.0.0.1:8080/api/v1/search?keyword=a,b",URI,#1*,E,"note, with comma"',
      '',
    ].join('\n');
    expect(sqlmapResultFindings(csv)).toEqual([
      {
        tool: 'sqlmap',
        category: 'SQL injection',
        where: 'GET category of http://127.0.0.1:8080/api/v1/news?category=a',
        detail: 'techniques BT',
      },
      {
        tool: 'sqlmap',
        category: 'SQL injection',
        where: 'URI #1* of http://127.0.0.1:8080/api/v1/search?keyword=a,b',
        detail: 'techniques E; note, with comma',
      },
    ]);
  });

  it('finds nothing in a header-only file, and refuses a file that is not sqlmap’s', () => {
    expect(sqlmapResultFindings('Target URL,Place,Parameter,Technique(s),Note(s)\n')).toEqual([]);
    expect(sqlmapResultFindings('')).toEqual([]);
    expect(() => sqlmapResultFindings('<html>')).toThrow(/not a sqlmap results file/);
  });
});

describe('sqlmapLogFindings', () => {
  it('reads the injection points sqlmap announces', () => {
    const log = `[12:00:01] [INFO] URI parameter '#1*' is 'PostgreSQL AND boolean-based blind - WHERE or HAVING clause' injectable
sqlmap identified the following injection point(s) with a total of 52 HTTP(s) requests:
---
Parameter: #1* (URI)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: http://127.0.0.1:8080/api/v1/news/x' AND 1=1-- a
---
[12:00:02] [INFO] the back-end DBMS is PostgreSQL`;
    const findings = sqlmapLogFindings(log, 'GET /api/v1/news/{key}');
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatchObject({
      tool: 'sqlmap',
      where: '#1* (URI) of GET /api/v1/news/{key}',
    });
    expect(findings[0]!.detail).toContain('boolean-based blind');
  });

  it('finds nothing in a clean run', () => {
    const log = `[12:00:01] [WARNING] URI parameter '#1*' does not seem to be injectable
[12:00:01] [ERROR] all tested parameters do not appear to be injectable.`;
    expect(sqlmapLogFindings(log, 'GET /api/v1/news/{key}')).toEqual([]);
  });
});

describe('wapitiFindings', () => {
  const entry = (level: number, info: string) => ({
    method: 'GET',
    path: '/api/v1/search?keyword=x',
    info,
    level,
    parameter: 'keyword',
  });

  it('fails on a vulnerability of any category, whatever its level', () => {
    const findings = wapitiFindings({
      vulnerabilities: {
        'SQL Injection': [],
        'Cross Site Scripting': [entry(3, 'XSS in keyword')],
        'Content Security Policy Configuration': [entry(1, 'unsafe-inline in style-src')],
      },
      anomalies: {},
    });
    expect(findings.map((f) => f.category)).toEqual([
      'Cross Site Scripting',
      'Content Security Policy Configuration',
    ]);
    expect(findings[0]!.where).toBe('GET /api/v1/search?keyword=x (keyword)');
  });

  it('fails on anomalies of level medium or above only', () => {
    const findings = wapitiFindings({
      vulnerabilities: {},
      anomalies: {
        'Internal Server Error': [entry(3, '500 on keyword')],
        'Resource consumption': [entry(2, 'slow answer')],
        'Low thing': [entry(1, 'ignored')],
      },
    });
    expect(findings.map((f) => f.category)).toEqual([
      'anomaly: Internal Server Error',
      'anomaly: Resource consumption',
    ]);
  });

  it('refuses something that is not a wapiti report', () => {
    expect(() => wapitiFindings({ infos: {} })).toThrow(/not a wapiti JSON report/);
    expect(wapitiFindings({ vulnerabilities: {}, anomalies: {} })).toEqual([]);
  });
});

describe('triageFindings', () => {
  const header = (detail: string) => ({
    tool: 'wapiti' as const,
    category: 'HTTP Secure Headers',
    where: 'GET /',
    detail,
  });

  it('accepts only the two reviewed header findings, HSTS only on a plain-HTTP scan', () => {
    const findings = [
      header('X-XSS-Protection is not set'),
      header('Strict-Transport-Security is not set'),
      header('X-Frame-Options is not set'),
      { tool: 'wapiti' as const, category: 'SQL Injection', where: 'GET /', detail: 'x' },
    ];
    const overHttp = triageFindings(findings, 'http://127.0.0.1:8080');
    expect(overHttp.accepted.map((f) => f.detail)).toEqual([
      'X-XSS-Protection is not set',
      'Strict-Transport-Security is not set',
    ]);
    expect(overHttp.failing.map((f) => f.detail)).toEqual(['X-Frame-Options is not set', 'x']);
    const overHttps = triageFindings(findings, 'https://www.example.vn');
    expect(overHttps.failing.map((f) => f.detail)).toContain(
      'Strict-Transport-Security is not set',
    );
  });
});
