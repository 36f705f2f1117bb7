// Zod-free, and a module of its own: the search schemas need the list without the content-item
// schemas, and no entry chunk should carry it (codes.ts is in every entry).

/** The types of the CMS's content items (content-items.ts); the search covers them too. */
export const CONTENT_TYPES = [
  'news',
  'disclosure',
  'disclosure_category',
  'sgdck_news',
  'sgdck_category',
  'video',
  'annual_report',
  'financial_report',
  'governance_report',
  'analysis_report',
  'analysis_report_category',
  'khcn_service',
  'khcn_service_category',
  'khtc_service',
  'nhdt_service',
  'nhdt_business',
  'fee',
  'instruct',
  'instruct_category',
  'faq',
  'faq_category',
  'department',
  'leader',
  'branch',
  'region',
  'recent_deal',
  'calendar_event',
  'bond_product',
] as const;
