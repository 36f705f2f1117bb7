import type { ContentSeed, PdfSeed } from '../content-types';
import { NEWS_CONTENT, NEWS_PDFS, RESEARCH_PDFS } from './news';
import { CORPORATE_CONTENT, CORPORATE_PDFS } from './corporate';

/** Every content item of the demo seed, parents before children. */
export const CONTENT_SEEDS: ContentSeed[] = [...CORPORATE_CONTENT, ...NEWS_CONTENT];

/** PDFs the seed writes to the public files (report and fee-schedule downloads). */
export const CONTENT_PDFS: PdfSeed[] = [...CORPORATE_PDFS, ...NEWS_PDFS];

/** PDFs the seed writes to the private report files (analysis reports, SSO download only). */
export const REPORT_FILE_PDFS: PdfSeed[] = RESEARCH_PDFS;
