import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type Branch = ContentSummary<'branch'>;
export type Region = ContentSummary<'region'>;
export type RegionCode = Branch['attrs']['regionCode'];

/** The calls of the branch network; the RootStore wires them to the content items API. */
export interface NetworkSource {
  listRegions(context: CallContext): Promise<Region[]>;
  listBranches(context: CallContext): Promise<Branch[]>;
}

export function networkSource(items: Pick<ContentItemsApi, 'listRegions' | 'listBranches'>): NetworkSource {
  return {
    listRegions: (context) => listAll(items.listRegions, context),
    // One list for the whole country (a few dozen offices), grouped by region on the page.
    listBranches: (context) => listAll(items.listBranches, context),
  };
}
