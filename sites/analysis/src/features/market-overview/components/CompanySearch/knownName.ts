import type { Company } from '../../../../lib/api/marketApi';

/** The name the market knows the company by (Vinamilk), else its legal name. */
export const knownName = (company: Company) =>
  company.shortName && company.shortName !== company.stockSymbol ? company.shortName : company.name;
