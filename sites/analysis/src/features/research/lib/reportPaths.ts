import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

/** A report's preview page (`bao-cao-phan-tich/{id}`) with the login flag it reads (spec §2). */
export function reportPreviewPath(report: { id: number }, locale: Locale, loggedIn: boolean) {
  return buildPath('analysisReports', locale, {
    id: report.id,
    query: { login: loggedIn ? 1 : 0 },
  });
}

/** bao-cao-chi-tiet of `symbol` showing report `id` (the newest when null). */
export function detailReportPath(symbol: string, locale: Locale, id: number | null = null) {
  return buildPath('analysisCenter', locale, {
    subPage: 'detailReport',
    query: { stock_symbol: symbol, report: id },
  });
}
