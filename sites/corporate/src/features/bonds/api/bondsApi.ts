import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type BondProduct = ContentSummary<'bond_product'>;

/** The corporate bonds on offer (`GET bond-products`). */
export const listBondProducts = (api: ApiClient, call: CallContext): Promise<BondProduct[]> =>
  listAll(createContentItemsApi(api).listBondProducts, call);
