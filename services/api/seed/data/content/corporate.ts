import type { ContentSeed, PdfSeed } from '../content-types';
import { BOND_CONTENT, DEAL_CONTENT } from './corporate-deals';
import { POLICY_PDFS } from './corporate-docs';
import { FAQ_CONTENT } from './corporate-faqs';
import { FEE_CONTENT, FEE_PDFS } from './corporate-fees';
import { INSTRUCT_CONTENT } from './corporate-instructs';
import { KHCN_CONTENT } from './corporate-khcn';
import { KHTC_CONTENT } from './corporate-khtc';
import { NHDT_CONTENT } from './corporate-nhdt';
import { NETWORK_CONTENT, ORG_CONTENT } from './corporate-org';

/**
 * Services (individual, organisation, investment banking), fees, instructs, FAQs, departments
 * and leaders, regions and branches, recent deals, bond products. Parents come before children.
 */
export const CORPORATE_CONTENT: ContentSeed[] = [
  ...KHCN_CONTENT,
  ...KHTC_CONTENT,
  ...NHDT_CONTENT,
  ...FEE_CONTENT,
  ...INSTRUCT_CONTENT,
  ...FAQ_CONTENT,
  ...ORG_CONTENT,
  ...NETWORK_CONTENT,
  ...DEAL_CONTENT,
  ...BOND_CONTENT,
];

/** The fee-schedule PDFs and the policy documents of the ABOUT_POLICY page. */
export const CORPORATE_PDFS: PdfSeed[] = [...FEE_PDFS, ...POLICY_PDFS];
