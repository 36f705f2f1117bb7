import type { ContentSeed, PdfSeed } from '../content-types';
import { ANALYSIS_CATEGORIES, ANALYSIS_PDFS, ANALYSIS_REPORTS } from './news-analysis';
import { BOND_NEWS } from './news-bond';
import { CALENDAR_EVENTS } from './news-calendar';
import { COMPANY_NEWS } from './news-company';
import { DERIVATIVE_NEWS } from './news-derivative';
import { DISCLOSURE_CATEGORIES, DISCLOSURE_PDFS, DISCLOSURES } from './news-disclosures';
import { EXCHANGE_CATEGORIES, EXCHANGE_NEWS } from './news-exchange';
import { FUND_NEWS } from './news-fund';
import { REPORT_PDFS, REPORTS } from './news-reports';
import { STOCK_NEWS } from './news-stock';
import { VIDEOS } from './news-videos';

/**
 * News, disclosures, exchange news, videos, reports, analysis reports, calendar events.
 * Categories come before the items that name them as `parent`.
 */
export const NEWS_CONTENT: ContentSeed[] = [
  ...COMPANY_NEWS,
  ...STOCK_NEWS,
  ...BOND_NEWS,
  ...DERIVATIVE_NEWS,
  ...FUND_NEWS,
  ...DISCLOSURE_CATEGORIES,
  ...DISCLOSURES,
  ...EXCHANGE_CATEGORIES,
  ...EXCHANGE_NEWS,
  ...VIDEOS,
  ...REPORTS,
  ...ANALYSIS_CATEGORIES,
  ...ANALYSIS_REPORTS,
  ...CALENDAR_EVENTS,
];

/** Public report and disclosure PDFs (the disclosures reuse some report files). */
export const NEWS_PDFS: PdfSeed[] = [...REPORT_PDFS, ...DISCLOSURE_PDFS];

/**
 * The research PDFs: private files, downloaded only by customers with an SSO session
 * (`POST ttpt-reports/create-download`), never public files.
 */
export const RESEARCH_PDFS: PdfSeed[] = ANALYSIS_PDFS;
