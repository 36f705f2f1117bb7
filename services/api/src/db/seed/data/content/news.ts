import type { ContentSeed, PdfSeed } from '../content-types';

/** News, disclosures, exchange news, videos, reports, analysis reports, calendar events. */
export const NEWS_CONTENT: ContentSeed[] = [];
export const NEWS_PDFS: PdfSeed[] = [];
