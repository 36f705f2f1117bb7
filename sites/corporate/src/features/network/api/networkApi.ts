import type { ContentSummary } from '@brokerage/shared/validation/contentItems.ts';
import { allItems } from '../../../lib/catalog/contentCalls';

export type Branch = ContentSummary<'branch'>;
export type Region = ContentSummary<'region'>;
export type RegionCode = Branch['attrs']['regionCode'];

/** The regions of the branch network (`GET locations/regions`), in CMS order. */
export const listRegions = allItems<Region>((items) => items.listRegions);

/** Every office of the country (a few dozen), grouped by region on the page (`GET branches`). */
export const listBranches = allItems<Branch>((items) => items.listBranches);
