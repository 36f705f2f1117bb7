import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems } from '../../../lib/catalog/contentCalls';

export type BondProduct = ContentSummary<'bond_product'>;

/** The corporate bonds on offer (`GET bond-products`). */
export const listBondProducts = allItems<BondProduct>((items) => items.listBondProducts);
