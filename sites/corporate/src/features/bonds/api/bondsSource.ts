import type { ContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { listAll, type CallContext } from '../../../lib/catalog/listAll';

export type BondProduct = ContentSummary<'bond_product'>;

export interface BondsSource {
  listBondProducts(context: CallContext): Promise<BondProduct[]>;
}

export function bondsSource(items: Pick<ContentItemsApi, 'listBondProducts'>): BondsSource {
  return { listBondProducts: (context) => listAll(items.listBondProducts, context) };
}
