import type { ContentSeed, PdfSeed } from '../content-types';

/**
 * Services (individual, organisation, investment banking), fees, instructs, FAQs, departments
 * and leaders, regions and branches, recent deals, bond products.
 */
export const CORPORATE_CONTENT: ContentSeed[] = [];
export const CORPORATE_PDFS: PdfSeed[] = [];
