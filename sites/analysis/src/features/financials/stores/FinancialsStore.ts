import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { BusinessPlanStore } from './BusinessPlanStore';
import { FinancialReportsStore, type FinancialReportsOptions } from './FinancialReportsStore';
import { RatiosStore } from './RatiosStore';
import { StatementsStore } from './StatementsStore';

/**
 * thong-tin-tai-chinh's store: one part per section, each loading, failing and retrying on its
 * own (statements and their charts, ratios, business plans, report downloads).
 */
export class FinancialsStore {
  readonly statements: StatementsStore;
  readonly ratios: RatiosStore;
  readonly plans: BusinessPlanStore;
  readonly reports: FinancialReportsStore;

  constructor(api: ApiClient, options: FinancialReportsOptions) {
    this.statements = new StatementsStore(api);
    this.ratios = new RatiosStore(api);
    this.plans = new BusinessPlanStore(api);
    this.reports = new FinancialReportsStore(api, options);
  }
}

/** The page's store, made on first use by the site's page stores (lib/page-stores). */
export const createFinancialsStore = (api: ApiClient) =>
  new FinancialsStore(api, { save: saveFile });
