import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type Branch = ContentSummary<'branch'>;
export type Region = ContentSummary<'region'>;
export type RegionCode = Branch['attrs']['regionCode'];

/** The regions of the branch network (`GET locations/regions`), in CMS order. */
export const listRegions = (api: ApiClient, call: CallContext): Promise<Region[]> =>
  listAll(createContentItemsApi(api).listRegions, call);

/** Every office of the country (a few dozen), grouped by region on the page (`GET branches`). */
export const listBranches = (api: ApiClient, call: CallContext): Promise<Branch[]> =>
  listAll(createContentItemsApi(api).listBranches, call);
